import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACTIVATION_RETRY_PARAMETER, MEMBER_ERRORS } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { API_ERRORS } from '../../../lib/error-codes.js';

export const ActivationError = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  // The site could not take a link that may well be good: the person opens it again later instead of asking for a new one.
  const siteFailed = useSearchParams()[0].has(ACTIVATION_RETRY_PARAMETER);
  return (
    <div className="text-center">
      <div className="status-icon status-icon--danger mx-auto mb-4">
        <Icon name="alert" />
      </div>
      <h1 className="h2">{errorText(API_ERRORS.ACTIVATION_FAILED)}</h1>
      <p className="lead text-body-secondary">{errorText(siteFailed ? API_ERRORS.GENERIC : MEMBER_ERRORS.ACTIVATION_LINK_INVALID)}</p>
      <p className="text-body-secondary">{t('activation.errorHelp')}</p>
      <Link className="btn btn-primary btn-lg px-5" to={paths.login}>
        {t('activation.login')}
      </Link>
    </div>
  );
};
