import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { isSupportedLanguage, type Language } from '../locale/locales.js';
import { ACCOUNT_DELETION_GRACE_DAYS, DELETION_COMMENT_MAX_LENGTH, isDeletionReason, REACTIVATION_MAILS_PER_DAY } from '../member/account-deletion.rules.js';
import { addHours } from '../kernel/time.js';
import { ACCOUNT_ERRORS, MEMBER_ERRORS } from '../member/member.errors.js';
import type {
  AcceptRetentionOffer,
  AccountCommand,
  BanMember,
  ChangeInvisibleMode,
  ChangeLanguage,
  EraseAccount,
  GrantStaffRole,
  ReactivateAccount,
  RequestAccountDeletion,
  RequestReactivationMail,
} from './account.commands.js';
import { upcastAccountEvent, type AccountEvent } from './account.events.js';

/** active → deletion_requested (14 days to reactivate) → erased (final). */
export type AccountLifecycle = 'active' | 'deletion_requested' | 'erased';

export interface PendingDeletion {
  readonly reactivationTokenId: string;
  readonly requestedAt: string;
  readonly finalDeletionAt: string;
  /** When mails with the reactivation link were sent (the deletion's own first), for the daily limit. */
  readonly reactivationMailsAt: readonly string[];
}

export interface Account {
  readonly lifecycle: AccountLifecycle;
  readonly pendingDeletion: PendingDeletion | null;
  /** A discount on the next credit purchase, accepted instead of deleting the account; payments apply it. */
  readonly retentionDiscount: { readonly percentage: number; readonly grantedAt: string } | null;
  readonly staff: boolean;
  readonly invisible: boolean;
  /** The language chosen after signup; null while the signup's own holds. */
  readonly language: Language | null;
  /** Set once staff banned the member; a ban is never lifted by the member's own actions. */
  readonly ban: { readonly bannedAt: string; readonly reportId: string | null } | null;
}

const evolve = (state: Account, event: AccountEvent): Account => {
  switch (event.type) {
    case 'MemberLanguageChanged':
      return { ...state, language: event.data.language };
    case 'StaffRoleGranted':
      return { ...state, staff: true };
    case 'InvisibleModeChanged':
      return { ...state, invisible: event.data.invisible };
    case 'AccountDeletionRequested': {
      const { reactivationTokenId, requestedAt, finalDeletionAt } = event.data;
      return { ...state, lifecycle: 'deletion_requested', pendingDeletion: { reactivationTokenId, requestedAt, finalDeletionAt, reactivationMailsAt: [requestedAt] } };
    }
    case 'ReactivationMailRequested': {
      const pending = state.pendingDeletion;
      if (!pending) return state;
      const reactivationMailsAt = [...pending.reactivationMailsAt, event.data.requestedAt].slice(-REACTIVATION_MAILS_PER_DAY);
      return { ...state, pendingDeletion: { ...pending, reactivationMailsAt } };
    }
    case 'RetentionDiscountGranted':
      return { ...state, retentionDiscount: { percentage: event.data.percentage, grantedAt: event.data.grantedAt } };
    case 'AccountReactivated':
      return { ...state, lifecycle: 'active', pendingDeletion: null };
    case 'MemberBanned':
      return { ...state, ban: { bannedAt: event.data.bannedAt, reportId: event.data.reportId } };
    case 'AccountErased':
      return { ...state, lifecycle: 'erased', pendingDeletion: null };
    default:
      return assertNever(event);
  }
};

/** The account is in use: not waiting for deletion, not erased. */
const inUse = (state: Account): Account => {
  if (state.lifecycle === 'erased') throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  if (state.lifecycle === 'deletion_requested') throw new DomainError(ACCOUNT_ERRORS.DELETED, { final_date: state.pendingDeletion?.finalDeletionAt ?? '' });
  return state;
};

/**
 * A login with a verified password opens a session only on an account in use. Only someone who knows the password
 * learns that the account is deleted (and until when it can come back); an erased account is an unknown login.
 */
export const assertMayLogIn = (state: Account, passwordVerified: boolean): void => {
  if (!passwordVerified || state.lifecycle === 'erased') throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
  if (state.ban) throw new DomainError(ACCOUNT_ERRORS.BANNED);
  inUse(state);
};

const changeLanguage = ({ data }: ChangeLanguage, state: Account): AccountEvent[] => {
  inUse(state);
  if (!isSupportedLanguage(data.language)) throw new DomainError(MEMBER_ERRORS.LANGUAGE_UNSUPPORTED);
  if (state.language === data.language) return [];
  return [{ type: 'MemberLanguageChanged', data: { memberId: data.memberId, language: data.language } }];
};

const grantStaffRole = ({ data }: GrantStaffRole, state: Account): AccountEvent[] =>
  inUse(state).staff ? [] : [{ type: 'StaffRoleGranted', data: { memberId: data.memberId } }];

const changeInvisibleMode = ({ data }: ChangeInvisibleMode, state: Account): AccountEvent[] =>
  inUse(state).invisible === data.invisible ? [] : [{ type: 'InvisibleModeChanged', data: { memberId: data.memberId, invisible: data.invisible } }];

