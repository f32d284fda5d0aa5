import type { User, UserResponse } from '../types/api.js';
import { API_TAGS, baseApi } from './base-api.js';

/** GET /api/user.php; the same address logs in (POST) and changes the language (PUT). */
export const USER_URL = 'api/user.php';

/**
 * Who is logged in (null: a visitor), with the balance the navigation shows: read by the session screens and patched
 * by the chat's paid sends from their answers. Declared once here, since features never import each other.
 */
const userEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User | null, void>({
      query: () => USER_URL,
      transformResponse: (response: UserResponse) => response.user,
      providesTags: [API_TAGS.user],
    }),
  }),
});

export const { useGetUserQuery } = userEndpoints;
export { userEndpoints };

/** Changes the cached member in place (a visitor has nothing to change). */
export const updateCachedUser = (change: (user: User) => void) =>
  userEndpoints.util.updateQueryData('getUser', undefined, (user) => {
    if (user) change(user);
  });
