import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.js';
import { paths } from '../../config/paths.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import type { User } from '../../types/api.js';

/** Screens for visitors (landing, login): a logged-in member goes to the members area (spec §4). */
export const VisitorsOnly = ({ children }: { children: ReactNode }) => {
  const { loggedIn } = useCurrentUser();
  if (loggedIn === undefined) return <PageSpinner />;
  return loggedIn ? <Navigate to={paths.members} replace /> : children;
};

/** Screens for members: visitors are sent to the login. */
export const MembersOnly = ({ children }: { children: (user: User) => ReactNode }) => {
  const { user, loggedIn } = useCurrentUser();
  if (loggedIn === undefined) return <PageSpinner />;
  return user ? children(user) : <Navigate to={paths.login} replace />;
};