const requestAccountDeletion = ({ data, metadata }: RequestAccountDeletion, state: Account): AccountEvent[] => {
  inUse(state);
  const reasons = [...new Set(data.reasons)];
  if (!reasons.length || !reasons.every(isDeletionReason)) throw new DomainError(ACCOUNT_ERRORS.DELETION_REASON_UNKNOWN);
  const comment = data.comment?.trim().slice(0, DELETION_COMMENT_MAX_LENGTH) || null;
  const finalDeletionAt = addHours(metadata.now, ACCOUNT_DELETION_GRACE_DAYS * 24);
  return [
    {
      type: 'AccountDeletionRequested',
      data: { memberId: data.memberId, reasons, comment, reactivationTokenId: data.reactivationTokenId, requestedAt: metadata.now, finalDeletionAt },
    },
  ];
};

const reactivateAccount = ({ data, metadata }: ReactivateAccount, state: Account): AccountEvent[] => {
  if (state.lifecycle === 'erased') throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  // Following the link again after success is harmless.
  if (state.lifecycle === 'active') return [];
  const pending = state.pendingDeletion;
  if (!pending || pending.reactivationTokenId !== data.tokenId || pending.finalDeletionAt <= metadata.now) {
    throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
  }
  return [{ type: 'AccountReactivated', data: { memberId: data.memberId, reactivatedAt: metadata.now } }];
};

/** Final deletion, by the deadline sweeper: only once the grace period is over, and only once. */
const eraseAccount = ({ data, metadata }: EraseAccount, state: Account): AccountEvent[] => {
  if (state.lifecycle === 'erased') return [];
  if (state.lifecycle !== 'deletion_requested') throw new DomainError(ACCOUNT_ERRORS.NOT_DELETED);
  if (state.pendingDeletion!.finalDeletionAt > metadata.now) throw new DomainError(ACCOUNT_ERRORS.DELETION_NOT_DUE);
  return [{ type: 'AccountErased', data: { memberId: data.memberId, erasedAt: metadata.now } }];
};

/**
 * The reactivation link again, while it still works. Beyond the daily limit nothing is sent: the answer to the
 * visitor is the same either way, so it tells nobody whether the address has a deleted account.
 */
const requestReactivationMail = ({ data, metadata }: RequestReactivationMail, state: Account): AccountEvent[] => {
  const pending = state.pendingDeletion;
  if (state.lifecycle !== 'deletion_requested' || !pending || pending.finalDeletionAt <= metadata.now) throw new DomainError(ACCOUNT_ERRORS.NOT_DELETED);
  const today = metadata.now.slice(0, 10);
  if (pending.reactivationMailsAt.filter((at) => at.slice(0, 10) === today).length >= REACTIVATION_MAILS_PER_DAY) return [];
  const { reactivationTokenId, finalDeletionAt } = pending;
  return [{ type: 'ReactivationMailRequested', data: { memberId: data.memberId, reactivationTokenId, finalDeletionAt, requestedAt: metadata.now } }];
};

/** Staying for a discount instead of leaving: once per member, at the percentage the site offers. */
const acceptRetentionOffer = ({ data, metadata }: AcceptRetentionOffer, state: Account): AccountEvent[] => {
  inUse(state);
  if (!Number.isInteger(data.percentage) || data.percentage <= 0 || data.percentage > 100) throw new DomainError(ACCOUNT_ERRORS.RETENTION_OFFER_UNAVAILABLE);
  if (state.retentionDiscount) throw new DomainError(ACCOUNT_ERRORS.RETENTION_OFFER_USED);
  return [{ type: 'RetentionDiscountGranted', data: { memberId: data.memberId, percentage: data.percentage, grantedAt: metadata.now } }];
};

/** Banning twice changes nothing: the first ban, and the report that led to it, stay on record. */
const banMember = ({ data, metadata }: BanMember, state: Account): AccountEvent[] => {
  if (state.lifecycle === 'erased') throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  if (state.ban) return [];
  const { memberId, bannedBy, reportId, reason } = data;
  return [{ type: 'MemberBanned', data: { memberId, bannedBy, reportId, reason, bannedAt: metadata.now } }];
};

export const accountDecider: Decider<AccountCommand, AccountEvent, Account> = {
  initialState: { lifecycle: 'active', pendingDeletion: null, retentionDiscount: null, staff: false, invisible: false, language: null, ban: null },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangeLanguage':
        return changeLanguage(command, state);
      case 'GrantStaffRole':
        return grantStaffRole(command, state);
      case 'ChangeInvisibleMode':
        return changeInvisibleMode(command, state);
      case 'RequestAccountDeletion':
        return requestAccountDeletion(command, state);
      case 'ReactivateAccount':
        return reactivateAccount(command, state);
      case 'EraseAccount':
        return eraseAccount(command, state);
      case 'AcceptRetentionOffer':
        return acceptRetentionOffer(command, state);
      case 'RequestReactivationMail':
        return requestReactivationMail(command, state);
      case 'BanMember':
        return banMember(command, state);
      default:
        return assertNever(command);
    }
  },
  upcast: upcastAccountEvent,
};
