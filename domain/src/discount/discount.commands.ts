import type { Command } from '../kernel/message.js';

export type CreateDiscountCode = Command<'CreateDiscountCode', { code: string; percentage: number; minimum: number; country: string; staffId: string }>;
export type DisableDiscountCode = Command<'DisableDiscountCode', { code: string; staffId: string }>;
export type DiscountCodeCommand = CreateDiscountCode | DisableDiscountCode;

export type OfferTimeBonus = Command<'OfferTimeBonus', { memberId: string; signedUpAt: string }>;
export type ReserveDiscount = Command<'ReserveDiscount', { code: string; memberId: string; orderId: string }>;
export type ReleaseDiscount = Command<'ReleaseDiscount', { code: string; memberId: string; orderId: string }>;
export type RedeemDiscount = Command<'RedeemDiscount', { code: string; memberId: string; orderId: string }>;
export type DiscountUseCommand = OfferTimeBonus | ReserveDiscount | ReleaseDiscount | RedeemDiscount;
