import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { backFallbackOf } from '../utils/back-button.rules.js';

/**
 * Spec §2: the back button of an installed app, on the routes that have one. Back goes to the page before when the app
 * showed one, else to the route's parent page (the app was opened right here, from a push or a payment provider).
 */
export const BackButton = ({ standalone }: { standalone: boolean }) => {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const fallback = backFallbackOf(location.pathname);
  if (!standalone || fallback === null) return null;
  // The router's first entry has the key 'default': nothing of the app's own lies behind it.
  const back = () => (location.key === 'default' ? void navigate(fallback, { replace: true }) : void navigate(-1));
  return (
    <button type="button" className="btn btn-nav back-button me-1" onClick={back} aria-label={t('nav.back')}>
      <Icon name="back" />
    </button>
  );
};
