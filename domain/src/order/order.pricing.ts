import type { OrderDiscount, OrderPrice } from './order.events.js';

/** The VAT inside a gross amount, amount × rate / (100 + rate), rounded half up, in integers only (rates like 25.5 % as basis points). */
export const vatInside = (amount: number, vatPercentage: number): number => {
  const basisPoints = Math.round(vatPercentage * 100);
  const divisor = 10_000 + basisPoints;
  return Math.floor((2 * amount * basisPoints + divisor) / (2 * divisor));
};

/**
 * The price of a bundle after a discount, in integer cents: the discount rounds down to a whole cent (the buyer
 * never pays more than the percentage promises, percentages are whole numbers).
 */
export const priceOrder = (price: number, currency: string, vatPercentage: number, discount: Pick<OrderDiscount, 'percentage'> | null): OrderPrice => {
  const discountAmount = discount ? Math.floor((price * discount.percentage) / 100) : 0;
  const amount = price - discountAmount;
  return { price, discountAmount, amount, vatPercentage, vatAmount: vatInside(amount, vatPercentage), currency };
};

/** How many of an order's credits a refunded or charged-back sum stands for: in proportion, rounded up (a full refund takes all). */
export const creditsForReversal = (credits: number, amount: number, reversedCents: number): number =>
  amount <= 0 ? 0 : Math.min(credits, Math.ceil((credits * Math.min(reversedCents, amount)) / amount));

/** What a discount takes off a bundle of `price` cents: nothing below its minimum. */
export const discountOff = (price: number, discount: { readonly percentage: number; readonly minimum: number }): number =>
  price >= discount.minimum ? Math.floor((price * discount.percentage) / 100) : 0;

/**
 * The discount that takes the most off a bundle of `price` cents among those the buyer may use (each already checked
 * for its country and single use), or null when none takes anything off. The buyer never gets less than the best
 * one: a smaller code does not replace the welcome bonus, a code's minimum only decides where the code applies.
 * On a tie the one listed first wins (callers list a running-out bonus before a code, which then stays unused).
 */
export const bestDiscount = <T extends { readonly percentage: number; readonly minimum: number }>(price: number, candidates: readonly T[]): T | null => {
  let best: T | null = null;
  for (const candidate of candidates) {
    const off = discountOff(price, candidate);
    if (off > 0 && (best === null || off > discountOff(price, best))) best = candidate;
  }
  return best;
};

/**
 * The lowest price of one message among the bundles offered, in cents of their currency: each bundle's price after
 * its discount, for the credits a message costs, rounded down (a "from" price is never above what a bundle charges).
 */
export const cheapestMessagePrice = (bundles: readonly { readonly credits: number; readonly discounted_price: number }[], messageCredits: number): number | null =>
  bundles.reduce<number | null>((cheapest, bundle) => {
    const each = Math.floor((bundle.discounted_price * messageCredits) / bundle.credits);
    return cheapest === null || each < cheapest ? each : cheapest;
  }, null);
