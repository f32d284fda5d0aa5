import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  METHODS_WITH_ISSUERS,
  ORDER_ERRORS,
  orderDecider,
  orderStreamId,
  paymentMethodsFor,
  RECURRING_METHODS,
  type ActiveDiscountView,
  type Order,
  type OrderCommand,
  type PaymentMethod,
  type PlacedOrderView,
} from '@dating/domain';
import { EventSourcedRepository, type PaymentProvider, type SequenceType, type SqlExecutor } from '@dating/platform';
import { lastMandateOrder, type OrderRow } from '@dating/projections';
import { CLOCK, PAYMENT_PROVIDER, SQL, type Clock } from '../runtime/tokens.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { pricesIn } from './credit-offers.js';
import { Discounts, type DiscountBuyer } from './discounts.js';
import { DIRECT_DEBIT_MANDATES, type DirectDebitMandateCheck } from '../direct-debit/direct-debit-mandate-check.js';
import { orderNumberFor, orderViewOfState } from './order.view.js';
import { OrderSettlement } from './order-settlement.js';

export interface Buyer extends DiscountBuyer {
  readonly name: string;
  readonly email: string;
  readonly language: string;
}

export interface OrderRequest {
  readonly site: SiteSettings;
  /** Origin of the page the buyer ordered from: the provider sends the buyer and its webhooks back here. */
  readonly origin: string;
  readonly country: string;
  readonly bundleId: number;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  readonly discountCode?: string;
}

const NOT_STARTED = Symbol('payment not started');

