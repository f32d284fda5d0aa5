import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetPhotosForReviewQuery } from '../api/moderation-api.js';
import { PhotoReviewCard } from './photo-review-card.js';
import './moderation.scss';

/** The staff queue of photos under inspection, oldest first. */
export const ModerationPage = () => {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const { data: photos, error } = useGetPhotosForReviewQuery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="container py-4 py-md-5">
      <header className="mb-4">
        <h1 className="moderation__title">{t('moderation.title')}</h1>
        <p className="text-body-secondary mb-0">{t('moderation.intro')}</p>
      </header>
      {error && <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>}
      {!error && !photos && <PageSpinner />}
      {photos?.length === 0 && (
        <div className="moderation__empty text-center py-5">
          <span className="status-icon status-icon--success mx-auto mb-3">
            <Icon name="check" />
          </span>
          <p className="h5 mb-0">{t('moderation.empty')}</p>
        </div>
      )}
      {photos && photos.length > 0 && (
        <ul
          className="list-unstyled row g-3 g-lg-4 row-cols-1 row-cols-sm-2 row-cols-lg-4"
          aria-label={t('moderation.queue')}
        >
          {photos.map((photo) => (
            <li className="col" key={photo.id}>
              <PhotoReviewCard photo={photo} uploadedAt={when.format(new Date(photo.uploaded_at))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
