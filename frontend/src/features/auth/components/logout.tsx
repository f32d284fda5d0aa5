import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useLogoutMutation } from '../api/auth-api.js';

/** Spec §4: logging out ends the session on the server, then goes to the home page. */
export const Logout = () => {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  useEffect(() => {
    void logout().finally(() => navigate(paths.home, { replace: true }));
  }, [logout, navigate]);
  return <PageSpinner />;
};
