export const ORDER_ERRORS = {
  BUNDLE_NOT_FOUND: 'ORDER.BUNDLE_NOT_FOUND',
  METHOD_NOT_OFFERED: 'ORDER.METHOD_NOT_OFFERED',
  /** iDEAL and EPS need the buyer's bank. */
  ISSUER_REQUIRED: 'ORDER.ISSUER_REQUIRED',
  NOT_FOUND: 'ORDER.NOT_FOUND',
  /** /credits/repeat-order without an earlier purchase whose card or mandate can pay again. */
  NO_MANDATE: 'ORDER.NO_MANDATE',
  /** Spec §8 'Betaling mislukt': the provider refused to start the payment. */
  PAYMENT_FAILED: 'ORDER.PAYMENT_FAILED',
  /** Direct debit needs a confirmed mandate from /directdebit first. */
  DIRECT_DEBIT_REQUIRED: 'ORDER.DIRECT_DEBIT_REQUIRED',
  /** A repeat order is refused while the member's last one is still waiting for its payment. */
  REPEAT_PENDING: 'ORDER.REPEAT_PENDING',
} as const;

export const DISCOUNT_ERRORS = {
  /** Spec §5 'Code niet gevonden'. */
  NOT_FOUND: 'DISCOUNT.NOT_FOUND',
  /** Spec §5 'Code reeds gebruikt'. */
  ALREADY_USED: 'DISCOUNT.ALREADY_USED',
  /** The bundle is below the code's minimum order value (`details.minimum` cents, `details.currency`). */
  BELOW_MINIMUM: 'DISCOUNT.BELOW_MINIMUM',
  /** The code is for buyers of another country. */
  OTHER_COUNTRY: 'DISCOUNT.OTHER_COUNTRY',
  /** The welcome bonus has run out, was used, or the member has paid before. */
  TIME_BONUS_UNAVAILABLE: 'DISCOUNT.TIME_BONUS_UNAVAILABLE',
} as const;

export const WALLET_ERRORS = {
  /** Spec §8 insufficient credits alert. */
  INSUFFICIENT_CREDITS: 'WALLET.INSUFFICIENT_CREDITS',
} as const;
