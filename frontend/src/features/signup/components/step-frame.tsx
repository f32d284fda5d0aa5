import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../../components/ui/app-form.js';

type StepFrameProps = {
  children: ReactNode;
  onNext: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
  nextLabel?: string;
  busy?: boolean;
  /** Another way on, e.g. "not now" on the push question. */
  secondary?: ReactNode;
};

/** One signup step as a form: Enter or the main button goes on, "back" keeps what was entered. */
export const StepFrame = ({ children, onNext, onBack, nextLabel, busy = false, secondary }: StepFrameProps) => {
  const { t } = useTranslation('signup');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onNext();
  };
  return (
    <AppForm onSubmit={submit} noValidate>
      {children}
      <div className="signup-actions d-flex flex-wrap align-items-center gap-2 mt-4">
        {onBack && (
          <button type="button" className="btn btn-outline-dark" onClick={onBack} disabled={busy}>
            {t('steps.back')}
          </button>
        )}
        <div className="ms-auto d-flex flex-wrap gap-2 justify-content-end">
          {secondary}
          <button type="submit" className="btn btn-secondary btn-lg px-4" disabled={busy}>
            {nextLabel ?? t('steps.next')}
          </button>
        </div>
      </div>
    </AppForm>
  );
};
