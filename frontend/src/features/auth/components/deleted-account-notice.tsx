import { useTranslation } from 'react-i18next';
import { ACCOUNT_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSendReactivationMailMutation } from '../../../lib/shared-endpoints.js';

type DeletedAccountNoticeProps = {
  /** The address the refused login was sent with: the reactivation link goes there. */
  email: string;
  /** When the account will be erased for good, if the server said. */
  finalDate: Date | undefined;
};

/** Spec §8: a deleted account that is not yet erased can be reactivated by e-mail; the mail may be lost, so it can be sent again. */
export const DeletedAccountNotice = ({ email, finalDate }: DeletedAccountNoticeProps) => {
  const { t, i18n } = useTranslation('auth');
  const errorText = useErrorText();
  const [sendReactivationMail, { isLoading, isSuccess, error }] = useSendReactivationMailMutation();
  const sendError = toApiError(error);
  const date = finalDate && new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(finalDate);

  return (
    <AlertMessage variant="warning">
      <p className="mb-2">{errorText(ACCOUNT_ERRORS.DELETED)}</p>
      {date && <p className="mb-3">{t('login.deleted.finalDate', { date })}</p>}
      {isSuccess ? (
        <p className="mb-0 fw-semibold text-break">{t('login.deleted.resent', { email })}</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          disabled={isLoading}
          onClick={() => void sendReactivationMail({ email })}
        >
          {isLoading ? t('login.deleted.resending') : t('login.deleted.resend')}
        </button>
      )}
      {sendError && <p className="mb-0 mt-2 text-danger">{errorText(sendError.code, sendError.params)}</p>}
    </AlertMessage>
  );
};
