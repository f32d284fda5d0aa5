import { Inject, Injectable } from '@nestjs/common';
import {
  bestDiscount,
  checkDiscountCode,
  DISCOUNT_ERRORS,
  discountCodeDecider,
  discountCodeStreamId,
  discountUseDecider,
  discountUseStreamId,
  DomainError,
  normaliseDiscountCode,
  orderDecider,
  orderStreamId,
  TIME_BONUS,
  timeBonusRunning,
  timeBonusStreamId,
  unpaidOrderExpiresAt,
  type ActiveDiscountView,
  type DiscountCodeView,
  type DiscountNoteView,
  type TimeBonusView,
} from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';

/** The retention offer (accepted instead of deleting the account) is used up like a code of its own. */
const RETENTION_CODE = 'RETENTION';

export interface DiscountBuyer {
  readonly memberId: string;
  readonly premium: boolean;
  /** Percentage of the accepted retention offer, if any. */
  readonly retentionDiscount: number | null;
}

/** Where a discount's single use is decided: its own stream per member. */
const useStreamOf = (discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string): string =>
  discount.source === 'time_bonus' ? timeBonusStreamId(memberId) : discountUseStreamId(discount.code, memberId);

/**
 * Which discount a purchase gets and its single use: the best of the member's own (the welcome time bonus while it
 * runs, else the retention offer) and a typed code (checked against its country, applying from its minimum). A
 * discount is reserved by the order that uses it, so two tabs racing with one code end with one order discounted and the other told it was used.
 */
@Injectable()
export class Discounts {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * GET /api/discountcode.php?code=: the code if this buyer may use it in `country` (and, given `price`, on a bundle of
   * that many cents); else its reason, thrown.
   */
  async code(code: string, buyer: DiscountBuyer, country: string, price?: number, forOrder?: string): Promise<DiscountCodeView> {
    const state = await this.streams.load(discountCodeDecider, discountCodeStreamId(code));
    const definition = checkDiscountCode(state, { country, price });
    await this.requireUnused({ code: definition.code, source: 'code' }, buyer.memberId, forOrder);
    return { code: definition.code, percentage: definition.percentage, minimum: definition.minimum, country: definition.country };
  }

  /** The welcome time bonus while it runs for this buyer (spec §4), else undefined. */
  async timeBonus(buyer: DiscountBuyer, forOrder?: string): Promise<TimeBonusView | undefined> {
    const state = await this.timeBonusUse(buyer.memberId);
    if (!timeBonusRunning(state, this.clock.now().toISOString(), buyer.premium, forOrder) || !state.offer) return undefined;
    return {
      code: state.offer.code,
      percentage: state.offer.percentage,
      minimum: 0,
      country: '',
      expires: state.offer.expiresAt,
      status: 'active',
      validity: 'once-per-user',
    };
  }

  /** The member's own discount without a code: the welcome bonus while it runs, else the unused retention offer. */
  async standing(buyer: DiscountBuyer, forOrder?: string): Promise<ActiveDiscountView | null> {
    const bonus = await this.timeBonus(buyer, forOrder);
    if (bonus) return { code: bonus.code, percentage: bonus.percentage, minimum: 0, country: '', source: 'time_bonus', expires: bonus.expires };
    if (buyer.retentionDiscount && !(await this.isUsed({ code: RETENTION_CODE, source: 'retention' }, buyer.memberId, forOrder))) {
      return { code: RETENTION_CODE, percentage: buyer.retentionDiscount, minimum: 0, country: '', source: 'retention', expires: null };
    }
    return null;
  }

  /** A typed code as a discount the buyer may use in `country` (its minimum then decides per bundle); its refusal thrown. */
  async typed(typedCode: string, buyer: DiscountBuyer, country: string, forOrder?: string): Promise<ActiveDiscountView> {
    const code = await this.code(normaliseDiscountCode(typedCode), buyer, country, undefined, forOrder);
    return { ...code, source: 'code', expires: null };
  }

