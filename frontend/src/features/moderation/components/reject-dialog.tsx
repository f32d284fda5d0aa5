import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '@dating/domain';

type RejectDialogProps = { busy: boolean; onReject: (reason: PhotoRejectReason) => void; onCancel: () => void };

export const RejectDialog = ({ busy, onReject, onCancel }: RejectDialogProps) => {
  const { t } = useTranslation(['staff', 'fields']);
  const [reason, setReason] = useState<PhotoRejectReason>(PHOTO_REJECT_REASONS[0]);
  return (
    <ConfirmDialog
      title={t('moderation.rejectTitle')}
      confirmLabel={t('moderation.reject')}
      cancelLabel={t('moderation.cancel')}
      variant="danger"
      busy={busy}
      onConfirm={() => onReject(reason)}
      onCancel={onCancel}
    >
      <label className="form-label fw-semibold" htmlFor="reject-reason">
        {t('moderation.reason')}
      </label>
      <select id="reject-reason" className="form-select" value={reason} onChange={(event) => setReason(event.target.value as PhotoRejectReason)}>
        {PHOTO_REJECT_REASONS.map((option) => (
          <option key={option} value={option}>
            {t(`fields:rejectReasons.${option}`)}
          </option>
        ))}
      </select>
    </ConfirmDialog>
  );
};
