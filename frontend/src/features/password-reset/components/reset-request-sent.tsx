import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';

type ResetRequestSentProps = { email: string; onStartOver: () => void };

/**
 * The same words whether or not the address has an account, so the page never tells a stranger who is a member;
 * the mail itself says which it was (a link, or 'address not found').
 */
export const ResetRequestSent = ({ email, onStartOver }: ResetRequestSentProps) => {
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <div className="status-icon status-icon--primary mx-auto mb-4">
        <Icon name="mail" />
      </div>
      <h1 className="h2">{t('passwordReset.sent.title')}</h1>
      <p className="text-break" role="status">
        {t('passwordReset.sent.body', { email })}
      </p>
      <p className="text-body-secondary">
        {t('passwordReset.sent.validity', { minutes: PASSWORD_RESET_LINK_LIFETIME_MINUTES })}{' '}
        {t('passwordReset.sent.spam')}
      </p>
      <Link className="btn btn-primary btn-lg px-5 mt-2" to={paths.login}>
        {t('passwordReset.backToLogin')}
      </Link>
      <p className="mt-3 mb-0">
        <button type="button" className="btn btn-link" onClick={onStartOver}>
          {t('passwordReset.sent.startOver')}
        </button>
      </p>
    </div>
  );
};
