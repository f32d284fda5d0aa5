import type { Command } from '../kernel/message.js';
import type { DeletionReason } from '../member/account-deletion.rules.js';
import type { ReportReason } from '../report/report.rules.js';

export type ChangeLanguage = Command<'ChangeLanguage', { memberId: string; language: string }>;
export type GrantStaffRole = Command<'GrantStaffRole', { memberId: string }>;
export type ChangeInvisibleMode = Command<'ChangeInvisibleMode', { memberId: string; invisible: boolean }>;
export type RequestAccountDeletion = Command<
  'RequestAccountDeletion',
  { memberId: string; reasons: DeletionReason[]; comment: string | null; reactivationTokenId: string }
>;
export type ReactivateAccount = Command<'ReactivateAccount', { memberId: string; tokenId: string }>;
export type EraseAccount = Command<'EraseAccount', { memberId: string }>;
/** `percentage`: the company's delete_discount at the moment of the offer. */
export type AcceptRetentionOffer = Command<'AcceptRetentionOffer', { memberId: string; percentage: number }>;
/** The mail with the reactivation link again (the first one got lost): same link, valid until final deletion. */
export type RequestReactivationMail = Command<'RequestReactivationMail', { memberId: string }>;
export type BanMember = Command<'BanMember', { memberId: string; bannedBy: string; reportId: string | null; reason: ReportReason }>;

export type AccountCommand =
  | ChangeLanguage
  | GrantStaffRole
  | ChangeInvisibleMode
  | RequestAccountDeletion
  | ReactivateAccount
  | EraseAccount
  | AcceptRetentionOffer
  | RequestReactivationMail
  | BanMember;
