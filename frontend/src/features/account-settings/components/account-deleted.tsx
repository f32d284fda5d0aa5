import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useForgetEndedSession } from '../hooks/use-account-deletion.js';
import { ReactivationMailForm } from './reactivation-mail-form.js';

type AccountDeletedProps = {
  /** The reactivation link the member opened was expired or invalid (`?reactivation=invalid`). */
  invalidLink: boolean;
  /** Known right after the deletion (which ended the session): when the account will be erased. */
  finalDeletionAt?: string;
};

/** Spec §4: a deleted account can come back through the mailed link for 14 days; the link can be sent again. */
export const AccountDeleted = ({ invalidLink, finalDeletionAt }: AccountDeletedProps) => {
  const { t, i18n } = useTranslation('settings');
  useForgetEndedSession(finalDeletionAt !== undefined);
  const erasedOn = finalDeletionAt && new Date(finalDeletionAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <div>
      <div className="text-center">
        <div className={`status-icon status-icon--${invalidLink ? 'danger' : 'primary'} mx-auto mb-4`}>
          <Icon name={invalidLink ? 'alert' : 'mail'} />
        </div>
        <h1 className="h2">{invalidLink ? t('accountDeleted.invalidTitle') : t('accountDeleted.title')}</h1>
      </div>
      {invalidLink ? (
        <AlertMessage variant="warning">{t('accountDeleted.invalidBody', { days: ACCOUNT_DELETION_GRACE_DAYS })}</AlertMessage>
      ) : (
        <>
          <p className="lead text-body-secondary text-center">
            {t('accountDeleted.body', { days: ACCOUNT_DELETION_GRACE_DAYS })}
          </p>
          {erasedOn && <p className="text-center fw-semibold">{t('accountDeleted.erasedOn', { date: erasedOn })}</p>}
        </>
      )}
      <hr className="my-4" />
      <ReactivationMailForm />
      <p className="text-center mt-4 mb-0">
        <Link to={paths.home}>{t('accountDeleted.home')}</Link>
      </p>
    </div>
  );
};
