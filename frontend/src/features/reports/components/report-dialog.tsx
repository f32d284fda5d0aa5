import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_COMMENT_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Modal } from '../../../components/ui/modal.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useReportMemberMutation } from '../api/reports-api.js';

type ReportDialogProps = { memberId: string; messageIds: readonly string[]; onSent: () => void; onClose: () => void };

/** The reasons as a radio group and a comment; the first reason has the focus when it opens. */
export const ReportDialog = ({ memberId, messageIds, onSent, onClose }: ReportDialogProps) => {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const titleId = useId();
  const commentId = useId();
  const commentHelpId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [report, { isLoading, error }] = useReportMemberMutation();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const trimmed = comment.trim();
    const sent = await report({
      member_id: memberId,
      reason,
      ...(trimmed ? { comment: trimmed } : {}),
      ...(messageIds.length ? { message_ids: [...messageIds] } : {}),
    });
    if (!sent.error) onSent();
  };
  return (
    <Modal className="report-dialog" dialogClassName="modal-fullscreen-sm-down" labelledBy={titleId} onEscape={onClose}>
      <form onSubmit={(event) => void send(event)}>
        <div className="modal-header border-0 pb-0">
          <h2 className="modal-title h5" id={titleId}>
            {t('dialog.title')}
          </h2>
          <button type="button" className="btn-close" aria-label={t('dialog.close')} onClick={onClose} />
        </div>
        <div className="modal-body">
          <p className="text-body-secondary">{t('dialog.intro')}</p>
          <fieldset className="mb-3">
            <legend className="form-label fw-semibold fs-6">{t('dialog.reason')}</legend>
            {REPORT_REASONS.map((option, index) => (
              <div className="form-check" key={option}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="report-reason"
                  id={`${titleId}-${option}`}
                  value={option}
                  checked={reason === option}
                  autoFocus={index === 0}
                  required
                  onChange={() => setReason(option)}
                />
                <label className="form-check-label" htmlFor={`${titleId}-${option}`}>
                  {t(`reasons.${option}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <label className="form-label fw-semibold" htmlFor={commentId}>
            {t('dialog.comment')}
          </label>
          <textarea
            id={commentId}
            className="form-control"
            rows={3}
            maxLength={REPORT_COMMENT_MAX_LENGTH}
            aria-describedby={commentHelpId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div id={commentHelpId} className="form-text">
            {t('dialog.commentHelp')}
          </div>
          {messageIds.length > 0 && <p className="small mt-2 mb-0">{t('dialog.messages', { count: messageIds.length })}</p>}
          {error && (
            <div className="mt-3">
              <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>
            </div>
          )}
        </div>
        <div className="modal-footer border-0 pt-0">
          <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-danger px-4" disabled={!reason || isLoading}>
            {t('dialog.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
