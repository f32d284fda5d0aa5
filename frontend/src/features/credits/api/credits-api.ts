import type { DiscountCodeView, OrderView, PaymentIssuerView, PaymentMethod, PlacedOrderView, PlaceOrderRequest, RepeatOrderRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

/** Spec §2 credits screens: method and bank choice, discount codes, orders and their result, the repeat order. */
const creditsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIssuers: build.query<PaymentIssuerView[], PaymentMethod>({
      query: (method) => ({ url: 'api/issuers.php', params: { method } }),
      transformResponse: (response: { issuers: PaymentIssuerView[] }) => response.issuers,
    }),
    checkDiscountCode: build.query<DiscountCodeView, { code: string; country?: string }>({
      query: (params) => ({ url: 'api/discountcode.php', params }),
    }),
    placeOrder: build.mutation<PlacedOrderView, PlaceOrderRequest>({
      query: (body) => ({ url: 'api/order.php', method: 'POST', body }),
      // The body carries the purchase's idempotency key: sent again, it is the same order, charged once.
      extraOptions: { idempotent: true },
      // The order holds the welcome bonus until it is paid or not.
      invalidatesTags: [API_TAGS.timeBonus],
    }),
    repeatOrder: build.mutation<PlacedOrderView, RepeatOrderRequest>({
      query: (body) => ({ url: 'api/repeat-order.php', method: 'POST', body }),
      extraOptions: { idempotent: true },
      invalidatesTags: [API_TAGS.user, API_TAGS.timeBonus],
    }),
    getOrder: build.query<OrderView, string>({
      query: (id) => ({ url: 'api/order.php', params: { id } }),
    }),
  }),
});

export const { useGetIssuersQuery, useLazyCheckDiscountCodeQuery, usePlaceOrderMutation, useRepeatOrderMutation, useGetOrderQuery } = creditsApi;
