import type { Command } from '../kernel/message.js';
import type { PaymentMethod } from '../payment/payment-methods.js';
import type { OrderDiscount } from './order.events.js';

export interface BundlePrice {
  readonly id: number;
  readonly credits: number;
  /** Cents, VAT included. */
  readonly price: number;
  readonly currency: string;
  readonly vatPercentage: number;
}

export type PlaceOrder = Command<
  'PlaceOrder',
  {
    orderId: string;
    memberId: string;
    number: string;
    bundle: BundlePrice;
    method: PaymentMethod;
    discount: OrderDiscount | null;
    recurring: boolean;
    provider: string;
  }
>;
export type StartPayment = Command<'StartPayment', { orderId: string; paymentId: string; checkoutUrl: string | null }>;
/** What the provider says about the order's payment now (re-fetched, never taken from a webhook's body). */
export type SettlePayment = Command<
  'SettlePayment',
  {
    orderId: string;
    paymentId: string;
    status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
    refundedCents: number;
    chargedBackCents: number;
    customerId: string | null;
    mandateId: string | null;
  }
>;
/** The provider would not even start the payment (or the process placing the order died before it did). */
export type FailOrder = Command<'FailOrder', { orderId: string }>;

/** The site's clock says the buyer had their time to pay (see UNPAID_ORDER_EXPIRES_AFTER_SECONDS). */
export type ExpireOrder = Command<'ExpireOrder', { orderId: string }>;

export type OrderCommand = PlaceOrder | StartPayment | SettlePayment | FailOrder | ExpireOrder;
