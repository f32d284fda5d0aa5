import { PremiumPage } from '../../features/wallet/components/premium-page.js';
import { MembersOnly } from './session-gates.js';

export const PremiumRoute = () => <MembersOnly>{(user) => <PremiumPage user={user} />}</MembersOnly>;
