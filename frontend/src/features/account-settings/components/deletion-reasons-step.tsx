import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETION_COMMENT_MAX_LENGTH, DELETION_REASONS } from '@dating/domain';
import type { DeletionReason } from '@dating/domain';
import { toggleReason } from '../utils/deletion-offers.js';

export type DeletionAnswers = { reasons: DeletionReason[]; comment: string };

type DeletionReasonsStepProps = {
  answers: DeletionAnswers;
  onChange: (answers: DeletionAnswers) => void;
  onNext: () => void;
  onCancel: () => void;
};

/** Step 1: why the member leaves (at least one reason) and, if they like, in their own words. */
export const DeletionReasonsStep = ({ answers, onChange, onNext, onCancel }: DeletionReasonsStepProps) => {
  const { t } = useTranslation('settings');
  const [tried, setTried] = useState(false);
  const missing = tried && answers.reasons.length === 0;
  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (answers.reasons.length > 0) onNext();
  };
  return (
    <form onSubmit={next} noValidate>
      <div className="modal-body">
        <fieldset aria-describedby={missing ? 'deletion-reasons-missing' : undefined}>
          <legend className="fs-6 fw-semibold mb-3">{t('deletion.reasons.question')}</legend>
          <div className="deletion-dialog__reasons">
            {DELETION_REASONS.map((reason, index) => (
              <div className="form-check deletion-dialog__reason" key={reason}>
                <input
                  id={`deletion-reason-${reason}`}
                  className="form-check-input"
                  type="checkbox"
                  autoFocus={index === 0}
                  checked={answers.reasons.includes(reason)}
                  onChange={() => onChange({ ...answers, reasons: toggleReason(answers.reasons, reason) })}
                />
                <label className="form-check-label" htmlFor={`deletion-reason-${reason}`}>
                  {t(`deletion.reasons.${reason}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {missing && (
          <p id="deletion-reasons-missing" className="small text-danger fw-semibold mt-2 mb-0" role="alert">
            {t('deletion.reasons.required')}
          </p>
        )}
        <label htmlFor="deletion-comment" className="form-label fw-semibold mt-4">
          {t('deletion.reasons.comment')}
        </label>
        <textarea
          id="deletion-comment"
          className="form-control"
          rows={3}
          maxLength={DELETION_COMMENT_MAX_LENGTH}
          value={answers.comment}
          aria-describedby="deletion-comment-counter"
          onChange={(event) => onChange({ ...answers, comment: event.target.value })}
        />
        <div id="deletion-comment-counter" className="form-text text-end">
          {t('deletion.reasons.counter', { length: answers.comment.length, max: DELETION_COMMENT_MAX_LENGTH })}
        </div>
      </div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onCancel}>
          {t('deletion.cancel')}
        </button>
        <button type="submit" className="btn btn-primary px-4">
          {t('deletion.next')}
        </button>
      </div>
    </form>
  );
};
