import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

export const DIRECT_DEBIT_FIELD_ERRORS = {
  IBAN_INVALID: 'DIRECT_DEBIT.IBAN_INVALID',
  PHONE_INVALID: 'DIRECT_DEBIT.PHONE_INVALID',
} as const;

/** An IBAN as people type it (spaces, lower case) in its electronic form, if its checksum holds. */
export const normalisedIban = (typed: string): string | undefined => {
  const iban = electronicFormatIBAN(typed) ?? '';
  return isValidIBAN(iban) ? iban : undefined;
};

/** A mobile number in E.164, read in the buyer's country unless it starts with +; landlines are refused (the code comes by SMS). */
export const normalisedMobile = (typed: string, country: string): string | undefined => {
  const number = parsePhoneNumberFromString(typed, country.toUpperCase() as never);
  if (!number?.isValid()) return undefined;
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? number.number : undefined;
};

const text = (max: number) => requestText(max).trim().min(1);

/** POST /api/directdebit.php: spec §3 direct-debit form (the code comes in a second step). */
export const directDebitRequestSchema = z.strictObject({
  account_holder: text(100),
  iban: requestText(50).refine((value) => normalisedIban(value) !== undefined, { message: DIRECT_DEBIT_FIELD_ERRORS.IBAN_INVALID }),
  street: text(100),
  house_number: requestText(12).trim().min(1).regex(/^[0-9A-Za-z \-/]+$/),
  zip: requestText(10).trim().min(3).regex(/^[0-9A-Za-z -]+$/),
  city: text(80),
  phone: requestText(20).trim().min(6).regex(/^[+0-9 ()-]+$/),
  /** The country the phone number is read in when it has no +; the buyer's. */
  country: requestText(2).regex(/^[A-Z]{2}$/),
}).superRefine((form, context) => {
  if (!normalisedMobile(form.phone, form.country)) context.addIssue({ code: 'custom', path: ['phone'], message: DIRECT_DEBIT_FIELD_ERRORS.PHONE_INVALID });
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;

/** POST /api/directdebit-confirm.php */
export const directDebitConfirmRequestSchema = z.strictObject({ otp: requestText(20).trim().regex(/^\d{6}$/) });

/** GET /api/directdebit.php */
export interface DirectDebitView {
  status: 'none' | 'code_sent' | 'confirmed';
  /** Only the country code and last two digits: the full IBAN never leaves the server again. */
  iban_masked: string | null;
  /** Where the last code went, masked the same way. */
  phone_masked: string | null;
}

export const maskIban = (iban: string): string => `${iban.slice(0, 2)}•• •••• •••• ${iban.slice(-2)}`;
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}••••${phone.slice(-2)}`;
