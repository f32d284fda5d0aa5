import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { DISCOUNT_ERRORS } from '../order/order.errors.js';
import type { DiscountCodeCommand, DiscountUseCommand } from './discount.commands.js';
import {
  evolveDiscountCode,
  evolveDiscountUse,
  initialDiscountCode,
  initialDiscountUse,
  normaliseDiscountCode,
  TIME_BONUS,
  type DiscountCode,
  type DiscountCodeEvent,
  type DiscountUse,
  type DiscountUseEvent,
} from './discount.events.js';

export const DISCOUNT_RULE_ERRORS = {
  CODE_EXISTS: 'DISCOUNT.CODE_EXISTS',
  INVALID_PERCENTAGE: 'DISCOUNT.INVALID_PERCENTAGE',
} as const;

const decideDiscountCode = (command: DiscountCodeCommand, state: DiscountCode): DiscountCodeEvent[] => {
  switch (command.type) {
    case 'CreateDiscountCode': {
      const { percentage, minimum, country, staffId } = command.data;
      if (state.definition) throw new DomainError(DISCOUNT_RULE_ERRORS.CODE_EXISTS);
      if (!Number.isInteger(percentage) || percentage < 1 || percentage > 100 || !Number.isInteger(minimum) || minimum < 0) {
        throw new DomainError(DISCOUNT_RULE_ERRORS.INVALID_PERCENTAGE);
      }
      const code = normaliseDiscountCode(command.data.code);
      return [{ type: 'DiscountCodeCreated', data: { code, percentage, minimum, country: country.toUpperCase(), createdBy: staffId, at: command.metadata.now } }];
    }
    case 'DisableDiscountCode':
      if (!state.definition) throw new DomainError(DISCOUNT_ERRORS.NOT_FOUND);
      return state.disabled ? [] : [{ type: 'DiscountCodeDisabled', data: { code: state.definition.code, disabledBy: command.data.staffId, at: command.metadata.now } }];
    default:
      return assertNever(command);
  }
};

export const discountCodeDecider: Decider<DiscountCodeCommand, DiscountCodeEvent, DiscountCode> = {
  initialState: initialDiscountCode,
  evolve: evolveDiscountCode,
  decide: decideDiscountCode,
};

/**
 * Whether a defined code may be used by a buyer in `country` (and, given a `price` in cents, on a bundle of that
 * price); throws the reason it may not. Without a price the minimum only decides which bundles it applies to.
 */
export const checkDiscountCode = (state: DiscountCode, purchase: { country: string; price?: number }): NonNullable<DiscountCode['definition']> => {
  const { definition } = state;
  if (!definition || state.disabled) throw new DomainError(DISCOUNT_ERRORS.NOT_FOUND);
  if (definition.country && definition.country !== purchase.country.toUpperCase()) throw new DomainError(DISCOUNT_ERRORS.OTHER_COUNTRY);
  if (purchase.price !== undefined && purchase.price < definition.minimum) throw new DomainError(DISCOUNT_ERRORS.BELOW_MINIMUM, { minimum: definition.minimum });
  return definition;
};

const addSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

const decideDiscountUse = (command: DiscountUseCommand, state: DiscountUse): DiscountUseEvent[] => {
  switch (command.type) {
    case 'OfferTimeBonus': {
      if (state.offer) return [];
      const { memberId, signedUpAt } = command.data;
      return [{ type: 'TimeBonusOffered', data: { memberId, code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, expiresAt: addSeconds(signedUpAt, TIME_BONUS.windowSeconds) } }];
    }
    case 'ReserveDiscount': {
      const { orderId } = command.data;
      if (state.reservedBy === orderId) return [];
      if (state.redeemedBy !== null || state.reservedBy !== null) throw new DomainError(DISCOUNT_ERRORS.ALREADY_USED);
      return [{ type: 'DiscountReserved', data: command.data }];
    }
    case 'ReleaseDiscount':
      return state.reservedBy === command.data.orderId ? [{ type: 'DiscountReleased', data: command.data }] : [];
    case 'RedeemDiscount':
      // An order is paid once; its discount is then used, even if a release raced ahead of the payment.
      return state.redeemedBy === command.data.orderId ? [] : [{ type: 'DiscountRedeemed', data: command.data }];
    default:
      return assertNever(command);
  }
};

export const discountUseDecider: Decider<DiscountUseCommand, DiscountUseEvent, DiscountUse> = {
  initialState: initialDiscountUse,
  evolve: evolveDiscountUse,
  decide: decideDiscountUse,
};
