import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { paths } from '../../config/paths.js';
import { LoginForm } from '../../features/auth/components/login-form.js';
import { VisitorsOnly } from './session-gates.js';

export const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <VisitorsOnly>
      <CenteredCard>
        <h1 className="h2 mb-1">{t('login.title')}</h1>
        <p className="text-body-secondary mb-4">{t('login.subtitle')}</p>
        <LoginForm onLoggedIn={() => navigate(paths.members, { replace: true })} />
      </CenteredCard>
    </VisitorsOnly>
  );
};
