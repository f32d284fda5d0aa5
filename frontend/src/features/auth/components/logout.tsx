import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useLogoutMutation } from '../api/auth-api.js';
import { useCurrentUser } from '../hooks/use-current-user.js';

/**
 * Spec §4: logging out ends the session on the server, then goes to the home page: only once the member's data is
 * forgotten here too, since the home page sends a member it still knows to the members area.
 */
export const Logout = () => {
  const [logout] = useLogoutMutation();
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    void logout();
  }, [logout]);
  useEffect(() => {
    if (loggedIn === false) void navigate(paths.home, { replace: true });
  }, [loggedIn, navigate]);
  return <PageSpinner />;
};
