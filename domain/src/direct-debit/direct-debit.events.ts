import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';

/** Spec §3 direct-debit form, the account the mandate is for. */
export interface DirectDebitDetails {
  readonly accountHolder: string;
  /** Electronic format, no spaces, upper case. */
  readonly iban: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zip: string;
  readonly city: string;
  /** E.164 mobile number the SMS code goes to. */
  readonly phone: string;
}

/**
 * What the mandate keeps of the account besides the sealed details: masked forms to show, and keyed digests to
 * match against the staff's block list. The state (which snapshots may hold) is built from these only.
 */
export interface DirectDebitAccountTrace {
  readonly ibanMasked: string;
  readonly phoneMasked: string;
  readonly ibanDigest: string;
  readonly phoneDigest: string;
}

/** The member filled in the direct-debit form: an SMS code to confirm the mandate went to their mobile number. */
export type DirectDebitCodeSent = Event<
  'DirectDebitCodeSent',
  { memberId: string; details: Personal<DirectDebitDetails>; account: DirectDebitAccountTrace; codeHash: string; expiresAt: string; sentAt: string }
>;
/** A wrong SMS code was entered for the mandate: it counts as one of its tries. */
export type DirectDebitCodeRejected = Event<'DirectDebitCodeRejected', { memberId: string; at: string }>;
/** The right SMS code was entered in time: the mandate is confirmed and orders may be paid by direct debit. */
export type DirectDebitConfirmed = Event<'DirectDebitConfirmed', { memberId: string; confirmedAt: string }>;
/** An order paid by direct debit, counted against the month's limit (`month`: YYYY-MM). */
export type DirectDebitCharged = Event<'DirectDebitCharged', { memberId: string; orderId: string; amount: number; currency: string; month: string }>;

export type DirectDebitEvent = DirectDebitCodeSent | DirectDebitCodeRejected | DirectDebitConfirmed | DirectDebitCharged;

export const DIRECT_DEBIT_EVENT_TYPES: readonly DirectDebitEvent['type'][] = ['DirectDebitCodeSent', 'DirectDebitCodeRejected', 'DirectDebitConfirmed', 'DirectDebitCharged'];

export const DIRECT_DEBIT_PERSONAL_DATA: PersonalDataPolicy = {
  DirectDebitCodeSent: { subjectIdField: 'memberId', personalFields: ['details'] },
};

/** One stream per member: the mandate, its SMS confirmation and this month's direct-debit total. */
export const directDebitStreamId = (memberId: string): string => `direct-debit-${memberId}`;

/** A code is good for ten minutes and five tries. */
export const DIRECT_DEBIT_CODE = { lifetimeMinutes: 10, maxTries: 5, digits: 6 } as const;

export interface DirectDebitMandate {
  readonly pending: { readonly account: DirectDebitAccountTrace; readonly codeHash: string; readonly expiresAt: string; readonly tries: number } | null;
  readonly confirmed: { readonly account: DirectDebitAccountTrace; readonly confirmedAt: string } | null;
  /** Only the current month is kept, so the state does not grow with each order. */
  readonly month: { readonly key: string; readonly total: number; readonly orderIds: readonly string[] };
}

export const initialDirectDebitMandate: DirectDebitMandate = { pending: null, confirmed: null, month: { key: '', total: 0, orderIds: [] } };

export const evolveDirectDebitMandate = (state: DirectDebitMandate, event: DirectDebitEvent): DirectDebitMandate => {
  switch (event.type) {
    case 'DirectDebitCodeSent':
      return { ...state, pending: { account: event.data.account, codeHash: event.data.codeHash, expiresAt: event.data.expiresAt, tries: 0 } };
    case 'DirectDebitCodeRejected':
      return state.pending ? { ...state, pending: { ...state.pending, tries: state.pending.tries + 1 } } : state;
    case 'DirectDebitConfirmed':
      return state.pending ? { ...state, pending: null, confirmed: { account: state.pending.account, confirmedAt: event.data.confirmedAt } } : state;
    case 'DirectDebitCharged': {
      const month = state.month.key === event.data.month ? state.month : { key: event.data.month, total: 0, orderIds: [] };
      return { ...state, month: { key: month.key, total: month.total + event.data.amount, orderIds: [...month.orderIds, event.data.orderId] } };
    }
  }
};
