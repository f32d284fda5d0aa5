import { Inject, Injectable } from '@nestjs/common';
import {
  checkDiscountCode,
  DISCOUNT_ERRORS,
  discountCodeDecider,
  discountCodeStreamId,
  discountUseDecider,
  discountUseStreamId,
  DomainError,
  normaliseDiscountCode,
  TIME_BONUS,
  timeBonusRunning,
  timeBonusStreamId,
  type ActiveDiscountView,
  type DiscountCodeView,
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
 * Which discount a purchase gets and its single use: a typed code (checked against its country and minimum),
 * else the welcome time bonus while it runs, else the retention offer. A discount is reserved by the order that
 * uses it, so two tabs racing with one code end with one order discounted and the other told it was used.
 */
@Injectable()
export class Discounts {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /api/discountcode.php?code=: the code if this buyer may use it on a bundle of `price` cents in `country`. */
  async code(code: string, buyer: DiscountBuyer, country: string, price: number, forOrder?: string): Promise<DiscountCodeView> {
    const state = await this.streams.load(discountCodeDecider, discountCodeStreamId(code));
    const definition = checkDiscountCode(state, { country, price });
    await this.requireUnused({ code: definition.code, source: 'code' }, buyer.memberId, forOrder);
    return { code: definition.code, percentage: definition.percentage, minimum: definition.minimum, country: definition.country };
  }

  /** The welcome time bonus while it runs for this buyer (spec §4), else undefined. */
  async timeBonus(buyer: DiscountBuyer, forOrder?: string): Promise<TimeBonusView | undefined> {
    const state = await this.streams.load(discountUseDecider, timeBonusStreamId(buyer.memberId));
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

  /**
   * The discount a purchase of `price` cents gets now; a typed code that cannot be used is refused with its reason.
   * A discount held by `forOrder` is still that order's to use: a copy of its request racing it sees the same.
   */
  async inForce(buyer: DiscountBuyer, country: string, price: number, { typedCode, forOrder }: { typedCode?: string; forOrder?: string } = {}): Promise<ActiveDiscountView | null> {
    if (typedCode) {
      const code = await this.code(normaliseDiscountCode(typedCode), buyer, country, price, forOrder);
      return { code: code.code, percentage: code.percentage, minimum: code.minimum, source: 'code', expires: null };
    }
    const bonus = await this.timeBonus(buyer, forOrder);
    if (bonus) return { code: bonus.code, percentage: bonus.percentage, minimum: 0, source: 'time_bonus', expires: bonus.expires };
    if (buyer.retentionDiscount && !(await this.isUsed({ code: RETENTION_CODE, source: 'retention' }, buyer.memberId, forOrder))) {
      return { code: RETENTION_CODE, percentage: buyer.retentionDiscount, minimum: 0, source: 'retention', expires: null };
    }
    return null;
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

  private async isUsed(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, forOrder?: string): Promise<boolean> {
    const state = await this.streams.load(discountUseDecider, useStreamOf(discount, memberId));
    return state.redeemedBy !== null || (state.reservedBy !== null && state.reservedBy !== forOrder);
  }

  private async requireUnused(discount: Pick<ActiveDiscountView, 'code' | 'source'>, memberId: string, forOrder?: string): Promise<void> {
    if (await this.isUsed(discount, memberId, forOrder)) throw new DomainError(DISCOUNT_ERRORS.ALREADY_USED);
  }
}
