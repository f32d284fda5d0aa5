import { CARD_BRANDS, type PaymentMethod } from '@dating/domain';
import type { ProviderPaymentStatus } from './payment-provider.port.js';

/**
 * Our method ids as Mollie names them: the spec's spelling `prezelewy24` is Mollie's `przelewy24`, SEPA direct
 * debit and bank transfer have their own names, and every card brand is paid as a `creditcard`.
 */
const MOLLIE_NAMES: Partial<Record<PaymentMethod, string>> = {
  sdd: 'directdebit',
  sct: 'banktransfer',
  prezelewy24: 'przelewy24',
};

export const toMollieMethod = (method: PaymentMethod): string => (CARD_BRANDS.includes(method) ? 'creditcard' : (MOLLIE_NAMES[method] ?? method));

/** Back from Mollie's name to ours, for payments whose method the buyer picked on Mollie's page. */
export const fromMollieMethod = (method: string | null | undefined): PaymentMethod | null => {
  if (!method) return null;
  const ours = Object.entries(MOLLIE_NAMES).find(([, mollie]) => mollie === method)?.[0];
  return (ours ?? method) as PaymentMethod;
};

// ISO 4217 currencies without minor units among those a site could sell in.
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'ISK', 'HUF']);

const decimalsOf = (currency: string) => (ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2);

/** Integer minor units to Mollie's decimal string ("12.34"), without floating point. */
export const toMollieAmount = (cents: number, currency: string): { currency: string; value: string } => {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in minor units: ${cents}`);
  const decimals = decimalsOf(currency);
  if (decimals === 0) return { currency, value: String(cents) };
  const digits = String(cents).padStart(decimals + 1, '0');
  return { currency, value: `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` };
};

/** Mollie's decimal string back to integer minor units, read digit by digit. */
export const fromMollieAmount = (amount: { currency: string; value: string } | null | undefined): number => {
  if (!amount) return 0;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.value);
  if (!match) throw new RangeError(`Not a Mollie amount: ${amount.value}`);
  const decimals = decimalsOf(amount.currency);
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  if (fraction.length > decimals) throw new RangeError(`More decimals than ${amount.currency} has: ${amount.value}`);
  return Number(match[1]) * 10 ** decimals + Number(fraction || '0');
};

/** Mollie's payment statuses in the port's words; an authorized card payment is not paid yet. */
export const fromMollieStatus = (status: string): ProviderPaymentStatus => {
  switch (status) {
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
    case 'open':
    case 'pending':
      return status;
    case 'authorized':
      return 'pending';
    default:
      throw new Error(`Unknown Mollie payment status: ${status}`);
  }
};
