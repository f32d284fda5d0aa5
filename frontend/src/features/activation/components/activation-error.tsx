import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_ERRORS } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { API_ERRORS } from '../../../lib/error-codes.js';

export const ActivationError = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <div className="text-center">
      <div className="status-icon status-icon--danger mx-auto mb-4">
        <Icon name="alert" />
      </div>
      <h1 className="h2">{errorText(API_ERRORS.ACTIVATION_FAILED)}</h1>
      <p className="lead text-body-secondary">{errorText(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)}</p>
      <p className="text-body-secondary">{t('activation.errorHelp')}</p>
      <Link className="btn btn-primary btn-lg px-5" to={paths.login}>
        {t('activation.login')}
      </Link>
    </div>
  );
};
