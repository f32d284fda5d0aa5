import { useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { UnsubscribePage } from '../../features/unsubscribe/components/unsubscribe-page.js';

/** The footer link of every notification mail; it works logged out, as the link's token is what counts. */
export const UnsubscribeRoute = () => {
  const [searchParams] = useSearchParams();
  const { loggedIn } = useCurrentUser();
  return (
    <CenteredCard>
      <UnsubscribePage token={searchParams.get('token')} loggedIn={Boolean(loggedIn)} />
    </CenteredCard>
  );
};
