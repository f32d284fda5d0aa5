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
