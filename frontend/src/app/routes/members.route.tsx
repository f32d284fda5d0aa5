import { MembersWelcome } from '../../features/members/components/members-welcome.js';
import { MembersOnly } from './session-gates.js';

export const MembersRoute = () => <MembersOnly>{(user) => <MembersWelcome user={user} />}</MembersOnly>;
