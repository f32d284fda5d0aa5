import type { SignupRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { User } from '../../../types/api.js';

const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The new member is logged in straight away, so the current user is fetched again.
    signup: build.mutation<User, SignupRequest>({
      query: (body) => ({ url: 'api/signup.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: [API_TAGS.user],
    }),
  }),
});

export const { useSignupMutation } = signupApi;
