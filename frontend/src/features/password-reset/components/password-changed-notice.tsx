import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { saysPasswordChanged } from '../utils/password-reset.rules.js';

/**
 * Where the member lands after a password reset: says it worked. The live region stays mounted with the layout, so
 * screen readers announce the text when it appears; the notice goes with the next navigation.
 */
export const PasswordChangedNotice = () => {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  return (
    <div className="container" role="status">
      {saysPasswordChanged(state) && (
        <div className="alert alert-success d-flex align-items-center gap-3 mt-3 mb-0">
          <Icon name="check" className="flex-shrink-0" />
          {t('passwordReset.done')}
        </div>
      )}
    </div>
  );
};
