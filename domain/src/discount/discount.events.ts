import type { Event } from '../kernel/message.js';

/** Spec §9: the welcome time bonus, 25 % once per member within four hours of signup. */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, windowSeconds: 14_400 } as const;

/** Staff created a discount code: `percentage` off bundles of at least `minimum` cents, for buyers in `country` (empty: any). */
export type DiscountCodeCreated = Event<
  'DiscountCodeCreated',
  { code: string; percentage: number; minimum: number; country: string; createdBy: string; at: string }
>;
/** Staff disabled the discount code: no order can use it any more. */
export type DiscountCodeDisabled = Event<'DiscountCodeDisabled', { code: string; disabledBy: string; at: string }>;
export type DiscountCodeEvent = DiscountCodeCreated | DiscountCodeDisabled;

export const DISCOUNT_CODE_EVENT_TYPES: readonly DiscountCodeEvent['type'][] = ['DiscountCodeCreated', 'DiscountCodeDisabled'];

/** A code as staff defined it: its own short stream, read on every use. */
export interface DiscountCode {
  readonly definition: DiscountCodeCreated['data'] | null;
  readonly disabled: boolean;
}
export const initialDiscountCode: DiscountCode = { definition: null, disabled: false };
export const evolveDiscountCode = (state: DiscountCode, event: DiscountCodeEvent): DiscountCode =>
  event.type === 'DiscountCodeCreated' ? { definition: event.data, disabled: false } : { ...state, disabled: true };

/** Codes are case-insensitive for the member and stored upper case. */
export const normaliseDiscountCode = (code: string): string => code.trim().toUpperCase();
export const discountCodeStreamId = (code: string): string => `discount-code-${normaliseDiscountCode(code)}`;

/** The member was offered the welcome time bonus: its discount runs until `expiresAt`. */
export type TimeBonusOffered = Event<'TimeBonusOffered', { memberId: string; code: string; percentage: number; expiresAt: string }>;
/** An order placed with the discount holds it until the order is paid or closed unpaid. */
export type DiscountReserved = Event<'DiscountReserved', { code: string; memberId: string; orderId: string }>;
/** The order that held the discount was closed unpaid: the member may use the discount again. */
export type DiscountReleased = Event<'DiscountReleased', { code: string; memberId: string; orderId: string }>;
/** The order that held the discount was paid: the member has used it. */
export type DiscountRedeemed = Event<'DiscountRedeemed', { code: string; memberId: string; orderId: string }>;
/**
 * One member's use of one discount: reserved by an order when it is placed, redeemed when that order is paid,
 * released when it is not, so a failed payment never burns the code. One stream per member and code (or per
 * member for the time bonus, which also records its offer), so two tabs racing decide on one stream.
 */
export type DiscountUseEvent = TimeBonusOffered | DiscountReserved | DiscountReleased | DiscountRedeemed;

export const DISCOUNT_USE_EVENT_TYPES: readonly DiscountUseEvent['type'][] = ['TimeBonusOffered', 'DiscountReserved', 'DiscountReleased', 'DiscountRedeemed'];

export const discountUseStreamId = (code: string, memberId: string): string => `discount-use-${normaliseDiscountCode(code)}-${memberId}`;
export const timeBonusStreamId = (memberId: string): string => `time-bonus-${memberId}`;

export interface DiscountUse {
  /** Set for the time bonus: when its offer ends. */
  readonly offer: TimeBonusOffered['data'] | null;
  readonly reservedBy: string | null;
  readonly redeemedBy: string | null;
  /** The last order that held it and was not paid: the member is told it came back from there. */
  readonly releasedBy: string | null;
}
export const initialDiscountUse: DiscountUse = { offer: null, reservedBy: null, redeemedBy: null, releasedBy: null };

export const evolveDiscountUse = (state: DiscountUse, event: DiscountUseEvent): DiscountUse => {
  switch (event.type) {
    case 'TimeBonusOffered':
      return { ...state, offer: event.data };
    case 'DiscountReserved':
      return { ...state, reservedBy: event.data.orderId };
    case 'DiscountReleased':
      return { ...state, reservedBy: null, releasedBy: event.data.orderId };
    case 'DiscountRedeemed':
      return { ...state, reservedBy: null, redeemedBy: event.data.orderId };
  }
};

/** Spec §4: the welcome bonus runs for a non-paying member until its end, unless an order (other than `forOrder`) took it. */
export const timeBonusRunning = (use: DiscountUse, now: string, premium: boolean, forOrder?: string): boolean =>
  !premium && use.offer !== null && use.redeemedBy === null && (use.reservedBy === null || use.reservedBy === forOrder) && now < use.offer.expiresAt;
