import type { PasswordResetDoRequest, PasswordResetRequest } from '@dating/domain';
import { baseApi } from '../../../lib/base-api.js';
import type { User } from '../../../types/api.js';

const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 202 whether or not the address has an account: the mail, not the page, tells the owner which.
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) => ({ url: 'api/password-reset.php', method: 'POST', body }),
    }),
    // Read-only: a link that can no longer set a password answers 400 (PASSWORD_RESET.LINK_INVALID); asking spends nothing.
    checkResetLink: build.query<{ valid: true }, string>({
      query: (token) => ({ url: 'api/password-reset.php', params: { token } }),
    }),
    // Sets the new password and opens a session for the member, whose view comes back.
    resetPassword: build.mutation<User, PasswordResetDoRequest>({
      query: (body) => ({ url: 'api/password-reset-do.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
    }),
  }),
});

export const { useRequestPasswordResetMutation, useCheckResetLinkQuery, useResetPasswordMutation } = passwordResetApi;
