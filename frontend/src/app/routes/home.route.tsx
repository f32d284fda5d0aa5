import { LandingPage } from '../../features/home/components/landing-page.js';
import { useSignupsOpen } from '../use-signups-open.js';
import { VisitorsOnly } from './session-gates.js';

export const HomeRoute = () => {
  const signupsOpen = useSignupsOpen();
  return (
    <VisitorsOnly>
      <LandingPage signupsOpen={signupsOpen !== false} />
    </VisitorsOnly>
  );
};
