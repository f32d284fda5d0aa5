import type { Event } from '../kernel/message.js';
import { upcastOwnTypes, type EventUpgrades } from '../kernel/upcast.js';
import type { PaymentMethod } from '../payment/payment-methods.js';
import type { OrderStatus } from './order.views.js';

export type DiscountSource = 'code' | 'time_bonus' | 'retention';

export interface OrderDiscount {
  readonly code: string;
  readonly percentage: number;
  readonly source: DiscountSource;
}

export interface OrderPrice {
  /** Cents, VAT included, before the discount. */
  readonly price: number;
  readonly discountAmount: number;
  /** What the buyer pays: price − discountAmount. */
  readonly amount: number;
  readonly vatPercentage: number;
  /** Cents of VAT inside `amount`. */
  readonly vatAmount: number;
  readonly currency: string;
}

/** The member ordered a bundle of credits, priced (VAT and any discount included) and to be paid by `method`. */
export type OrderPlaced = Event<
  'OrderPlaced',
  OrderPrice & {
    orderId: string;
    memberId: string;
    number: string;
    bundleId: number;
    credits: number;
    method: PaymentMethod;
    discount: OrderDiscount | null;
    recurring: boolean;
    provider: string;
    placedAt: string;
  }
>;
/** The order's payment was created at the provider; `checkoutUrl` is where the buyer pays (null without a checkout). */
export type PaymentStarted = Event<'PaymentStarted', { orderId: string; memberId: string; paymentId: string; checkoutUrl: string | null }>;
/**
 * The provider reported the order's payment paid: its credits are bought. `customerId` and `mandateId` let a repeat
 * order charge the same card or account.
 */
export type OrderCompleted = Event<
  'OrderCompleted',
  { orderId: string; memberId: string; paymentId: string; credits: number; completedAt: string; customerId: string | null; mandateId: string | null }
>;
/** The payment did not go through: `status` says how (failed, cancelled by the buyer, or expired unpaid). */
export type OrderClosedUnpaid = Event<'OrderClosedUnpaid', { orderId: string; memberId: string; status: 'failed' | 'cancelled' | 'expired'; closedAt: string }>;
/**
 * Money went back to the buyer (refund or chargeback; `reversedCents` is the provider's total of that kind so far):
 * `credits` is how many more of the order's credits that stands for, `totalCredits` how many in all.
 */
export type OrderReversed = Event<
  'OrderReversed',
  { orderId: string; memberId: string; kind: 'refund' | 'chargeback'; reversedCents: number; credits: number; totalCredits: number; at: string }
>;

export type OrderEvent = OrderPlaced | PaymentStarted | OrderCompleted | OrderClosedUnpaid | OrderReversed;

export const ORDER_EVENT_TYPES: readonly OrderEvent['type'][] = ['OrderPlaced', 'PaymentStarted', 'OrderCompleted', 'OrderClosedUnpaid', 'OrderReversed'];

/** One short stream per order: placed, paid or not, now and then a refund. */
export const orderStreamId = (orderId: string): string => `order-${orderId}`;

export const ORDER_EVENT_UPGRADES: EventUpgrades<OrderEvent> = {
  OrderPlaced: {
    olderShapes: ['with `requestFingerprint`, the digest of the placing request, which orders kept while an order id was derived from its key'],
    upgrade: (data) => {
      const { requestFingerprint: _dropped, ...today } = data as typeof data & { requestFingerprint?: string };
      return today;
    },
  },
};

export const upcastOrderEvent = upcastOwnTypes<OrderEvent>(ORDER_EVENT_TYPES, ORDER_EVENT_UPGRADES);

export interface Order {
  readonly placed: OrderPlaced['data'] | null;
  readonly status: OrderStatus;
  readonly paymentId: string | null;
  readonly checkoutUrl: string | null;
  readonly completedAt: string | null;
  readonly refundedCents: number;
  readonly chargedBackCents: number;
  /** Credits already taken back for refunds and chargebacks. */
  readonly reversedCredits: number;
}

export const initialOrder: Order = {
  placed: null,
  status: 'loading',
  paymentId: null,
  checkoutUrl: null,
  completedAt: null,
  refundedCents: 0,
  chargedBackCents: 0,
  reversedCredits: 0,
};

export const evolveOrder = (state: Order, event: OrderEvent): Order => {
  switch (event.type) {
    case 'OrderPlaced':
      return { ...state, placed: event.data, status: 'loading' };
    case 'PaymentStarted':
      return { ...state, paymentId: event.data.paymentId, checkoutUrl: event.data.checkoutUrl, status: 'pending' };
    case 'OrderCompleted':
      return { ...state, status: 'completed', completedAt: event.data.completedAt, checkoutUrl: null };
    case 'OrderClosedUnpaid':
      return { ...state, status: event.data.status, checkoutUrl: null };
    case 'OrderReversed':
      return {
        ...state,
        refundedCents: event.data.kind === 'refund' ? event.data.reversedCents : state.refundedCents,
        chargedBackCents: event.data.kind === 'chargeback' ? event.data.reversedCents : state.chargedBackCents,
        reversedCredits: event.data.totalCredits,
      };
  }
};

export const isFinal = (status: OrderStatus): boolean => status !== 'loading' && status !== 'pending';

/**
 * How long a buyer has to pay at the provider's checkout: an order left unpaid longer (the buyer backed out, or the
 * payment hangs) expires, which gives back the discount it held. A payment that still arrives later completes it.
 */
export const UNPAID_ORDER_EXPIRES_AFTER_SECONDS = 15 * 60;

/** When an unpaid order expires; null for a recurring one, which is decided by its mandate, not at a checkout. */
export const unpaidOrderExpiresAt = (placed: Pick<OrderPlaced['data'], 'placedAt' | 'recurring'>): string | null =>
  placed.recurring ? null : new Date(Date.parse(placed.placedAt) + UNPAID_ORDER_EXPIRES_AFTER_SECONDS * 1000).toISOString();
