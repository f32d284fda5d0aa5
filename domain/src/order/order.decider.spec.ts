import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { OrderCommand, SettlePayment } from './order.commands.js';
import { orderDecider } from './order.decider.js';
import { ORDER_ERRORS } from './order.errors.js';
import { UNPAID_ORDER_EXPIRES_AFTER_SECONDS, type OrderEvent } from './order.events.js';
import { bestDiscount, cheapestMessagePrice, creditsForReversal, priceOrder, vatInside } from './order.pricing.js';

const given = specFor(orderDecider);
const now = '2026-11-25T10:00:00.000Z';
const orderId = 'order-1';
const memberId = 'anna';
const bundle = { id: 2, credits: 100, price: 2999, currency: 'EUR', vatPercentage: 21 };
const place: OrderCommand = {
  type: 'PlaceOrder',
  data: { orderId, memberId, number: 'A-1', bundle, method: 'ideal', discount: { code: 'TIMEBONUS25', percentage: 25, source: 'time_bonus' }, recurring: false, provider: 'sandbox' },
  metadata: { now },
};
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    ...priceOrder(2999, 'EUR', 21, { percentage: 25 }),
    orderId, memberId, number: 'A-1', bundleId: 2, credits: 100, method: 'ideal',
    discount: { code: 'TIMEBONUS25', percentage: 25, source: 'time_bonus' }, recurring: false, provider: 'sandbox', placedAt: now,
  },
};
const started: OrderEvent = { type: 'PaymentStarted', data: { orderId, memberId, paymentId: 'tr_1', checkoutUrl: '/dev/payments/tr_1' } };
const settle = (status: SettlePayment['data']['status'], refundedCents = 0, chargedBackCents = 0, paymentId = 'tr_1'): OrderCommand => ({
  type: 'SettlePayment',
  data: { orderId, paymentId, status, refundedCents, chargedBackCents, customerId: null, mandateId: null },
  metadata: { now },
});
const fail: OrderCommand = { type: 'FailOrder', data: { orderId }, metadata: { now } };
const completed: OrderEvent = {
  type: 'OrderCompleted',
  data: { orderId, memberId, paymentId: 'tr_1', credits: 100, completedAt: now, customerId: null, mandateId: null },
};

describe('Order pricing', () => {
  it('takes the discount off in whole cents, rounding in the buyer’s favour, with the VAT inside the gross amount', () => {
    expect(priceOrder(2999, 'EUR', 21, { percentage: 25 })).toEqual({ price: 2999, discountAmount: 749, amount: 2250, vatPercentage: 21, vatAmount: 390, currency: 'EUR' });
    expect(priceOrder(1000, 'SEK', 0, null)).toMatchObject({ amount: 1000, discountAmount: 0, vatAmount: 0 });
    // Finland's 25.5 %: 999 × 25.5 / 125.5 = 202.98…
    expect(priceOrder(999, 'EUR', 25.5, null).vatAmount).toBe(203);
    expect(vatInside(121, 21)).toBe(21);
  });

  it('turns refunded cents into credits in proportion, a full refund into all of them', () => {
    expect(creditsForReversal(100, 2250, 2250)).toBe(100);
    expect(creditsForReversal(100, 2250, 1125)).toBe(50);
    expect(creditsForReversal(100, 2250, 9999)).toBe(100);
  });
});

describe('The best discount for a bundle', () => {
  const welcome = { code: 'TIMEBONUS25', percentage: 25, minimum: 0 };
  const smallCode = { code: 'SPRING10', percentage: 10, minimum: 0 };
  const bigCode = { code: 'BIG40', percentage: 40, minimum: 4000 };
  it('keeps the welcome bonus when the code takes off less', () => expect(bestDiscount(899, [welcome, smallCode])).toBe(welcome));
  it('takes a code that takes off more', () => expect(bestDiscount(899, [smallCode, { ...welcome, percentage: 5 }])).toBe(smallCode));
  it('applies a code only from its minimum, the bonus below it', () => {
    expect(bestDiscount(3999, [welcome, bigCode])).toBe(welcome);
    expect(bestDiscount(4000, [welcome, bigCode])).toBe(bigCode);
  });
  it('keeps the one listed first on a tie, and none when nothing takes anything off', () => {
    expect(bestDiscount(1000, [welcome, { ...smallCode, percentage: 25 }])).toBe(welcome);
    expect(bestDiscount(1000, [bigCode])).toBeNull();
    expect(bestDiscount(1000, [])).toBeNull();
  });
});

describe('The price of one message', () => {
  it('is the cheapest among the bundles after their discounts, rounded down', () =>
    expect(cheapestMessagePrice([{ credits: 50, discounted_price: 749 }, { credits: 125, discounted_price: 1499 }, { credits: 300, discounted_price: 3999 }], 5)).toBe(59));
  it('is unknown without bundles', () => expect(cheapestMessagePrice([], 5)).toBeNull());
});

