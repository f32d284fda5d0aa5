import { useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { MailChangeResult } from '../../features/account-settings/components/mail-change-result.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';

export const MailChangeDoRoute = () => {
  const [searchParams] = useSearchParams();
  const { loggedIn } = useCurrentUser();
  return (
    <CenteredCard>
      <MailChangeResult token={searchParams.get('token')} loggedIn={Boolean(loggedIn)} />
    </CenteredCard>
  );
};