/**
 * Places an order and starts its payment: the bundle and method are checked against the buyer's country, the
 * discount is reserved for this order, the order is recorded before the provider is asked (so a crash in between
 * leaves an order the reconciliation sweep can close and whose discount it frees), and a provider that refuses
 * closes the order as failed at once.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly discounts: Discounts,
    private readonly settlement: OrderSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(DIRECT_DEBIT_MANDATES) private readonly directDebit: DirectDebitMandateCheck,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async place(buyer: Buyer, request: OrderRequest): Promise<PlacedOrderView> {
    const bundle = this.bundleOf(request);
    if (!paymentMethodsFor(request.country).includes(request.method)) throw new DomainError(ORDER_ERRORS.METHOD_NOT_OFFERED);
    if (METHODS_WITH_ISSUERS.includes(request.method) && !request.issuer) throw new DomainError(ORDER_ERRORS.ISSUER_REQUIRED);
    if (request.method === 'sdd' && !(await this.directDebit.isConfirmed(buyer.memberId))) throw new DomainError(ORDER_ERRORS.DIRECT_DEBIT_REQUIRED);
    const discount = await this.discounts.inForce(buyer, request.country, bundle.price, request.discountCode);
    const earlier = await lastMandateOrder(this.sql, buyer.memberId);
    const sequenceType: SequenceType = RECURRING_METHODS.includes(request.method) ? 'first' : 'oneoff';
    return this.start(buyer, request, bundle, discount, { sequenceType, customerId: earlier?.customerId ?? undefined });
  }

  /** /credits/repeat-order: the same method again on the mandate of the last purchase that left one. */
  async repeat(buyer: Buyer, request: Omit<OrderRequest, 'method' | 'issuer' | 'discountCode'>): Promise<PlacedOrderView> {
    const earlier = await lastMandateOrder(this.sql, buyer.memberId);
    if (!earlier?.mandateId || !earlier.customerId) throw new DomainError(ORDER_ERRORS.NO_MANDATE);
    const full = { ...request, method: earlier.placed.method };
    const bundle = this.bundleOf(full);
    const discount = await this.discounts.inForce(buyer, request.country, bundle.price);
    return this.start(buyer, full, bundle, discount, { sequenceType: 'recurring', customerId: earlier.customerId, mandateId: earlier.mandateId }, earlier);
  }

  private bundleOf(request: Pick<OrderRequest, 'site' | 'country' | 'bundleId'>) {
    const prices = pricesIn(request.site, request.country);
    const bundle = prices.bundles.find((candidate) => candidate.id === request.bundleId);
    if (!bundle) throw new DomainError(ORDER_ERRORS.BUNDLE_NOT_FOUND);
    return { ...bundle, currency: prices.currency, vatPercentage: prices.vat_percentage };
  }

  private async start(
    buyer: Buyer,
    request: OrderRequest,
    bundle: ReturnType<OrderPlacement['bundleOf']>,
    discount: ActiveDiscountView | null,
    payment: { sequenceType: SequenceType; customerId?: string; mandateId?: string },
    earlier?: OrderRow,
  ): Promise<PlacedOrderView> {
    const orderId = randomUUID();
    const now = this.clock.now().toISOString();
    if (discount) await this.discounts.reserve(discount, buyer.memberId, orderId);
    const place: OrderCommand = {
      type: 'PlaceOrder',
      data: {
        orderId,
        memberId: buyer.memberId,
        number: orderNumberFor(orderId, now),
        bundle,
        method: request.method,
        discount: discount && { code: discount.code, percentage: discount.percentage, source: discount.source },
        recurring: payment.sequenceType === 'recurring',
        provider: this.provider.name,
      },
      metadata: { now },
    };
    const placed = await this.repository.execute(orderDecider, orderStreamId(orderId), place);
    if (request.method === 'sdd') await this.authorizeDirectDebit(buyer, request, placed.state.placed!);
    const started = await this.createPayment(buyer, request, placed.state.placed!, payment, earlier).catch(() => NOT_STARTED);
    if (typeof started === 'symbol') {
      await this.closeUnstarted(orderId);
      throw new DomainError(ORDER_ERRORS.PAYMENT_FAILED);
    }
    const { state } = await this.repository.execute(orderDecider, orderStreamId(orderId), {
      type: 'StartPayment',
      data: { orderId, paymentId: started.id, checkoutUrl: started.checkoutUrl },
      metadata: { now },
    });
    // A recurring payment is usually decided at once: the buyer sees the result without a round trip.
    const settled = started.status === 'open' ? state : await this.settlement.settle(started);
    return { order: orderViewOfState(settled)!, checkout_url: settled.status === 'pending' ? started.checkoutUrl : null };
  }

  private async createPayment(
    buyer: Buyer,
    request: OrderRequest,
    placed: NonNullable<Order['placed']>,
    payment: { sequenceType: SequenceType; customerId?: string; mandateId?: string },
    earlier?: OrderRow,
  ) {
    const customerId =
      payment.sequenceType === 'oneoff'
        ? undefined
        : (payment.customerId ?? earlier?.customerId ?? (await this.provider.createCustomer({ memberId: buyer.memberId, name: buyer.name, email: buyer.email })).id);
    return this.provider.createPayment({
      orderId: placed.orderId,
      amount: placed.amount,
      currency: placed.currency,
      description: `${request.site.name} ${placed.credits} credits ${placed.number}`,
      method: request.method,
      issuer: request.issuer,
      redirectUrl: `${request.origin}/credits?order=${placed.orderId}`,
      webhookUrl: `${request.origin}/api/payment-webhook.php`,
      sequenceType: payment.sequenceType,
      customerId,
      mandateId: payment.mandateId,
      locale: buyer.language,
    });
  }

  /** Direct debit has a monthly limit and a block list: an order beyond either closes unpaid and says why. */
  private async authorizeDirectDebit(buyer: Buyer, request: OrderRequest, placed: NonNullable<Order['placed']>): Promise<void> {
    const charge = { orderId: placed.orderId, amount: placed.amount, currency: placed.currency, monthlyLimit: request.site.direct_debit_monthly_limit };
    try {
      await this.directDebit.authorize(buyer.memberId, charge);
    } catch (error) {
      await this.closeUnstarted(placed.orderId);
      throw error;
    }
  }

  private async closeUnstarted(orderId: string): Promise<void> {
    const { events } = await this.repository.execute(orderDecider, orderStreamId(orderId), {
      type: 'FailOrder',
      data: { orderId },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.settlement.followUp(events);
  }
}
