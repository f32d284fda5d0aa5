import { NotificationsPage } from '../../features/account-settings/components/notifications-page.js';
import { MembersOnly } from './session-gates.js';

export const NotificationsRoute = () => <MembersOnly>{(user) => <NotificationsPage email={user.email} />}</MembersOnly>;
