import { useTranslation } from 'react-i18next';
import type { NotificationsDisabledReason } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useUpdateNotificationsMutation } from '../api/notifications-api.js';

type MailStoppedAlertProps = { reasons: NotificationsDisabledReason[]; email: string };

/**
 * Spec §4: mail stops after a spam complaint, a bounce or a list-unsubscribe; the member can say it works
 * again. Stays mounted so it can confirm that mail is back once the reasons are gone.
 */
export const MailStoppedAlert = ({ reasons, email }: MailStoppedAlertProps) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [update, { isLoading, isSuccess, error }] = useUpdateNotificationsMutation();
  const failure = toApiError(error);
  if (reasons.length === 0) {
    return isSuccess ? <AlertMessage variant="success">{t('mailStopped.enabled', { email })}</AlertMessage> : null;
  }
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <h2 className="h6 fw-bold">{t('mailStopped.title')}</h2>
      <ul className="mb-2 ps-3">
        {reasons.map((reason) => (
          <li key={reason}>{t(`mailStopped.reasons.${reason}`, { email })}</li>
        ))}
      </ul>
      <p className="mb-3">{t('mailStopped.question')}</p>
      <button
        type="button"
        className="btn btn-warning"
        disabled={isLoading}
        onClick={() => void update({ enable_mail: true })}
      >
        {t('mailStopped.enable')}
      </button>
      {failure && <p className="small text-danger mt-2 mb-0">{errorText(failure.code, failure.params)}</p>}
    </div>
  );
};
