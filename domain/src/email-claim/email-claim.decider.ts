import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import type { Command, Event } from '../kernel/message.js';
import { SIGNUP_ERRORS } from '../member/signup.rules.js';

/**
 * One e-mail address, one account. The stream id is a keyed hash of the normalised address
 * (see emailClaimStreamId callers), so the log never holds the address in clear.
 */
export type EmailClaimed = Event<'EmailClaimed', { memberId: string; claimedAt: string }>;
export type EmailClaimEvent = EmailClaimed;
export type ClaimEmail = Command<'ClaimEmail', { memberId: string }>;
export type EmailClaimCommand = ClaimEmail;
export type EmailClaim = { readonly claimedBy: string | null };

export const emailClaimStreamId = (emailDigest: string): string => `email-claim-${emailDigest}`;

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaim> = {
  initialState: { claimedBy: null },
  evolve: (_state, event) => ({ claimedBy: event.data.memberId }),
  decide: (command, state) => {
    if (state.claimedBy !== null && state.claimedBy !== command.data.memberId) throw new DomainError(SIGNUP_ERRORS.EMAIL_TAKEN);
    if (state.claimedBy === command.data.memberId) return [];
    return [{ type: 'EmailClaimed', data: { memberId: command.data.memberId, claimedAt: command.metadata.now } }];
  },
};
