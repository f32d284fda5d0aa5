import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';

/**
 * The member's password was changed (by the member, or through a reset link): every session but the kept one (the
 * member's own device when they changed it themselves) ends.
 */
export type PasswordChanged = Event<
  'PasswordChanged',
  { memberId: string; passwordHashRef: string; keptSessionHash: string | null; changedAt: string }
>;
/** The member asked to log in with another address: a confirmation link went to `newEmail`, good until `expiresAt`. */
export type EmailChangeRequested = Event<
  'EmailChangeRequested',
  { memberId: string; newEmail: Personal<string>; tokenId: string; expiresAt: string; requestedAt: string }
>;
/** The member confirmed the new address by its link: they log in with it and mail goes there from now on. */
export type EmailChanged = Event<'EmailChanged', { memberId: string; email: Personal<string>; changedAt: string }>;

/** How a member proves who they are after signup: the password and the e-mail address they log in with. */
export type CredentialsEvent = PasswordChanged | EmailChangeRequested | EmailChanged;

export const CREDENTIALS_EVENT_TYPES: readonly CredentialsEvent['type'][] = ['PasswordChanged', 'EmailChangeRequested', 'EmailChanged'];

export const credentialsStreamId = (memberId: string): string => `member-credentials-${memberId}`;

export const upcastCredentialsEvent = upcastOwnTypes<CredentialsEvent>(CREDENTIALS_EVENT_TYPES);
