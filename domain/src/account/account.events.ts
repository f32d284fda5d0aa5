import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';
import type { Language } from '../locale/locales.js';
import type { DeletionReason } from '../member/account-deletion.rules.js';
import type { ReportReason } from '../report/report.rules.js';

/** The member chose another language for the site and its mails than the one they signed up in. */
export type MemberLanguageChanged = Event<'MemberLanguageChanged', { memberId: string; language: Language }>;
/** The member became staff: they may use the staff pages (photo moderation, reports, money, traffic). */
export type StaffRoleGranted = Event<'StaffRoleGranted', { memberId: string }>;
/** The member turned invisible mode on or off: while on, lists and searches leave them out, but they still chat. */
export type InvisibleModeChanged = Event<'InvisibleModeChanged', { memberId: string; invisible: boolean }>;
/**
 * The member asked to delete their account: it is closed at once, can be reactivated by the mailed link until
 * `finalDeletionAt`, and is erased then.
 */
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
/** The member followed the reactivation link before final deletion: the account is in use again. */
export type AccountReactivated = Event<'AccountReactivated', { memberId: string; reactivatedAt: string }>;
/** The reactivation link goes out again: the mail reactor sends the mail of AccountDeletionRequested once more. */
export type ReactivationMailRequested = Event<
  'ReactivationMailRequested',
  { memberId: string; reactivationTokenId: string; finalDeletionAt: string; requestedAt: string }
>;
/**
 * Staff shut the member out: sessions end, login is refused, and nobody sees the member any more. `reportId` names the
 * report that led to it (null for a ban without one).
 */
export type MemberBanned = Event<'MemberBanned', { memberId: string; bannedBy: string; reportId: string | null; reason: ReportReason; bannedAt: string }>;
/** Final deletion: the member's key is destroyed and every read model forgets the member. */
export type AccountErased = Event<'AccountErased', { memberId: string; erasedAt: string }>;

/** The account as a whole: its settings, its role, and its way out (deletion, reactivation, final erasure). */
export type AccountEvent =
  | MemberLanguageChanged
  | StaffRoleGranted
  | InvisibleModeChanged
  | AccountDeletionRequested
  | RetentionDiscountGranted
  | AccountReactivated
  | ReactivationMailRequested
  | MemberBanned
  | AccountErased;

export const ACCOUNT_EVENT_TYPES: readonly AccountEvent['type'][] = [
  'MemberLanguageChanged',
  'StaffRoleGranted',
  'InvisibleModeChanged',
  'AccountDeletionRequested',
  'RetentionDiscountGranted',
  'AccountReactivated',
  'ReactivationMailRequested',
  'MemberBanned',
  'AccountErased',
];

export const accountStreamId = (memberId: string): string => `member-account-${memberId}`;

export const upcastAccountEvent = upcastOwnTypes<AccountEvent>(ACCOUNT_EVENT_TYPES);
