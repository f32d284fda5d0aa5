import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { AlertMessage } from '../../components/ui/alert-message.js';
import { paths } from '../../config/paths.js';
import { LoginForm } from '../../features/auth/components/login-form.js';
import { loginReasonOf, returnPathOf } from '../../features/auth/utils/login-return.rules.js';
import { VisitorsOnly } from './session-gates.js';

// The reactivation link (GET /api/reactivate.php) lands here with this flag once the account is active again.
const REACTIVATED_PARAM = 'reactivated';

export const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Sent here from a members-only page: says why, and goes back there once logged in.
  const returnPath = returnPathOf(useLocation().state);
  const loggedInTo = returnPath ?? paths.members;
  return (
    <VisitorsOnly loggedInTo={loggedInTo}>
      <CenteredCard>
        <h1 className="h2 mb-1">{t('login.title')}</h1>
        <p className="text-body-secondary mb-4">{t('login.subtitle')}</p>
        {searchParams.get(REACTIVATED_PARAM) === '1' && <AlertMessage variant="success">{t('login.reactivated')}</AlertMessage>}
        {returnPath && <AlertMessage variant="info">{t(`login.required.${loginReasonOf(returnPath)}`)}</AlertMessage>}
        <LoginForm onLoggedIn={() => navigate(loggedInTo, { replace: true })} />
      </CenteredCard>
    </VisitorsOnly>
  );
};
