import { SignupMatchesPage } from '../../features/signup-matches/components/signup-matches-page.js';
import { fictionalNoticeOf, MembersOnly } from './session-gates.js';

export const SignupMatchesRoute = () => (
  <MembersOnly>{(_user, settings) => <SignupMatchesPage fictionalNotice={fictionalNoticeOf(settings)} />}</MembersOnly>
);
