import type { LoginRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { User, UserResponse } from '../../../types/api.js';

const USER_URL = 'api/user.php';

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User | null, void>({
      query: () => USER_URL,
      transformResponse: (response: UserResponse) => response.user,
      providesTags: [API_TAGS.user],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: USER_URL, method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => 'api/logout.php',
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        dispatch(authApi.util.upsertQueryData('getUser', undefined, null));
      },
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useLogoutMutation } = authApi;
