import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';
import type { Language } from '../locale/locales.js';
import type { DeletionReason } from './account-deletion.rules.js';
import type { NotificationPreference, NotificationsDisabledReason } from './notification-preferences.js';

export interface TrackingData {
  readonly network?: string;
  readonly ref?: string;
  readonly sub1?: string;
  readonly sub2?: string;
  readonly sub3?: string;
}

export type MemberSignedUp = Event<
  'MemberSignedUp',
  {
    memberId: string;
    name: Personal<string>;
    email: Personal<string>;
    dateOfBirth: Personal<string>;
    /** The password hash lives outside the log (a secret has no place in analysts' exports). */
    passwordHashRef: string;
    language: Language;
    domain: string;
    country: string | null;
    tracking: TrackingData;
    signedUpAt: string;
    /** Demo members run by the site: shown with the site's fictional-profile disclosure. */
    fictional?: boolean;
  }
>;
/** `issuedAt` is absent on tokens issued at signup before resends existed; their expiry tells the time. */
export type ActivationTokenIssued = Event<'ActivationTokenIssued', { memberId: string; tokenId: string; expiresAt: string; issuedAt?: string }>;
export type MemberConfirmed = Event<'MemberConfirmed', { memberId: string; confirmedAt: string }>;
export type MemberLoggedIn = Event<'MemberLoggedIn', { memberId: string; sessionHash: string; expiresAt: string; loggedInAt: string }>;
export type MemberLoggedOut = Event<'MemberLoggedOut', { memberId: string; sessionHash: string; loggedOutAt: string }>;
export type MemberLanguageChanged = Event<'MemberLanguageChanged', { memberId: string; language: Language }>;
export type StaffRoleGranted = Event<'StaffRoleGranted', { memberId: string }>;
export type InvisibleModeChanged = Event<'InvisibleModeChanged', { memberId: string; invisible: boolean }>;
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
/** The browser's push subscription (endpoint and keys) as JSON: it identifies a device, so it is personal. */
export type PushSubscriptionSaved = Event<'PushSubscriptionSaved', { memberId: string; subscription: Personal<string>; savedAt: string }>;
export type NotificationPreferencesChanged = Event<
  'NotificationPreferencesChanged',
  { memberId: string; preferences: Partial<Record<NotificationPreference, boolean>> }
>;
export type NotificationsDisabled = Event<'NotificationsDisabled', { memberId: string; reason: NotificationsDisabledReason; disabledAt: string }>;
export type NotificationsEnabled = Event<'NotificationsEnabled', { memberId: string; enabledAt: string }>;
export type AccountDeletionRequested = Event<
  'AccountDeletionRequested',
  {
    memberId: string;
    reasons: DeletionReason[];
    comment: Personal<string> | null;
    reactivationTokenId: string;
    requestedAt: string;
    finalDeletionAt: string;
  }
>;
/** The alternative offered instead of deletion, accepted: a discount on the member's next credit purchase. */
export type RetentionDiscountGranted = Event<'RetentionDiscountGranted', { memberId: string; percentage: number; grantedAt: string }>;
export type AccountReactivated = Event<'AccountReactivated', { memberId: string; reactivatedAt: string }>;
/** The reactivation link goes out again: the mail reactor sends the mail of AccountDeletionRequested once more. */
export type ReactivationMailRequested = Event<
  'ReactivationMailRequested',
  { memberId: string; reactivationTokenId: string; finalDeletionAt: string; requestedAt: string }
>;
/** Final deletion: the member's key is destroyed and every read model forgets the member. */
export type AccountErased = Event<'AccountErased', { memberId: string; erasedAt: string }>;

export type MemberEvent =
  | MemberSignedUp
  | ActivationTokenIssued
  | MemberConfirmed
  | MemberLoggedIn
  | MemberLoggedOut
  | MemberLanguageChanged
  | StaffRoleGranted
  | InvisibleModeChanged
  | PasswordChanged
  | EmailChangeRequested
  | EmailChanged
  | PushSubscriptionSaved
  | NotificationPreferencesChanged
  | NotificationsDisabled
  | NotificationsEnabled
  | AccountDeletionRequested
  | AccountReactivated
  | AccountErased
  | ReactivationMailRequested
  | RetentionDiscountGranted;

export const MEMBER_EVENT_TYPES: readonly MemberEvent['type'][] = [
  'MemberSignedUp',
  'ActivationTokenIssued',
  'MemberConfirmed',
  'MemberLoggedIn',
  'MemberLoggedOut',
  'MemberLanguageChanged',
  'StaffRoleGranted',
  'InvisibleModeChanged',
  'PasswordChanged',
  'EmailChangeRequested',
  'EmailChanged',
  'PushSubscriptionSaved',
  'NotificationPreferencesChanged',
  'NotificationsDisabled',
  'NotificationsEnabled',
  'AccountDeletionRequested',
  'AccountReactivated',
  'AccountErased',
  'ReactivationMailRequested',
  'RetentionDiscountGranted',
];

export const memberStreamId = (memberId: string): string => `member-${memberId}`;

export const MEMBER_PERSONAL_DATA: PersonalDataPolicy = {
  MemberSignedUp: { subjectIdField: 'memberId', personalFields: ['name', 'email', 'dateOfBirth'] },
  EmailChangeRequested: { subjectIdField: 'memberId', personalFields: ['newEmail'] },
  EmailChanged: { subjectIdField: 'memberId', personalFields: ['email'] },
  PushSubscriptionSaved: { subjectIdField: 'memberId', personalFields: ['subscription'] },
  AccountDeletionRequested: { subjectIdField: 'memberId', personalFields: ['comment'] },
};
