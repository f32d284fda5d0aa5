import { LandingPage } from '../../features/home/components/landing-page.js';
import { VisitorsOnly } from './session-gates.js';

export const HomeRoute = () => (
  <VisitorsOnly>
    <LandingPage />
  </VisitorsOnly>
);
