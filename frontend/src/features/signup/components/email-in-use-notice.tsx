import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGNUP_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSendReactivationMailMutation } from '../../../lib/shared-endpoints.js';
import { EMAIL_STATUSES } from '../utils/email-status.js';
import type { EmailInUse } from '../utils/email-status.js';

type EmailInUseNoticeProps = { status: EmailInUse; email: string; supportEmail: string; onLeave?: () => void };

/** Spec §8: an active account with this address gets a way to log in; a deleted one a way back (mail or service). */
export const EmailInUseNotice = ({ status, email, supportEmail, onLeave }: EmailInUseNoticeProps) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  if (status === EMAIL_STATUSES.active) {
    return (
      <AlertMessage variant="warning">
        {errorText(SIGNUP_ERRORS.EMAIL_TAKEN)}{' '}
        <Link className="alert-link" to={paths.login} onClick={onLeave}>
          {t('account.loginInstead')}
        </Link>
      </AlertMessage>
    );
  }
  return (
    <AlertMessage variant="warning">
      <p className="mb-2">{errorText(SIGNUP_ERRORS.EMAIL_OF_DELETED_ACCOUNT)}</p>
      <ReactivationMailButton email={email} />
      {supportEmail && (
        <p className="small mb-0 mt-2">
          {t('deleted.contact')}{' '}
          <a className="alert-link" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      )}
    </AlertMessage>
  );
};

const ReactivationMailButton = ({ email }: { email: string }) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const [send, { isLoading, isSuccess, error }] = useSendReactivationMailMutation();
  const failure = toApiError(error);
  if (isSuccess) return <p className="fw-semibold text-break mb-0">{t('deleted.sent', { email })}</p>;
  return (
    <>
      <button type="button" className="btn btn-sm btn-warning" disabled={isLoading} onClick={() => void send({ email })}>
        {isLoading ? t('deleted.sending') : t('deleted.send')}
      </button>
      {failure && (
        <p className="small text-danger mb-0 mt-1" role="alert">
          {errorText(failure.code, failure.params)}
        </p>
      )}
    </>
  );
};
