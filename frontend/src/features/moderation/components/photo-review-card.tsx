import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_DECISIONS, type PhotoRejectReason } from '@dating/domain';
import { Link } from 'react-router';
import { memberPath } from '../../../config/paths.js';
import type { PhotoForReview } from '../../../types/profiles.js';
import { useDecideOnPhotoMutation } from '../api/moderation-api.js';
import { RejectDialog } from './reject-dialog.js';

type PhotoReviewCardProps = { photo: PhotoForReview; uploadedAt: string };

/** One photo under inspection with the member it belongs to; approve at once, reject with a reason. */
export const PhotoReviewCard = ({ photo, uploadedAt }: PhotoReviewCardProps) => {
  const { t } = useTranslation('staff');
  const [decide, { isLoading }] = useDecideOnPhotoMutation();
  const [rejecting, setRejecting] = useState(false);
  const photoOf = t('moderation.photoOf', { name: photo.member_name });
  const reject = async (reason: PhotoRejectReason) => {
    await decide({ photo_id: photo.id, decision: PHOTO_DECISIONS.reject, reason });
    setRejecting(false);
  };
  return (
    <article className="review-card card border-0 shadow-sm h-100" aria-label={photoOf}>
      <a className="review-card__photo" href={photo.url} target="_blank" rel="noreferrer">
        <img src={photo.url} alt={photoOf} />
      </a>
      <div className="card-body d-flex flex-column gap-3">
        <div>
          <Link className="fw-bold" to={memberPath(photo.member_id)}>
            {photo.member_name}
          </Link>
          <div className="small text-body-secondary">{t('moderation.uploadedAt', { date: uploadedAt })}</div>
        </div>
        <div className="d-flex gap-2 mt-auto">
          <button
            type="button"
            className="btn btn-success flex-grow-1"
            disabled={isLoading}
            onClick={() => void decide({ photo_id: photo.id, decision: PHOTO_DECISIONS.approve })}
          >
            {t('moderation.approve')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger flex-grow-1"
            disabled={isLoading}
            onClick={() => setRejecting(true)}
          >
            {t('moderation.reject')}
          </button>
        </div>
      </div>
      {rejecting && (
        <RejectDialog busy={isLoading} onReject={(reason) => void reject(reason)} onCancel={() => setRejecting(false)} />
      )}
    </article>
  );
};
