import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';

/** Every session but the kept one (the member's own device when they changed it themselves) ends. */
export type PasswordChanged = Event<
  'PasswordChanged',
  { memberId: string; passwordHashRef: string; keptSessionHash: string | null; changedAt: string }
>;
export type EmailChangeRequested = Event<
  'EmailChangeRequested',
  { memberId: string; newEmail: Personal<string>; tokenId: string; expiresAt: string; requestedAt: string }
>;
export type EmailChanged = Event<'EmailChanged', { memberId: string; email: Personal<string>; changedAt: string }>;

/** How a member proves who they are after signup: the password and the e-mail address they log in with. */
export type CredentialsEvent = PasswordChanged | EmailChangeRequested | EmailChanged;

export const CREDENTIALS_EVENT_TYPES: readonly CredentialsEvent['type'][] = ['PasswordChanged', 'EmailChangeRequested', 'EmailChanged'];

export const credentialsStreamId = (memberId: string): string => `member-credentials-${memberId}`;

export const upcastCredentialsEvent = upcastOwnTypes<CredentialsEvent>(CREDENTIALS_EVENT_TYPES);
