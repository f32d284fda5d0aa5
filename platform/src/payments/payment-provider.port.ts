import type { PaymentMethod } from '@dating/domain';

/** A payment's state at the provider, in the provider-neutral words the order aggregate understands. */
export type ProviderPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** 'first' sets up a mandate (card or direct debit) that later 'recurring' payments charge without the buyer. */
export type SequenceType = 'oneoff' | 'first' | 'recurring';

export interface CreatePaymentRequest {
  /** Our order id: the provider keeps it in the payment's metadata and every fetch returns it. */
  readonly orderId: string;
  /** Minor units (cents) of `currency`. */
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  /** Where the buyer returns after the checkout. */
  readonly redirectUrl: string;
  /** Where the provider posts `id=<payment id>` whenever the payment changes. */
  readonly webhookUrl: string;
  readonly sequenceType: SequenceType;
  /** The provider's customer of the member (created on the first purchase that sets up a mandate). */
  readonly customerId?: string;
  /** For 'recurring': the mandate to charge. */
  readonly mandateId?: string;
  /** Buyer's locale for the checkout, e.g. 'nl_NL'. */
  readonly locale?: string;
}

export interface ProviderPayment {
  readonly id: string;
  readonly orderId: string;
  readonly status: ProviderPaymentStatus;
  readonly amount: number;
  readonly currency: string;
  readonly method: PaymentMethod | null;
  readonly sequenceType: SequenceType;
  /** Where to send the buyer; null for recurring payments and finished ones. */
  readonly checkoutUrl: string | null;
  readonly customerId: string | null;
  /** The mandate a 'first' payment set up (known once it is paid). */
  readonly mandateId: string | null;
  /** Minor units refunded and charged back so far. */
  readonly amountRefunded: number;
  readonly amountChargedBack: number;
}

export interface PaymentIssuer {
  readonly id: string;
  readonly name: string;
}

/**
 * Everything the site asks of a payment provider. An operator who needs another provider (Mollie's terms exclude
 * some adult services) writes one more adapter of this port; nothing else changes.
 */
export interface PaymentProvider {
  /** Stable name ('sandbox', 'mollie'): recorded with each order. */
  readonly name: string;
  createCustomer(input: { memberId: string; name: string; email: string }): Promise<{ id: string }>;
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider knows it now; undefined for an id it does not know (a forged webhook). */
  getPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Banks to choose from for `method` (empty when the method has no issuer choice). */
  listIssuers(method: PaymentMethod): Promise<PaymentIssuer[]>;
  /** Payments of the last `days` days, to find paid ones whose webhook never came. */
  listRecentPayments(days: number): Promise<ProviderPayment[]>;
}
