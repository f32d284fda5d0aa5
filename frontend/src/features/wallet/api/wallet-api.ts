import type { ReceiptView, TimeBonusView, TransactionsView } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

/** The member's money: transactions and receipts, and the welcome time bonus while it runs. */
const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<TransactionsView, void>({
      query: () => 'api/transactions.php',
      providesTags: [API_TAGS.user],
    }),
    getReceipt: build.query<ReceiptView, string>({
      query: (id) => ({ url: 'api/transactions.php', params: { id } }),
    }),
    // Spec §7: the welcome variant sends welcome=true; its errors are ignored (no bonus is simply no banner).
    getTimeBonus: build.query<TimeBonusView | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: 'api/discountcode.php', params: { welcome: 'true' } });
        return { data: result.error ? null : (result.data as TimeBonusView) };
      },
      providesTags: [API_TAGS.user],
    }),
  }),
});

export const { useGetTransactionsQuery, useGetReceiptQuery, useGetTimeBonusQuery } = walletApi;
