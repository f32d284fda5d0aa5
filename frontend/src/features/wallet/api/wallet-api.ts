import type { ReceiptView, TransactionsView } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

/** The member's money: transactions and receipts (the welcome time bonus is a shared endpoint, see lib/shared-endpoints). */
const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<TransactionsView, void>({
      query: () => 'api/transactions.php',
      providesTags: [API_TAGS.user],
    }),
    getReceipt: build.query<ReceiptView, string>({
      query: (id) => ({ url: 'api/transactions.php', params: { id } }),
    }),
  }),
});

export const { useGetTransactionsQuery, useGetReceiptQuery } = walletApi;
