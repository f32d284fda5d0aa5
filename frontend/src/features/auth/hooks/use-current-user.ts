import { useGetUserQuery } from '../../../lib/user-endpoints.js';

/**
 * The logged-in member, or null. `loggedIn` stays undefined until the session has been checked, and while it could
 * not be (`query` tells whether that failed): a member whose connection dropped is not taken for a visitor.
 */
export const useCurrentUser = () => {
  const query = useGetUserQuery();
  const user = query.data ?? null;
  const loggedIn = query.data === undefined ? undefined : user !== null;
  return { user, loggedIn, query };
};
