import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { AlertMessage } from '../../components/ui/alert-message.js';
import { paths } from '../../config/paths.js';
import { LoginForm } from '../../features/auth/components/login-form.js';
import { VisitorsOnly } from './session-gates.js';

// The reactivation link (GET /api/reactivate.php) lands here with this flag once the account is active again.
const REACTIVATED_PARAM = 'reactivated';

export const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <VisitorsOnly>
      <CenteredCard>
        <h1 className="h2 mb-1">{t('login.title')}</h1>
        <p className="text-body-secondary mb-4">{t('login.subtitle')}</p>
        {searchParams.get(REACTIVATED_PARAM) === '1' && <AlertMessage variant="success">{t('login.reactivated')}</AlertMessage>}
        <LoginForm onLoggedIn={() => navigate(paths.members, { replace: true })} />
      </CenteredCard>
    </VisitorsOnly>
  );
};
