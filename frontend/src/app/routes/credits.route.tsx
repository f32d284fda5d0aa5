import { CreditsPage } from '../../features/credits/components/credits-page.js';
import { MembersOnly } from './session-gates.js';

export const CreditsRoute = () => <MembersOnly>{(user, settings) => <CreditsPage user={user} settings={settings} />}</MembersOnly>;
