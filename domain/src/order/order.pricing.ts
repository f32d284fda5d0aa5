import type { OrderDiscount, OrderPrice } from './order.events.js';

/**
 * The price of a bundle after a discount, in integer cents: the discount rounds down to a whole cent (the buyer
 * never pays more than the percentage promises), and the VAT inside a gross amount is amount × rate / (100 + rate),
 * rounded half up.
 */
export const priceOrder = (price: number, currency: string, vatPercentage: number, discount: Pick<OrderDiscount, 'percentage'> | null): OrderPrice => {
  const discountAmount = discount ? Math.floor((price * discount.percentage) / 100) : 0;
  const amount = price - discountAmount;
  const vatAmount = vatPercentage > 0 ? Math.round((amount * vatPercentage) / (100 + vatPercentage)) : 0;
  return { price, discountAmount, amount, vatPercentage, vatAmount, currency };
};

/** How many of an order's credits a refunded or charged-back sum stands for: in proportion, rounded up (a full refund takes all). */
export const creditsForReversal = (credits: number, amount: number, reversedCents: number): number =>
  amount <= 0 ? 0 : Math.min(credits, Math.ceil((credits * Math.min(reversedCents, amount)) / amount));