  /**
   * The discount a purchase of `price` cents gets now: the best of the member's own and a typed code (see
   * bestDiscount), so a code never makes a bundle dearer. A typed code that cannot be used at all is refused with its
   * reason. A discount held by `forOrder` is still that order's to use: a copy of its request racing it sees the same.
   */
  async inForce(buyer: DiscountBuyer, country: string, price: number, { typedCode, forOrder }: { typedCode?: string; forOrder?: string } = {}): Promise<ActiveDiscountView | null> {
    const code = typedCode ? await this.typed(typedCode, buyer, country, forOrder) : null;
    const standing = await this.standing(buyer, forOrder);
    return bestDiscount(price, [standing, code].filter((discount) => discount !== null));
  }

  /** Why the welcome bonus is out of the prices (held by an unpaid order) or back in them (that order was not paid). */
  async timeBonusNote(buyer: DiscountBuyer): Promise<DiscountNoteView | null> {
    const use = await this.timeBonusUse(buyer.memberId);
    if (!use.offer || buyer.premium || use.redeemedBy !== null) return null;
    const { percentage } = use.offer;
    if (use.reservedBy !== null) {
      const placed = await this.placedOf(use.reservedBy);
      return placed && { kind: 'held', percentage, order_id: placed.orderId, order_number: placed.number, until: unpaidOrderExpiresAt(placed) };
    }
    if (use.releasedBy === null || !timeBonusRunning(use, this.clock.now().toISOString(), buyer.premium)) return null;
    const order = await this.streams.load(orderDecider, orderStreamId(use.releasedBy));
    const { placed, status } = order;
    if (!placed || (status !== 'failed' && status !== 'cancelled' && status !== 'expired')) return null;
    return { kind: 'returned', percentage, order_id: placed.orderId, order_number: placed.number, status };
  }

  /** Holds the discount for `orderId`; another order of the member holding or having used it gets ALREADY_USED. */
  reserve(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, orderId: string) {
    return this.use('ReserveDiscount', discount, memberId, orderId);
  }

  release(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, orderId: string) {
    return this.use('ReleaseDiscount', discount, memberId, orderId);
  }

  redeem(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, orderId: string) {
    return this.use('RedeemDiscount', discount, memberId, orderId);
  }

  /** Spec §4: the welcome bonus is offered at signup, for four hours from then. */
  async offerTimeBonus(memberId: string, signedUpAt: string): Promise<void> {
    await this.streams.decide(discountUseDecider, timeBonusStreamId(memberId), { type: 'OfferTimeBonus', data: { memberId, signedUpAt } });
  }

  private async use(
    type: 'ReserveDiscount' | 'ReleaseDiscount' | 'RedeemDiscount',
    discount: Pick<ActiveDiscountView, 'code' | 'source'>,
    memberId: string,
    orderId: string,
  ): Promise<void> {
    const code = discount.source === 'time_bonus' ? TIME_BONUS.code : discount.code;
    await this.streams.decide(discountUseDecider, useStreamOf(discount, memberId), { type, data: { code, memberId, orderId } });
  }

  private timeBonusUse(memberId: string) {
    return this.streams.load(discountUseDecider, timeBonusStreamId(memberId));
  }

  private async placedOf(orderId: string) {
    return (await this.streams.load(orderDecider, orderStreamId(orderId))).placed;
  }

  private async isUsed(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, forOrder?: string): Promise<boolean> {
    const state = await this.streams.load(discountUseDecider, useStreamOf(discount, memberId));
    return state.redeemedBy !== null || (state.reservedBy !== null && state.reservedBy !== forOrder);
  }

  private async requireUnused(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, forOrder?: string): Promise<void> {
    if (await this.isUsed(discount, memberId, forOrder)) throw new DomainError(DISCOUNT_ERRORS.ALREADY_USED);
  }
}
