import { CenteredCard } from '../../components/layouts/centered-card.js';
import { ActivationDone } from '../../features/activation/components/activation-done.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';

export const ActivateDoneRoute = () => {
  const { loggedIn } = useCurrentUser();
  return (
    <CenteredCard>
      <ActivationDone loggedIn={Boolean(loggedIn)} />
    </CenteredCard>
  );
};
