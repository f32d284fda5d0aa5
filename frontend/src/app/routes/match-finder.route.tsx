import { MatchFinderPage } from '../../features/match-finder/components/match-finder-page.js';
import { fictionalNoticeOf, MembersOnly } from './session-gates.js';

export const MatchFinderRoute = () => (
  <MembersOnly>{(_user, settings) => <MatchFinderPage fictionalNotice={fictionalNoticeOf(settings)} />}</MembersOnly>
);
