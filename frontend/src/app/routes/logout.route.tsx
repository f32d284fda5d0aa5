import { Logout } from '../../features/auth/components/logout.js';

export const LogoutRoute = () => <Logout />;
