import { SwipeGamePage } from '../../features/swipe-game/components/swipe-game-page.js';
import { fictionalNoticeOf, MembersOnly } from './session-gates.js';

export const SwipeGameRoute = () => <MembersOnly>{(_user, settings) => <SwipeGamePage fictionalNotice={fictionalNoticeOf(settings)} />}</MembersOnly>;
