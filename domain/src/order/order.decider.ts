import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { ExpireOrder, FailOrder, OrderCommand, PlaceOrder, SettlePayment, StartPayment } from './order.commands.js';
import { ORDER_ERRORS } from './order.errors.js';
import { evolveOrder, initialOrder, isFinal, unpaidOrderExpiresAt, upcastOrderEvent, type Order, type OrderEvent } from './order.events.js';
import { creditsForReversal, priceOrder } from './order.pricing.js';

const placeOrder = ({ data, metadata }: PlaceOrder, state: Order): OrderEvent[] => {
  // The same order id placed again is the same request retried.
  if (state.placed) return [];
  const { bundle, discount } = data;
  const price = priceOrder(bundle.price, bundle.currency, bundle.vatPercentage, discount);
  return [
    {
      type: 'OrderPlaced',
      data: {
        ...price,
        orderId: data.orderId,
        memberId: data.memberId,
        number: data.number,
        bundleId: bundle.id,
        credits: bundle.credits,
        method: data.method,
        discount,
        recurring: data.recurring,
        provider: data.provider,
        placedAt: metadata.now,
      },
    },
  ];
};

const placedOrder = (state: Order) => {
  if (!state.placed) throw new DomainError(ORDER_ERRORS.NOT_FOUND);
  return state.placed;
};

const startPayment = ({ data }: StartPayment, state: Order): OrderEvent[] => {
  const placed = placedOrder(state);
  if (state.paymentId) return [];
  return [{ type: 'PaymentStarted', data: { orderId: placed.orderId, memberId: placed.memberId, paymentId: data.paymentId, checkoutUrl: data.checkoutUrl } }];
};

const reversals = ({ data, metadata }: SettlePayment, state: Order): OrderEvent[] => {
  const placed = placedOrder(state);
  const events: OrderEvent[] = [];
  let reversedCredits = state.reversedCredits;
  const reversal = (kind: 'refund' | 'chargeback', now: number, before: number) => {
    if (now <= before) return;
    const refundCredits = creditsForReversal(placed.credits, placed.amount, kind === 'refund' ? now : data.refundedCents);
    const chargebackCredits = creditsForReversal(placed.credits, placed.amount, kind === 'chargeback' ? now : data.chargedBackCents);
    const totalCredits = Math.max(reversedCredits, Math.min(placed.credits, refundCredits + chargebackCredits));
    const credits = totalCredits - reversedCredits;
    reversedCredits = totalCredits;
    events.push({ type: 'OrderReversed', data: { orderId: placed.orderId, memberId: placed.memberId, kind, reversedCents: now, credits, totalCredits, at: metadata.now } });
  };
  reversal('refund', data.refundedCents, state.refundedCents);
  reversal('chargeback', data.chargedBackCents, state.chargedBackCents);
  return events;
};

const settlePayment = (command: SettlePayment, state: Order): OrderEvent[] => {
  const placed = placedOrder(state);
  const { data, metadata } = command;
  // A webhook for another payment of this order (an older attempt) says nothing about this one.
  if (state.paymentId !== data.paymentId) return [];
  if (state.status === 'completed') return reversals(command, state);
  // An order expires on the site's clock while its checkout may still be open: a payment made there late still buys
  // the credits, so the member's money is never kept without them. Failed and cancelled payments are final.
  if (isFinal(state.status) && !(state.status === 'expired' && data.status === 'paid')) return [];
  const base = { orderId: placed.orderId, memberId: placed.memberId };
  switch (data.status) {
    case 'open':
    case 'pending':
      return [];
    case 'paid':
      return [
        {
          type: 'OrderCompleted',
          data: { ...base, paymentId: data.paymentId, credits: placed.credits, completedAt: metadata.now, customerId: data.customerId, mandateId: data.mandateId },
        },
        ...reversals(command, { ...state, status: 'completed' }),
      ];
    case 'failed':
      return [{ type: 'OrderClosedUnpaid', data: { ...base, status: 'failed', closedAt: metadata.now } }];
    case 'canceled':
      return [{ type: 'OrderClosedUnpaid', data: { ...base, status: 'cancelled', closedAt: metadata.now } }];
    case 'expired':
      return [{ type: 'OrderClosedUnpaid', data: { ...base, status: 'expired', closedAt: metadata.now } }];
    default:
      return assertNever(data.status);
  }
};

const failOrder = ({ metadata }: FailOrder, state: Order): OrderEvent[] => {
  const placed = placedOrder(state);
  // Once a payment has started, only the provider's word closes the order: closing it on a stale view (the orders
  // read model behind the stream) would keep a buyer's money without the credits if they then paid.
  if (isFinal(state.status) || state.paymentId) return [];
  return [{ type: 'OrderClosedUnpaid', data: { orderId: placed.orderId, memberId: placed.memberId, status: 'failed', closedAt: metadata.now } }];
};

const expireOrder = ({ metadata }: ExpireOrder, state: Order): OrderEvent[] => {
  const placed = placedOrder(state);
  const expiresAt = unpaidOrderExpiresAt(placed);
  if (isFinal(state.status) || expiresAt === null || metadata.now < expiresAt) return [];
  return [{ type: 'OrderClosedUnpaid', data: { orderId: placed.orderId, memberId: placed.memberId, status: 'expired', closedAt: metadata.now } }];
};

export const decideOrder = (command: OrderCommand, state: Order): OrderEvent[] => {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'StartPayment':
      return startPayment(command, state);
    case 'SettlePayment':
      return settlePayment(command, state);
    case 'FailOrder':
      return failOrder(command, state);
    case 'ExpireOrder':
      return expireOrder(command, state);
    default:
      return assertNever(command);
  }
};

export const orderDecider: Decider<OrderCommand, OrderEvent, Order> = {
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
  upcast: upcastOrderEvent,
};
