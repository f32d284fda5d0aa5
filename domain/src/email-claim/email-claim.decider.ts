import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import type { Command, Event } from '../kernel/message.js';
import { assertNever } from '../kernel/message.js';
import { SIGNUP_ERRORS } from '../member/signup.rules.js';

/**
 * One e-mail address, one account. The stream id is a keyed hash of the normalised address
 * (see emailClaimStreamId callers), so the log never holds the address in clear. An address is
 * released when its member moves to another one or is finally erased; then anyone may claim it.
 */
export type EmailClaimed = Event<'EmailClaimed', { memberId: string; claimedAt: string }>;
export type EmailReleased = Event<'EmailReleased', { memberId: string; releasedAt: string }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;
export type ClaimEmail = Command<'ClaimEmail', { memberId: string }>;
export type ReleaseEmail = Command<'ReleaseEmail', { memberId: string }>;
export type EmailClaimCommand = ClaimEmail | ReleaseEmail;
export type EmailClaim = { readonly claimedBy: string | null };

export const emailClaimStreamId = (emailDigest: string): string => `email-claim-${emailDigest}`;

const claimEmail = ({ data, metadata }: ClaimEmail, state: EmailClaim): EmailClaimEvent[] => {
  if (state.claimedBy !== null && state.claimedBy !== data.memberId) throw new DomainError(SIGNUP_ERRORS.EMAIL_TAKEN);
  if (state.claimedBy === data.memberId) return [];
  return [{ type: 'EmailClaimed', data: { memberId: data.memberId, claimedAt: metadata.now } }];
};

// Only the holder can let go; a stale release (after someone else claimed it) changes nothing.
const releaseEmail = ({ data, metadata }: ReleaseEmail, state: EmailClaim): EmailClaimEvent[] =>
  state.claimedBy === data.memberId ? [{ type: 'EmailReleased', data: { memberId: data.memberId, releasedAt: metadata.now } }] : [];

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaim> = {
  initialState: { claimedBy: null },
  evolve: (_state, event) => ({ claimedBy: event.type === 'EmailClaimed' ? event.data.memberId : null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimEmail':
        return claimEmail(command, state);
      case 'ReleaseEmail':
        return releaseEmail(command, state);
      default:
        return assertNever(command);
    }
  },
};
