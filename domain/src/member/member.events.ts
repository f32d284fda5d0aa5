import type { Event } from '../kernel/message.js';
import type { PersonalDataPolicy } from '../kernel/personal-data.js';
import { ACCOUNT_EVENT_TYPES, accountStreamId, type AccountEvent } from '../account/account.events.js';
import { CREDENTIALS_EVENT_TYPES, credentialsStreamId, type CredentialsEvent } from '../credentials/credentials.events.js';
import {
  NOTIFICATION_SETTINGS_EVENT_TYPES,
  notificationSettingsStreamId,
  type NotificationSettingsEvent,
} from '../notification-settings/notification-settings.events.js';
import type { RegistrationEvent } from '../registration/registration.events.js';

/**
 * A member is four small aggregates, each with its own stream: registration (`member-<id>`), credentials, account
 * and notification settings. Read models and reactors see them together as member events.
 */
export type MemberEvent = RegistrationEvent | CredentialsEvent | AccountEvent | NotificationSettingsEvent;

/**
 * Logins and logouts were once recorded in the member's stream, which then grew with every login and was folded on
 * every request. Sessions now live in a table; these events remain only in logs written before, moved out of the
 * member's stream by the split migration; only the member's data export still shows them.
 */
export type LegacySessionEvent = MemberLoggedIn | MemberLoggedOut;
/** Legacy: the member logged in and a session began (sessions now live in a table, not in the log). */
export type MemberLoggedIn = Event<'MemberLoggedIn', { memberId: string; sessionHash: string; expiresAt: string; loggedInAt: string }>;
/** Legacy: the member logged out and the session ended (sessions now live in a table, not in the log). */
export type MemberLoggedOut = Event<'MemberLoggedOut', { memberId: string; sessionHash: string; loggedOutAt: string }>;
export const LEGACY_SESSION_EVENT_TYPES: readonly LegacySessionEvent['type'][] = ['MemberLoggedIn', 'MemberLoggedOut'];
export const legacySessionsStreamId = (memberId: string): string => `member-sessions-legacy-${memberId}`;

const prefixesOf = (types: readonly string[], streamOf: (memberId: string) => string) => types.map((type) => [type, streamOf('')] as const);

/**
 * Until the split, all of a member's events lived in one stream, `member-<id>`, which is now the registration's.
 * Where each other type belongs since: the prefix of its stream, followed by the member id. The split migration
 * moves legacy events accordingly.
 */
export const SPLIT_MEMBER_STREAM_PREFIXES: Readonly<Record<string, string>> = Object.fromEntries([
  ...prefixesOf(CREDENTIALS_EVENT_TYPES, credentialsStreamId),
  ...prefixesOf(ACCOUNT_EVENT_TYPES, accountStreamId),
  ...prefixesOf(NOTIFICATION_SETTINGS_EVENT_TYPES, notificationSettingsStreamId),
  ...prefixesOf(LEGACY_SESSION_EVENT_TYPES, legacySessionsStreamId),
]);

export const MEMBER_PERSONAL_DATA: PersonalDataPolicy = {
  MemberSignedUp: { subjectIdField: 'memberId', personalFields: ['name', 'email', 'dateOfBirth', 'signupMessage'] },
  EmailChangeRequested: { subjectIdField: 'memberId', personalFields: ['newEmail'] },
  EmailChanged: { subjectIdField: 'memberId', personalFields: ['email'] },
  PushSubscriptionSaved: { subjectIdField: 'memberId', personalFields: ['subscription'] },
  PushSubscriptionRemoved: { subjectIdField: 'memberId', personalFields: ['endpoint'] },
  AccountDeletionRequested: { subjectIdField: 'memberId', personalFields: ['comment'] },
};
