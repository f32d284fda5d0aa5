import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_STATUSES } from '@dating/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { MyPhoto, PhotoStatus } from '../../../types/profiles.js';
import { useChoosePhotoAsMainMutation, useDeletePhotoMutation } from '../api/my-profile-api.js';

const STATUS_BADGE: Record<PhotoStatus, string> = {
  [PHOTO_STATUSES.INSPECTION]: 'text-bg-warning',
  [PHOTO_STATUSES.ACTIVE]: 'text-bg-success',
  [PHOTO_STATUSES.REJECTED]: 'text-bg-danger',
};

type PhotoTileProps = {
  photo: MyPhoto;
  /** Its place in the list, from 1: names the photo and its buttons for assistive technology. */
  number: number;
};

/**
 * One of the member's photos with its state; an active photo can become the main one; any can be deleted.
 * The buttons sit below the photo, never on it, and each names the photo it acts on.
 */
export const PhotoTile = ({ photo, number }: PhotoTileProps) => {
  const { t } = useTranslation(['profile', 'fields']);
  const [choose, choosing] = useChoosePhotoAsMainMutation();
  const [remove, removing] = useDeletePhotoMutation();
  const [confirming, setConfirming] = useState(false);
  const onThisPhoto = (action: string) => t('photos.actionOnPhoto', { action, number });
  return (
    <figure className={`photo-tile mb-0${photo.status === PHOTO_STATUSES.REJECTED ? ' photo-tile--rejected' : ''}`}>
      <div className="photo-tile__frame">
        <img className="photo-tile__image" src={photo.thumb_url} alt={t('photos.yourPhoto', { number })} />
        <div className="photo-tile__badges">
          <span className={`badge ${STATUS_BADGE[photo.status]}`}>{t(`photos.status.${photo.status}`)}</span>
          {photo.is_main && <span className="badge text-bg-primary">{t('photos.main')}</span>}
        </div>
      </div>
      <figcaption className="photo-tile__caption">
        {photo.status === PHOTO_STATUSES.REJECTED && photo.reason && (
          <p className="photo-tile__reason">{t(`fields:rejectReasons.${photo.reason}`, { defaultValue: photo.reason })}</p>
        )}
        <div className="photo-tile__actions">
          {photo.status === PHOTO_STATUSES.ACTIVE && !photo.is_main && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={onThisPhoto(t('photos.makeMain'))}
              disabled={choosing.isLoading}
              onClick={() => void choose(photo.id)}
            >
              {t('photos.makeMain')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={onThisPhoto(t('photos.delete'))}
            onClick={() => setConfirming(true)}
          >
            {t('photos.delete')}
          </button>
        </div>
      </figcaption>
      {confirming && (
        <ConfirmDialog
          title={t('photos.deleteTitle')}
          confirmLabel={t('photos.delete')}
          cancelLabel={t('photos.cancel')}
          variant="danger"
          busy={removing.isLoading}
          onConfirm={() => void remove(photo.id).then(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">{t('photos.deleteBody')}</p>
        </ConfirmDialog>
      )}
    </figure>
  );
};
