import { useGetUserQuery } from '../api/auth-api.js';

/** The logged-in member, or null; `loggedIn` stays undefined until the session has been checked. */
export const useCurrentUser = () => {
  const { data, isLoading, isError } = useGetUserQuery();
  const user = data ?? null;
  const loggedIn = isLoading ? undefined : !isError && user !== null;
  return { user, loggedIn };
};