describe('Order', () => {
  describe('when new', () => {
    it('is placed with its price, discount and VAT', () => given([]).when(place).thenEvents([placed]));
    it('cannot be paid before it is placed', () => given([]).when(settle('paid')).thenThrows(hasCode(ORDER_ERRORS.NOT_FOUND)));
    it('closes unpaid when its payment never started', () =>
      given([placed]).when(fail).thenEvents([{ type: 'OrderClosedUnpaid', data: { orderId, memberId, status: 'failed', closedAt: now } }]));
  });

  describe('when its payment is under way', () => {
    const history = [placed, started];
    it('is placed only once', () => given(history).when(place).thenEvents([]));
    it('stays pending while the payment is open', () => given(history).when(settle('open')).thenEvents([]));
    it('completes when paid', () => given(history).when(settle('paid')).thenEvents([completed]));
    it.each([
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
      ['expired', 'expired'],
    ] as const)('closes unpaid when the payment is %s', (status, closed) =>
      given(history).when(settle(status)).thenEvents([{ type: 'OrderClosedUnpaid', data: { orderId, memberId, status: closed, closedAt: now } }]));
    it('ignores news of another payment', () => given(history).when(settle('paid', 0, 0, 'tr_other')).thenEvents([]));
    it('is not closed as never started, so a payment made at the checkout still buys the credits', () => {
      given(history).when(fail).thenEvents([]);
      given(history).when(settle('paid')).thenEvents([completed]);
    });
  });

  describe('when completed', () => {
    const history = [placed, started, completed];
    it('completes only once, however many webhooks say paid', () => given(history).when(settle('paid')).thenEvents([]));
    it('does not fail afterwards', () => given(history).when(settle('failed')).thenEvents([]));
    it('records a chargeback with the credits it stands for', () =>
      given(history).when(settle('paid', 0, 2250)).thenEvents([
        { type: 'OrderReversed', data: { orderId, memberId, kind: 'chargeback', reversedCents: 2250, credits: 100, totalCredits: 100, at: now } },
      ]));
    it('records a partial refund once', () => {
      const refunded: OrderEvent = { type: 'OrderReversed', data: { orderId, memberId, kind: 'refund', reversedCents: 1125, credits: 50, totalCredits: 50, at: now } };
      given(history).when(settle('paid', 1125)).thenEvents([refunded]);
      given([...history, refunded]).when(settle('paid', 1125)).thenEvents([]);
      given([...history, refunded]).when(settle('paid', 2250)).thenEvents([
        { type: 'OrderReversed', data: { orderId, memberId, kind: 'refund', reversedCents: 2250, credits: 50, totalCredits: 100, at: now } },
      ]);
    });
  });

  describe('when closed unpaid', () => {
    it('stays closed when a late webhook says paid after a failure', () =>
      given([placed, started, { type: 'OrderClosedUnpaid', data: { orderId, memberId, status: 'failed', closedAt: now } }]).when(settle('paid')).thenEvents([]));
    it('still completes when the buyer paid at the checkout after the order expired', () =>
      given([placed, started, { type: 'OrderClosedUnpaid', data: { orderId, memberId, status: 'expired', closedAt: now } }]).when(settle('paid')).thenEvents([completed]));
  });

  describe('when left unpaid', () => {
    const expire = (at: string, recurring = false) =>
      given([recurring ? { ...placed, data: { ...placed.data, recurring } } : placed, started]).when({ type: 'ExpireOrder', data: { orderId }, metadata: { now: at } });
    const after = (seconds: number) => new Date(Date.parse(now) + seconds * 1000).toISOString();
    it('is still payable before its time is up', () => expire(after(UNPAID_ORDER_EXPIRES_AFTER_SECONDS - 1)).thenEvents([]));
    it('expires once its time is up', () =>
      expire(after(UNPAID_ORDER_EXPIRES_AFTER_SECONDS)).thenEvents([
        { type: 'OrderClosedUnpaid', data: { orderId, memberId, status: 'expired', closedAt: after(UNPAID_ORDER_EXPIRES_AFTER_SECONDS) } },
      ]));
    it('never expires a recurring payment, which its mandate decides', () => expire(after(86_400), true).thenEvents([]));
    it('does not expire once paid', () =>
      given([placed, started, completed]).when({ type: 'ExpireOrder', data: { orderId }, metadata: { now: after(86_400) } }).thenEvents([]));
  });

  describe('when reading events written by older code', () => {
    it('reads an order placed with the digest of its request as placed today, without it', () =>
      expect(orderDecider.upcast!({ type: 'OrderPlaced', data: { ...placed.data, requestFingerprint: 'digest' } })).toEqual(placed));
  });
});
