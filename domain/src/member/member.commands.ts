import type { Command } from '../kernel/message.js';
import type { Language } from '../locale/locales.js';
import type { DeletionReason } from './account-deletion.rules.js';
import type { TrackingData } from './member.events.js';
import type { NotificationPreference, NotificationsDisabledReason } from './notification-preferences.js';

export type SignUp = Command<
  'SignUp',
  {
    memberId: string;
    name: string;
    email: string;
    dateOfBirth: string;
    passwordHashRef: string;
    language: Language;
    domain: string;
    country: string | null;
    tracking: TrackingData;
    activationTokenId: string;
    fictional?: boolean;
  }
>;
export type ConfirmMember = Command<'ConfirmMember', { tokenId: string }>;
/** The password is checked outside the domain (hashing is I/O-heavy); the decider records the outcome. */
export type LogIn = Command<'LogIn', { sessionHash: string; passwordVerified: boolean }>;
export type LogOut = Command<'LogOut', { sessionHash: string }>;
export type ChangeLanguage = Command<'ChangeLanguage', { language: string }>;
export type GrantStaffRole = Command<'GrantStaffRole', Record<string, never>>;
export type ChangeInvisibleMode = Command<'ChangeInvisibleMode', { invisible: boolean }>;

/** Resend: a new activation token replaces the pending one. */
export type IssueActivationToken = Command<'IssueActivationToken', { tokenId: string }>;
/**
 * The old password (or the reset link) is checked outside the domain; the new hash is stored outside the log.
 * `keptSessionHash`: the session that made the change stays open, every other one ends.
 */
export type ChangePassword = Command<'ChangePassword', { passwordHashRef: string; keptSessionHash: string | null }>;
export type RequestEmailChange = Command<'RequestEmailChange', { newEmail: string; tokenId: string }>;
/** The new address is claimed for this member (its claim stream) before the change is confirmed here. */
export type ConfirmEmailChange = Command<'ConfirmEmailChange', { tokenId: string }>;
export type SavePushSubscription = Command<'SavePushSubscription', { subscription: string }>;
export type ChangeNotificationPreferences = Command<
  'ChangeNotificationPreferences',
  { preferences: Partial<Record<NotificationPreference, boolean>> }
>;
export type DisableNotifications = Command<'DisableNotifications', { reason: NotificationsDisabledReason }>;
export type EnableNotifications = Command<'EnableNotifications', Record<string, never>>;
export type RequestAccountDeletion = Command<
  'RequestAccountDeletion',
  { reasons: DeletionReason[]; comment: string | null; reactivationTokenId: string }
>;
export type ReactivateAccount = Command<'ReactivateAccount', { tokenId: string }>;
export type EraseAccount = Command<'EraseAccount', Record<string, never>>;
/** The mail with the reactivation link again (the first one got lost): same link, valid until final deletion. */
/** `percentage`: the company's delete_discount at the moment of the offer. */
export type AcceptRetentionOffer = Command<'AcceptRetentionOffer', { percentage: number }>;
export type RequestReactivationMail = Command<'RequestReactivationMail', Record<string, never>>;

export type MemberCommand =
  | SignUp
  | ConfirmMember
  | LogIn
  | LogOut
  | ChangeLanguage
  | GrantStaffRole
  | ChangeInvisibleMode
  | IssueActivationToken
  | ChangePassword
  | RequestEmailChange
  | ConfirmEmailChange
  | SavePushSubscription
  | ChangeNotificationPreferences
  | DisableNotifications
  | EnableNotifications
  | RequestAccountDeletion
  | ReactivateAccount
  | EraseAccount
  | RequestReactivationMail
  | AcceptRetentionOffer;
