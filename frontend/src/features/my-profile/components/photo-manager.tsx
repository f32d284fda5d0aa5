import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ERRORS, PHOTO_LIMITS, PHOTO_MAX_MB } from '@dating/domain';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import type { MyPhoto } from '../../../types/profiles.js';
import { useUploadPhotoMutation } from '../api/my-profile-api.js';
import { PhotoTile } from './photo-tile.js';
import { ProfileSection } from './profile-section.js';

/** Spec §5 photos: upload with a file picker that reads Browse; each photo shows whether it is checked yet. */
export const PhotoManager = ({ photos }: { photos: MyPhoto[] }) => {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const picker = useRef<HTMLInputElement>(null);
  const [upload, { isLoading, error, reset }] = useUploadPhotoMutation();
  const uploadError = toApiError(error);
  // A free member at the free limit can have more photos: premium (spec §6) comes with the first credit purchase.
  const premiumWouldAllowMore = uploadError?.code === PHOTO_ERRORS.LIMIT_REACHED && Number(uploadError.params?.limit) < PHOTO_LIMITS.PREMIUM;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    reset();
    void upload(file);
  };
  return (
    <ProfileSection title={t('sections.photos')} hint={t('photos.hint', { max_mb: PHOTO_MAX_MB })}>
      {photos.length > 0 && (
        <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-2 g-2 mb-3" aria-label={t('sections.photos')}>
          {photos.map((photo, index) => (
            <li className="col" key={photo.id}>
              <PhotoTile photo={photo} number={index + 1} />
            </li>
          ))}
        </ul>
      )}
      {uploadError && (
        <AlertMessage variant="danger">
          {errorText(uploadError.code, uploadError.params)}
          {premiumWouldAllowMore && (
            <>
              {' '}
              {t('photos.premiumLimit', { limit: PHOTO_LIMITS.PREMIUM })} <Link to={paths.premium}>{t('photos.seePremium')}</Link>
            </>
          )}
        </AlertMessage>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        className="d-none"
        onChange={picked}
        tabIndex={-1}
        aria-hidden="true"
      />
      <button type="button" className="btn btn-primary px-4" disabled={isLoading} onClick={() => picker.current?.click()}>
        {isLoading ? t('photos.uploading') : t('photos.browse')}
      </button>
    </ProfileSection>
  );
};
