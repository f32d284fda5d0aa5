import { hasCode } from '../kernel/domain-error.js';
import { fold } from '../kernel/decider.js';
import { specFor } from '../kernel/given-when-then.js';
import { DISCOUNT_ERRORS } from '../order/order.errors.js';
import { checkDiscountCode, DISCOUNT_RULE_ERRORS, discountCodeDecider, discountUseDecider } from './discount.decider.js';
import { TIME_BONUS, timeBonusRunning, type DiscountCodeEvent, type DiscountUseEvent } from './discount.events.js';

const now = '2026-11-25T10:00:00.000Z';
const memberId = 'anna';
const created: DiscountCodeEvent = { type: 'DiscountCodeCreated', data: { code: 'SPRING10', percentage: 10, minimum: 2000, country: 'NL', createdBy: 'staff', at: now } };

describe('Discount code', () => {
  const given = specFor(discountCodeDecider);
  it('is created upper case by staff', () =>
    given([]).when({ type: 'CreateDiscountCode', data: { code: 'spring10', percentage: 10, minimum: 2000, country: 'nl', staffId: 'staff' }, metadata: { now } }).thenEvents([created]));
  it('cannot be created twice or with a broken percentage', () => {
    given([created]).when({ type: 'CreateDiscountCode', data: { code: 'SPRING10', percentage: 10, minimum: 0, country: '', staffId: 'staff' }, metadata: { now } }).thenThrows(hasCode(DISCOUNT_RULE_ERRORS.CODE_EXISTS));
    given([]).when({ type: 'CreateDiscountCode', data: { code: 'HALF', percentage: 12.5, minimum: 0, country: '', staffId: 'staff' }, metadata: { now } }).thenThrows(hasCode(DISCOUNT_RULE_ERRORS.INVALID_PERCENTAGE));
  });
  it('applies only in its country, from its minimum, until disabled', () => {
    const state = fold(discountCodeDecider, [created]);
    expect(checkDiscountCode(state, { country: 'nl', price: 2000 }).percentage).toBe(10);
    expect(() => checkDiscountCode(state, { country: 'DE', price: 5000 })).toThrow(DISCOUNT_ERRORS.OTHER_COUNTRY);
    expect(() => checkDiscountCode(state, { country: 'NL', price: 1999 })).toThrow(DISCOUNT_ERRORS.BELOW_MINIMUM);
    const disabled = fold(discountCodeDecider, [created, { type: 'DiscountCodeDisabled', data: { code: 'SPRING10', disabledBy: 'staff', at: now } }]);
    expect(() => checkDiscountCode(disabled, { country: 'NL', price: 5000 })).toThrow(DISCOUNT_ERRORS.NOT_FOUND);
    expect(() => checkDiscountCode(fold(discountCodeDecider, []), { country: 'NL', price: 5000 })).toThrow(DISCOUNT_ERRORS.NOT_FOUND);
  });
});

describe('Discount use', () => {
  const given = specFor(discountUseDecider);
  const use = (type: 'ReserveDiscount' | 'ReleaseDiscount' | 'RedeemDiscount', orderId: string) =>
    ({ type, data: { code: 'SPRING10', memberId, orderId }, metadata: { now } }) as const;
  const reserved: DiscountUseEvent = { type: 'DiscountReserved', data: { code: 'SPRING10', memberId, orderId: 'o1' } };

  it('is reserved by the first order', () => given([]).when(use('ReserveDiscount', 'o1')).thenEvents([reserved]));
  it('refuses a second order while the first holds it (two tabs: one success)', () =>
    given([reserved]).when(use('ReserveDiscount', 'o2')).thenThrows(hasCode(DISCOUNT_ERRORS.ALREADY_USED)));
  it('is free again when the first order is not paid', () =>
    given([reserved, { type: 'DiscountReleased', data: { code: 'SPRING10', memberId, orderId: 'o1' } }]).when(use('ReserveDiscount', 'o2')).thenEvents([
      { type: 'DiscountReserved', data: { code: 'SPRING10', memberId, orderId: 'o2' } },
    ]));
  it('is used for good once its order is paid', () =>
    given([reserved, { type: 'DiscountRedeemed', data: { code: 'SPRING10', memberId, orderId: 'o1' } }]).when(use('ReserveDiscount', 'o2')).thenThrows(hasCode(DISCOUNT_ERRORS.ALREADY_USED)));
});

describe('Welcome time bonus', () => {
  const given = specFor(discountUseDecider);
  const signedUpAt = '2026-11-25T08:00:00.000Z';
  const offered: DiscountUseEvent = { type: 'TimeBonusOffered', data: { memberId, code: 'TIMEBONUS25', percentage: 25, expiresAt: '2026-11-25T12:00:00.000Z' } };

  it('is offered at signup for four hours, once', () => {
    given([]).when({ type: 'OfferTimeBonus', data: { memberId, signedUpAt }, metadata: { now } }).thenEvents([offered]);
    given([offered]).when({ type: 'OfferTimeBonus', data: { memberId, signedUpAt }, metadata: { now } }).thenEvents([]);
    expect(TIME_BONUS.windowSeconds).toBe(14_400);
  });
  it('runs only for a non-paying member before its end and until an order takes it', () => {
    const state = fold(discountUseDecider, [offered]);
    expect(timeBonusRunning(state, '2026-11-25T11:59:59.000Z', false)).toBe(true);
    expect(timeBonusRunning(state, '2026-11-25T12:00:00.000Z', false)).toBe(false);
    expect(timeBonusRunning(state, '2026-11-25T09:00:00.000Z', true)).toBe(false);
    const taken = fold(discountUseDecider, [offered, { type: 'DiscountReserved', data: { code: 'TIMEBONUS25', memberId, orderId: 'o1' } }]);
    expect(timeBonusRunning(taken, '2026-11-25T09:00:00.000Z', false)).toBe(false);
  });
});
