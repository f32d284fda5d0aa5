import { DirectDebitPage } from '../../features/direct-debit/components/direct-debit-page.js';
import { MembersOnly } from './session-gates.js';

export const DirectDebitRoute = () => <MembersOnly>{(user, settings) => <DirectDebitPage user={user} settings={settings} />}</MembersOnly>;
