import { baseApi } from '../../../lib/base-api.js';

const activationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The server sends a fresh link and keeps count: at most a few a day (ACTIVATION.RESEND_LIMIT).
    resendActivationMail: build.mutation<{ ok: true }, void>({
      query: () => ({ url: 'api/activation-mail.php', method: 'POST', body: {} }),
    }),
  }),
});

export const { useResendActivationMailMutation } = activationApi;
