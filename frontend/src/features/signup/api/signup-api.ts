import type { SignupRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { User } from '../../../types/api.js';
import type { EmailStatus } from '../utils/email-status.js';

export type SignupCheck = { email_status: EmailStatus; suggestion: string | null };

// The profile, photo, geocode, search, reactivation-mail and push-subscription endpoints the signup also calls live in lib/shared-endpoints.
const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkSignupEmail: build.mutation<SignupCheck, string>({
      query: (email) => ({ url: 'api/signup-check.php', method: 'POST', body: { email } }),
    }),
    // The new member is logged in straight away, so the current user is fetched again.
    signup: build.mutation<User, SignupRequest>({
      query: (body) => ({ url: 'api/signup.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: [API_TAGS.user],
    }),
  }),
});

export const { useCheckSignupEmailMutation, useSignupMutation } = signupApi;
