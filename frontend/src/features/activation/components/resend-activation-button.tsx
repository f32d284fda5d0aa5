import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useResendActivationMailMutation } from '../api/activation-api.js';

type ResendActivationButtonProps = { size?: 'sm' | 'md' };

/** Sends the activation mail again (POST /api/activation-mail.php) and says how that went, in the member's language. */
export const ResendActivationButton = ({ size = 'md' }: ResendActivationButtonProps) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [resend, { isLoading, isSuccess, error }] = useResendActivationMailMutation();
  const failure = toApiError(error);
  return (
    <div className="resend-activation">
      <button
        type="button"
        className={`btn btn-outline-primary${size === 'sm' ? ' btn-sm' : ''}`}
        disabled={isLoading}
        onClick={() => void resend()}
      >
        {isLoading ? t('activation.resending') : t('activation.resend')}
      </button>
      {isSuccess && !isLoading && (
        <p className="small text-success fw-semibold mt-2 mb-0" role="status">
          {t('activation.resent')}
        </p>
      )}
      {failure && !isLoading && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {errorText(failure.code, failure.params)}
        </p>
      )}
    </div>
  );
};
