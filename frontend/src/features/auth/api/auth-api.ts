import type { LoginRequest } from '@dating/domain';
import { switchLanguage } from '../../../i18n/i18n.js';
import { baseApi } from '../../../lib/base-api.js';
import { forgetLastPushMessage } from '../../../lib/last-push-message.js';
import { USER_URL, userEndpoints } from '../../../lib/user-endpoints.js';
import type { User } from '../../../types/api.js';

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: USER_URL, method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!user) return;
        await switchLanguage(user.language);
        // Nothing cached for whoever used this tab before (their likes, profile, orders) may show to this member.
        dispatch(baseApi.util.resetApiState());
        dispatch(signedInUserStored(user));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'api/logout.php', method: 'POST' }),
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        await Promise.all([queryFulfilled.catch(() => undefined), forgetLastPushMessage().catch(() => undefined)]);
        // The member's cached data (likes, profile, orders, the last push) goes with the session: the next one on this device sees none of it.
        dispatch(baseApi.util.resetApiState());
        dispatch(userEndpoints.util.upsertQueryData('getUser', undefined, null));
      },
    }),
  }),
});

/** The member of a session that just began (login, password reset) becomes the current user without a refetch. */
export const signedInUserStored = (user: User) => userEndpoints.util.upsertQueryData('getUser', undefined, user);

/** Who the server found logged in (null: a visitor) as it rendered the page, put into the cache as if fetched. */
export const sessionUserStored = (user: User | null) => userEndpoints.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: user }]);

export const { useLoginMutation, useLogoutMutation } = authApi;
