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
/**
 * A signup (or an address change) took the address for `memberId`. `passwordHashRef`: the password a signup claiming
 * the address chose; the same signup sent again proves itself by it.
 */
export type EmailClaimed = Event<'EmailClaimed', { memberId: string; claimedAt: string; passwordHashRef?: string }>;
/** The address is free again: its member moved to another one or was erased, or a new signup took over an abandoned claim. */
export type EmailReleased = Event<'EmailReleased', { memberId: string; releasedAt: string }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;
export const EMAIL_CLAIM_EVENT_TYPES: readonly EmailClaimEvent['type'][] = ['EmailClaimed', 'EmailReleased'];
/**
 * `abandonedBy`: the holder of a claim whose signup never finished (the caller found no registration for them);
 * their claim is taken over once it is older than a signup could possibly take.
 */
export type ClaimEmail = Command<'ClaimEmail', { memberId: string; abandonedBy?: string; passwordHashRef?: string }>;
export type ReleaseEmail = Command<'ReleaseEmail', { memberId: string }>;
export type EmailClaimCommand = ClaimEmail | ReleaseEmail;
export type EmailClaim = { readonly claimedBy: string | null; readonly claimedAt: string | null; readonly passwordHashRef: string | null };

/**
 * Signup claims the address before it records the member: a crash in between leaves a claim with no member.
 * After this long nobody is still signing up with it, and a new signup may take it over.
 */
export const ABANDONED_CLAIM_MINUTES = 10;
const MINUTE_MS = 60_000;

const isAbandoned = (state: EmailClaim, abandonedBy: string | undefined, now: string) =>
  abandonedBy !== undefined &&
  state.claimedBy === abandonedBy &&
  state.claimedAt !== null &&
  Date.parse(state.claimedAt) + ABANDONED_CLAIM_MINUTES * MINUTE_MS <= Date.parse(now);

export const emailClaimStreamId = (emailDigest: string): string => `email-claim-${emailDigest}`;

const claimEmail = ({ data, metadata }: ClaimEmail, state: EmailClaim): EmailClaimEvent[] => {
  const claimed: EmailClaimed = {
    type: 'EmailClaimed',
    data: { memberId: data.memberId, claimedAt: metadata.now, ...(data.passwordHashRef ? { passwordHashRef: data.passwordHashRef } : {}) },
  };
  if (isAbandoned(state, data.abandonedBy, metadata.now)) return [{ type: 'EmailReleased', data: { memberId: data.abandonedBy!, releasedAt: metadata.now } }, claimed];
  if (state.claimedBy !== null && state.claimedBy !== data.memberId) throw new DomainError(SIGNUP_ERRORS.EMAIL_TAKEN);
  if (state.claimedBy === data.memberId) return [];
  return [claimed];
};

// Only the holder can let go; a stale release (after someone else claimed it) changes nothing.
const releaseEmail = ({ data, metadata }: ReleaseEmail, state: EmailClaim): EmailClaimEvent[] =>
  state.claimedBy === data.memberId ? [{ type: 'EmailReleased', data: { memberId: data.memberId, releasedAt: metadata.now } }] : [];

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaim> = {
  initialState: { claimedBy: null, claimedAt: null, passwordHashRef: null },
  evolve: (_state, event) =>
    event.type === 'EmailClaimed'
      ? { claimedBy: event.data.memberId, claimedAt: event.data.claimedAt, passwordHashRef: event.data.passwordHashRef ?? null }
      : { claimedBy: null, claimedAt: null, passwordHashRef: null },
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
