/**
 * Spec §3 payment methods, by the ids the site has always used. giropay (ended by its scheme in June 2024) and
 * sofort (retired by its provider) are left out: no provider accepts them any more, so offering them would only
 * produce failed orders.
 */
export const PAYMENT_METHODS = [
  'sdd', 'prezelewy24', 'postepay', 'blik', 'sct', 'mastercard', 'visa', 'creditcard', 'nexi', 'cartebancaire',
  'dankort', 'mobilepay', 'swish', 'twint', 'satispay', 'vipps', 'ideal', 'bancontact', 'applepay', 'paysafecard',
  'maestro', 'paypal', 'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** Card brands: a provider takes them all as a card payment; the brand only tells the buyer which logo to look for. */
export const CARD_BRANDS: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro', 'nexi', 'cartebancaire', 'dankort', 'postepay'];

/** Methods a card on file can pay again without the buyer (a recurring payment on a mandate). */
export const RECURRING_METHODS: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro', 'paypal', 'sdd'];

/** Where the buyer picks a bank before paying (the provider lists the issuers). */
export const METHODS_WITH_ISSUERS: readonly PaymentMethod[] = ['ideal', 'eps'];

const EVERYWHERE: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'paysafecard', 'sct'];

/** The local methods buyers of each country expect, first, then the ones offered everywhere. */
const LOCAL_METHODS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ['ideal', 'sdd', 'bancontact', 'maestro'],
  BE: ['bancontact', 'ideal', 'sdd', 'maestro'],
  DE: ['sdd', 'maestro'],
  AT: ['eps', 'sdd', 'maestro'],
  CH: ['twint'],
  DK: ['dankort', 'mobilepay'],
  FI: ['mobilepay'],
  FR: ['cartebancaire', 'sdd'],
  IT: ['satispay', 'postepay', 'nexi', 'sdd'],
  ES: ['sdd'],
  NO: ['vipps'],
  PL: ['blik', 'prezelewy24'],
  SE: ['swish'],
  GB: ['maestro'],
  IE: ['sdd'],
};

/** The methods offered to a buyer in `country` (ISO 3166 alpha-2), local ones first. */
export const paymentMethodsFor = (country: string): PaymentMethod[] => [
  ...new Set([...(LOCAL_METHODS[country.toUpperCase()] ?? []), ...EVERYWHERE]),
];
