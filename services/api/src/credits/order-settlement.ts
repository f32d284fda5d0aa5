import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ORDER_ERRORS, orderDecider, orderStreamId, type Order, type OrderEvent } from '@dating/domain';
import type { PaymentProvider, ProviderPayment } from '@dating/platform';
import { z } from 'zod';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CLOCK, PAYMENT_PROVIDER, type Clock } from '../runtime/tokens.js';
import { OrderFollowUps } from './order-follow-ups.js';

const orderIdSchema = z.uuid();
/** The order page polls every few seconds; the provider is asked about one order at most this often (per process). */
const PROVIDER_ASKED_AT_MOST_EVERY_MS = 10_000;

/**
 * Brings an order up to what the provider says about its payment: on a webhook (which carries only an id, so the
 * payment is always fetched, never believed), on the buyer's return, and in the reconciliation sweep, which thereby
 * also expires the orders left unpaid past their time.
 */
@Injectable()
export class OrderSettlement {
  /** What this process last asked the provider about each payment a buyer was waiting on, and when. */
  private readonly asked = new Map<string, { readonly at: number; readonly answer: Promise<ProviderPayment | undefined> }>();

  constructor(
    private readonly streams: StreamDecisions,
    private readonly followUps: OrderFollowUps,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the id named a payment of one of our orders; an unknown or forged id changes nothing. */
  async settleById(paymentId: string): Promise<boolean> {
    const payment = await this.provider.getPayment(paymentId);
    if (!payment || !orderIdSchema.safeParse(payment.orderId).success) return false;
    try {
      await this.settle(payment);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === ORDER_ERRORS.NOT_FOUND) return false;
      throw error;
    }
  }

  /**
   * An order still waiting for its payment, brought up to what the provider says now: read when the buyer is back from
   * the provider, so a lost webhook does not leave them on "pending" until the reconciliation sweep. Settling is the
   * webhook's own step, so the order is credited once whichever comes first. A provider that cannot be reached leaves
   * the order as it is; the next read or the webhook tries again.
   */
  async refresh(order: Order): Promise<Order> {
    if (order.status !== 'pending' || !order.paymentId) return order;
    const payment = await this.recentAnswerAbout(order.paymentId);
    return payment?.orderId === order.placed?.orderId ? this.settle(payment!) : order;
  }

  /** The provider's word on a payment, asked at most once a while: polls of one order in between share it. */
  private recentAnswerAbout(paymentId: string): Promise<ProviderPayment | undefined> {
    const now = this.clock.now().getTime();
    for (const [id, { at }] of this.asked) if (now - at >= PROVIDER_ASKED_AT_MOST_EVERY_MS) this.asked.delete(id);
    const recent = this.asked.get(paymentId);
    if (recent) return recent.answer;
    const answer = this.provider.getPayment(paymentId).catch(() => undefined);
    this.asked.set(paymentId, { at: now, answer });
    return answer;
  }

  async settle(payment: ProviderPayment): Promise<Order> {
    const { events, state } = await this.streams.decide(orderDecider, orderStreamId(payment.orderId), {
      type: 'SettlePayment',
      data: {
        orderId: payment.orderId,
        paymentId: payment.id,
        status: payment.status,
        refundedCents: payment.amountRefunded,
        chargedBackCents: payment.amountChargedBack,
        customerId: payment.customerId,
        mandateId: payment.mandateId,
      },
    });
    // Still unpaid past its time (the buyer backed out of the checkout, or the payment hangs): it expires now,
    // which gives back the discount it held. The provider's own word above comes first, so a paid one completes.
    const expired = state.status === 'pending' ? await this.streams.decide(orderDecider, orderStreamId(payment.orderId), { type: 'ExpireOrder', data: { orderId: payment.orderId } }) : undefined;
    const decided = [...events, ...(expired?.events ?? [])];
    // Paid before and nothing new: perhaps a webhook sent again because its first run stopped between completing the
    // order and crediting it. The order's follow-ups run again (keyed by the order, nothing happens twice), so the
    // buyer's credits do not wait for the reactor.
    await this.followUp(decided.length || state.status !== 'completed' ? decided : await this.streams.history(orderDecider, orderStreamId(payment.orderId)));
    return expired?.state ?? state;
  }

  /**
   * Closes an order whose payment did not start (refused, or left by a process that died); its follow-ups free what it
   * held. The sweep finds such orders in a read model that may lag: an order whose stream shows a payment after all is
   * settled by the provider's word instead.
   */
  async closeUnstarted(orderId: string): Promise<void> {
    const { events, state } = await this.streams.decide(orderDecider, orderStreamId(orderId), { type: 'FailOrder', data: { orderId } });
    await this.followUp(events);
    if (state.status === 'pending' && state.paymentId) await this.settleById(state.paymentId);
  }

  private followUp(events: readonly OrderEvent[]): Promise<void> {
    return this.followUps.apply(events);
  }
}
