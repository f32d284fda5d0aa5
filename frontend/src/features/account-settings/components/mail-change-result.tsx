import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_CHANGE_ERRORS } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useConfirmMailChangeMutation } from '../api/account-api.js';
import { SETTINGS_PATH } from '../utils/settings-links.js';

type MailChangeResultProps = { token: string | null; loggedIn: boolean };

/** Where the confirmation link of a new e-mail address lands: confirms it once and says how it went. */
export const MailChangeResult = ({ token, loggedIn }: MailChangeResultProps) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [confirm, { data, error }] = useConfirmMailChangeMutation();
  // A token is used up by its first confirmation: a second call (React's development double effects) would fail.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [token, confirm]);

  const failureCode = token ? toApiError(error)?.code : EMAIL_CHANGE_ERRORS.LINK_INVALID;
  if (!failureCode && !data) return <PageSpinner />;
  const next = loggedIn
    ? { to: SETTINGS_PATH, label: t('mailChangeDo.toSettings') }
    : { to: paths.login, label: t('mailChangeDo.toLogin') };
  return (
    <div className="text-center">
      <div className={`status-icon status-icon--${data ? 'success' : 'danger'} mx-auto mb-4`}>
        <Icon name={data ? 'check' : 'alert'} />
      </div>
      <h1 className="h2">{data ? t('mailChangeDo.doneTitle') : t('mailChangeDo.failedTitle')}</h1>
      <p className="lead text-body-secondary">
        {data ? t('mailChangeDo.doneBody', { email: data.email }) : errorText(failureCode!)}
      </p>
      <Link className="btn btn-primary btn-lg px-5" to={next.to}>
        {next.label}
      </Link>
    </div>
  );
};
