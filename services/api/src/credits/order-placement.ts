import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  METHODS_WITH_ISSUERS,
  ORDER_ERRORS,
  orderDecider,
  orderStreamId,
  paymentMethodsFor,
  RECURRING_METHODS,
  repeatSlotDecider,
  repeatSlotStreamId,
  type ActiveDiscountView,
  type Order,
  type PaymentMethod,
  type PlacedOrderView,
} from '@dating/domain';
import { RequestKeys, type PaymentProvider, type SequenceType, type SqlExecutor } from '@dating/platform';
import { lastMandateOrder, type OrderRow } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { REQUEST_KINDS } from '../http/request-kinds.js';
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
  /** The site's own origin (its configured domain): the provider sends the buyer and its webhooks back here. */
  readonly origin: string;
  readonly country: string;
  readonly bundleId: number;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  readonly discountCode?: string;
  /** The browser's key of this purchase (see `idempotency_key`). */
  readonly idempotencyKey: string;
}


const NOT_STARTED = Symbol('payment not started');

/**
 * Places an order and starts its payment. The order stream is the decision and comes first: only the request that
 * placed the order goes on, taking what it holds (the discount, a repeat order's slot) for that order, then asking
 * the provider. A step that is refused closes the order at once; a process that dies after placing leaves an order
 * the reconciliation sweep closes, and closing an order frees whatever it held (its follow-ups), so nothing held
 * ever strands. A request with a key already used by the member for that kind of request gets that order back.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly discounts: Discounts,
    private readonly settlement: OrderSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(DIRECT_DEBIT_MANDATES) private readonly directDebit: DirectDebitMandateCheck,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly requestKeys: RequestKeys,
  ) {}

  async place(buyer: Buyer, request: OrderRequest): Promise<PlacedOrderView> {
    const { bundleId, method, issuer, discountCode, country } = request;
    const orderId = await this.orderIdFor(buyer.memberId, REQUEST_KINDS.ORDER, request.idempotencyKey, { bundleId, method, issuer, discountCode, country });
    const earlier = await this.placedFor(orderId);
    if (earlier) return earlier;
    const bundle = this.bundleOf(request);
    if (!paymentMethodsFor(request.country).includes(request.method)) throw new DomainError(ORDER_ERRORS.METHOD_NOT_OFFERED);
    if (METHODS_WITH_ISSUERS.includes(request.method) && !request.issuer) throw new DomainError(ORDER_ERRORS.ISSUER_REQUIRED);
    if (request.method === 'sdd' && !(await this.directDebit.isConfirmed(buyer.memberId))) throw new DomainError(ORDER_ERRORS.DIRECT_DEBIT_REQUIRED);
    const discount = await this.discounts.inForce(buyer, request.country, bundle.price, { typedCode: request.discountCode, forOrder: orderId });
    const mandateOrder = await lastMandateOrder(this.sql, buyer.memberId);
    const sequenceType: SequenceType = RECURRING_METHODS.includes(request.method) ? 'first' : 'oneoff';
    return this.start(buyer, orderId, request, bundle, discount, { sequenceType, customerId: mandateOrder?.customerId ?? undefined });
  }

  /** /credits/repeat-order: the same method again on the mandate of the last purchase that left one. */
  async repeat(buyer: Buyer, request: Omit<OrderRequest, 'method' | 'issuer' | 'discountCode'>): Promise<PlacedOrderView> {
    const orderId = await this.orderIdFor(buyer.memberId, REQUEST_KINDS.REPEAT_ORDER, request.idempotencyKey, { bundleId: request.bundleId, country: request.country });
    const placed = await this.placedFor(orderId);
    if (placed) return placed;
    const earlier = await lastMandateOrder(this.sql, buyer.memberId);
    if (!earlier?.mandateId || !earlier.customerId) throw new DomainError(ORDER_ERRORS.NO_MANDATE);
    const full = { ...request, method: earlier.placed.method };
    const bundle = this.bundleOf(full);
    const discount = await this.discounts.inForce(buyer, request.country, bundle.price, { forOrder: orderId });
    return this.start(buyer, orderId, full, bundle, discount, { sequenceType: 'recurring', customerId: earlier.customerId, mandateId: earlier.mandateId }, earlier);
  }

  /**
   * The order a request's key stands for, minted the first time: retries and parallel copies of one request meet on
   * one order stream; the key sent with another payload is refused (REQUEST.KEY_REUSED).
   */
  private async orderIdFor(memberId: string, kind: typeof REQUEST_KINDS.ORDER | typeof REQUEST_KINDS.REPEAT_ORDER, key: string, payload: Record<string, unknown>): Promise<string> {
    return (await this.requestKeys.claim({ memberId, kind, key, payload }, this.clock.now())).id;
  }

  /** The order a key already placed, as its first request answered. */
  private async placedFor(orderId: string): Promise<PlacedOrderView | undefined> {
    const state = await this.streams.load(orderDecider, orderStreamId(orderId));
    return state.placed ? this.answerOf(state) : undefined;
  }

  private answerOf(state: Order): PlacedOrderView {
    return { order: orderViewOfState(state)!, checkout_url: state.status === 'pending' ? state.checkoutUrl : null };
  }

  private bundleOf(request: Pick<OrderRequest, 'site' | 'country' | 'bundleId'>) {
    const prices = pricesIn(request.site, request.country);
    const bundle = prices.bundles.find((candidate) => candidate.id === request.bundleId);
    if (!bundle) throw new DomainError(ORDER_ERRORS.BUNDLE_NOT_FOUND);
    return { ...bundle, currency: prices.currency, vatPercentage: prices.vat_percentage };
  }

  private async start(
    buyer: Buyer,
    orderId: string,
    request: OrderRequest,
    bundle: ReturnType<OrderPlacement['bundleOf']>,
    discount: ActiveDiscountView | null,
    payment: { sequenceType: SequenceType; customerId?: string; mandateId?: string },
    earlier?: OrderRow,
  ): Promise<PlacedOrderView> {
    // One time for the order's number and both of its decisions.
    const now = this.clock.now();
    const placed = await this.streams.decide(orderDecider, orderStreamId(orderId), {
      type: 'PlaceOrder',
      data: {
        orderId,
        memberId: buyer.memberId,
        number: orderNumberFor(orderId, now.toISOString()),
        bundle,
        method: request.method,
        discount: discount && { code: discount.code, percentage: discount.percentage, source: discount.source },
        recurring: payment.sequenceType === 'recurring',
        provider: this.provider.name,
      },
    }, { now });
    // A copy of this request placed it first: that one alone goes on to charge.
    if (!placed.events.length) return this.answerOf(placed.state);
    await this.hold(buyer, placed.state.placed!, discount);
    if (request.method === 'sdd') await this.authorizeDirectDebit(buyer, request, placed.state.placed!);
    const started = await this.createPayment(buyer, request, placed.state.placed!, payment, earlier).catch(() => NOT_STARTED);
    if (typeof started === 'symbol') {
      await this.settlement.closeUnstarted(orderId);
      throw new DomainError(ORDER_ERRORS.PAYMENT_FAILED);
    }
    const { state } = await this.streams.decide(
      orderDecider,
      orderStreamId(orderId),
      { type: 'StartPayment', data: { orderId, paymentId: started.id, checkoutUrl: started.checkoutUrl } },
      { now },
    );
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

  /** What the order takes for itself once placed; refused, the order closes, which gives back what it took. */
  private async hold(buyer: Buyer, placed: NonNullable<Order['placed']>, discount: ActiveDiscountView | null): Promise<void> {
    try {
      if (placed.recurring) {
        await this.streams.decide(repeatSlotDecider, repeatSlotStreamId(buyer.memberId), { type: 'TakeRepeatSlot', data: { memberId: buyer.memberId, orderId: placed.orderId } });
      }
      if (discount) await this.discounts.reserve(discount, buyer.memberId, placed.orderId);
    } catch (error) {
      await this.settlement.closeUnstarted(placed.orderId);
      throw error;
    }
  }

  /** Direct debit has a monthly limit and a block list: an order beyond either closes unpaid and says why. */
  private async authorizeDirectDebit(buyer: Buyer, request: OrderRequest, placed: NonNullable<Order['placed']>): Promise<void> {
    const charge = { orderId: placed.orderId, amount: placed.amount, currency: placed.currency, monthlyLimit: request.site.direct_debit_monthly_limit };
    try {
      await this.directDebit.authorize(buyer.memberId, charge);
    } catch (error) {
      await this.settlement.closeUnstarted(placed.orderId);
      throw error;
    }
  }
}
