import { RepeatOrderPage } from '../../features/credits/components/repeat-order-page.js';
import { MembersOnly } from './session-gates.js';

export const CreditsRepeatOrderRoute = () => <MembersOnly>{() => <RepeatOrderPage />}</MembersOnly>;
