import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_ERRORS, PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';

/** A reset link that is unknown, used, expired or superseded: only a new mail helps. */
export const ResetLinkInvalid = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <div className="text-center">
      <div className="status-icon status-icon--danger mx-auto mb-4">
        <Icon name="alert" />
      </div>
      <h1 className="h2">{t('passwordReset.linkInvalid.title')}</h1>
      <p className="lead" role="alert">
        {errorText(PASSWORD_RESET_ERRORS.LINK_INVALID)}
      </p>
      <p className="text-body-secondary">
        {t('passwordReset.linkInvalid.help', { minutes: PASSWORD_RESET_LINK_LIFETIME_MINUTES })}
      </p>
      <Link className="btn btn-primary btn-lg px-5" to={paths.resetPassword}>
        {t('passwordReset.linkInvalid.requestNew')}
      </Link>
    </div>
  );
};
