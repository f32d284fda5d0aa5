import { DomainError } from '../kernel/domain-error.js';
import { isDeletionReason, ACCOUNT_DELETION_GRACE_DAYS, DELETION_COMMENT_MAX_LENGTH, REACTIVATION_MAILS_PER_DAY } from './account-deletion.rules.js';
import type { AcceptRetentionOffer, EraseAccount, ReactivateAccount, RequestAccountDeletion, RequestReactivationMail } from './member.commands.js';
import { ACCOUNT_ERRORS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { active, addHours, existing } from './member-guards.js';
import type { Member } from './member.state.js';

export const requestAccountDeletion = ({ data, metadata }: RequestAccountDeletion, state: Member): MemberEvent[] => {
  const member = active(state);
  const reasons = [...new Set(data.reasons)];
  if (!reasons.length || !reasons.every(isDeletionReason)) throw new DomainError(ACCOUNT_ERRORS.DELETION_REASON_UNKNOWN);
  const comment = data.comment?.trim().slice(0, DELETION_COMMENT_MAX_LENGTH) || null;
  return [
    {
      type: 'AccountDeletionRequested',
      data: {
        memberId: member.memberId,
        reasons,
        comment,
        reactivationTokenId: data.reactivationTokenId,
        requestedAt: metadata.now,
        finalDeletionAt: addHours(metadata.now, ACCOUNT_DELETION_GRACE_DAYS * 24),
      },
    },
  ];
};

export const reactivateAccount = ({ data, metadata }: ReactivateAccount, state: Member): MemberEvent[] => {
  const member = existing(state);
  // Following the link again after success is harmless.
  if (member.lifecycle === 'active') return [];
  const pending = member.pendingDeletion;
  if (!pending || pending.reactivationTokenId !== data.tokenId || pending.finalDeletionAt <= metadata.now) {
    throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
  }
  return [{ type: 'AccountReactivated', data: { memberId: member.memberId, reactivatedAt: metadata.now } }];
};

/** Final deletion, by the deadline sweeper: only once the grace period is over, and only once. */
export const eraseAccount = ({ metadata }: EraseAccount, state: Member): MemberEvent[] => {
  if (!state.exists || state.lifecycle === 'erased') return [];
  if (state.lifecycle !== 'deletion_requested') throw new DomainError(ACCOUNT_ERRORS.NOT_DELETED);
  if (state.pendingDeletion!.finalDeletionAt > metadata.now) throw new DomainError(ACCOUNT_ERRORS.DELETION_NOT_DUE);
  return [{ type: 'AccountErased', data: { memberId: state.memberId, erasedAt: metadata.now } }];
};

/**
 * The reactivation link again, while it still works. Beyond the daily limit nothing is sent: the answer to the
 * visitor is the same either way, so it tells nobody whether the address has a deleted account.
 */
export const requestReactivationMail = ({ metadata }: RequestReactivationMail, state: Member): MemberEvent[] => {
  const member = existing(state);
  const pending = member.pendingDeletion;
  if (member.lifecycle !== 'deletion_requested' || !pending || pending.finalDeletionAt <= metadata.now) {
    throw new DomainError(ACCOUNT_ERRORS.NOT_DELETED);
  }
  const today = metadata.now.slice(0, 10);
  if (pending.reactivationMailsAt.filter((at) => at.slice(0, 10) === today).length >= REACTIVATION_MAILS_PER_DAY) return [];
  const { reactivationTokenId, finalDeletionAt } = pending;
  return [{ type: 'ReactivationMailRequested', data: { memberId: member.memberId, reactivationTokenId, finalDeletionAt, requestedAt: metadata.now } }];
};

/** Staying for a discount instead of leaving: once per member, at the percentage the site offers. */
export const acceptRetentionOffer = ({ data, metadata }: AcceptRetentionOffer, state: Member): MemberEvent[] => {
  const member = active(state);
  if (!Number.isInteger(data.percentage) || data.percentage <= 0 || data.percentage > 100) {
    throw new DomainError(ACCOUNT_ERRORS.RETENTION_OFFER_UNAVAILABLE);
  }
  if (member.retentionDiscount) throw new DomainError(ACCOUNT_ERRORS.RETENTION_OFFER_USED);
  return [{ type: 'RetentionDiscountGranted', data: { memberId: member.memberId, percentage: data.percentage, grantedAt: metadata.now } }];
};
