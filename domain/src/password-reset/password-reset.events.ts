import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';
import type { Language } from '../locale/locales.js';

/**
 * Someone asked for a password reset for an address: a reset link went to it (for an unknown address, a mail saying no
 * account was found), good until `expiresAt`.
 */
export type PasswordResetRequested = Event<
  'PasswordResetRequested',
  {
    addressDigest: string;
    /** Whose key encrypts the address: the member's, or the address's own when no account has it. */
    dataSubjectId: string;
    email: Personal<string>;
    memberId: string | null;
    language: Language;
    domain: string;
    tokenId: string;
    requestedAt: string;
    expiresAt: string;
  }
>;
/** The newest reset link was used to set a new password: it cannot be used again. */
export type PasswordResetCompleted = Event<'PasswordResetCompleted', { addressDigest: string; tokenId: string; completedAt: string }>;
/**
 * Password-reset mails of one address (stream per keyed digest of the address). Known and unknown addresses
 * are handled alike, so neither the answer nor the daily limit tells a stranger whether an account exists:
 * an unknown address gets a mail saying no account was found.
 */
export type PasswordResetEvent = PasswordResetRequested | PasswordResetCompleted;

export const PASSWORD_RESET_EVENT_TYPES: readonly PasswordResetEvent['type'][] = ['PasswordResetRequested', 'PasswordResetCompleted'];

export const passwordResetStreamId = (addressDigest: string): string => `password-reset-${addressDigest}`;
/**
 * The key subject of one request for an address without account. A key per request, not per address: erasing a
 * member destroys these keys of their addresses, and a later request for the same address must still be readable.
 */
export const addressDataSubjectId = (addressDigest: string, tokenId: string): string => `address-${addressDigest}-${tokenId}`;

export const PASSWORD_RESET_PERSONAL_DATA: PersonalDataPolicy = {
  PasswordResetRequested: { subjectIdField: 'dataSubjectId', personalFields: ['email'] },
};
