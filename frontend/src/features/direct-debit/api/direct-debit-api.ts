import type { DirectDebitRequest, DirectDebitView } from '@dating/domain';
import { baseApi } from '../../../lib/base-api.js';

const directDebitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectDebit: build.query<DirectDebitView, void>({ query: () => 'api/directdebit.php' }),
    requestDirectDebitCode: build.mutation<DirectDebitView, DirectDebitRequest>({
      query: (body) => ({ url: 'api/directdebit.php', method: 'POST', body }),
      onQueryStarted: async (_form, { dispatch, queryFulfilled }) => {
        const view = await queryFulfilled.then(({ data }) => data, () => undefined);
        if (view) dispatch(directDebitApi.util.upsertQueryData('getDirectDebit', undefined, view));
      },
    }),
    confirmDirectDebit: build.mutation<DirectDebitView, string>({
      query: (otp) => ({ url: 'api/directdebit-confirm.php', method: 'POST', body: { otp } }),
      onQueryStarted: async (_otp, { dispatch, queryFulfilled }) => {
        const view = await queryFulfilled.then(({ data }) => data, () => undefined);
        if (view) dispatch(directDebitApi.util.upsertQueryData('getDirectDebit', undefined, view));
      },
    }),
  }),
});

export const { useGetDirectDebitQuery, useRequestDirectDebitCodeMutation, useConfirmDirectDebitMutation } = directDebitApi;
