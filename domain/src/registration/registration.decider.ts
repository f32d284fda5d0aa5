import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import type { Language } from '../locale/locales.js';
import { addHours } from '../kernel/time.js';
import { ACTIVATION_LINK_LIFETIME_HOURS, ACTIVATION_MAILS_PER_DAY, MEMBER_ERRORS } from '../member/member.errors.js';
import type { ConfirmMember, IssueActivationToken, RegistrationCommand, SignUp } from './registration.commands.js';
import { upcastRegistrationEvent, type MemberSignedUp, type RegistrationEvent, type SignupMessage } from './registration.events.js';

export type MemberStatus = 'not_confirmed' | 'confirmed';

export interface RegisteredMember {
  readonly exists: true;
  readonly memberId: string;
  readonly status: MemberStatus;
  readonly name: Personal<string>;
  /** The address signed up with; a later change lives in the credentials stream. */
  readonly email: Personal<string>;
  /** The password set at signup; a later change lives in the credentials stream. */
  readonly passwordHashRef: string;
  readonly language: Language;
  readonly domain: string;
  readonly country: string | null;
  readonly signedUpAt: string;
  readonly fictional: boolean;
  /** The first message written while signing up, if any, for the step that sends it. */
  readonly signupMessage: Personal<SignupMessage> | null;
  readonly pendingActivation: { readonly tokenId: string; readonly expiresAt: string } | null;
  /** When activation tokens were issued (newest last), for the daily resend limit. */
  readonly activationTokensIssuedAt: readonly string[];
}

export type Registration = { readonly exists: false } | RegisteredMember;

// Kept short: only today's tokens matter for the resend limit.
const RECENT_TOKENS_KEPT = 10;

const signedUp = (data: MemberSignedUp['data']): RegisteredMember => ({
  exists: true,
  memberId: data.memberId,
  status: 'not_confirmed',
  name: data.name,
  email: data.email,
  passwordHashRef: data.passwordHashRef,
  language: data.language,
  domain: data.domain,
  country: data.country,
  signedUpAt: data.signedUpAt,
  fictional: data.fictional ?? false,
  signupMessage: data.signupMessage ?? null,
  pendingActivation: null,
  activationTokensIssuedAt: [],
});

const evolve = (state: Registration, event: RegistrationEvent): Registration => {
  if (event.type === 'MemberSignedUp') return signedUp(event.data);
  if (!state.exists) return state;
  switch (event.type) {
    case 'ActivationTokenIssued':
      return {
        ...state,
        pendingActivation: { tokenId: event.data.tokenId, expiresAt: event.data.expiresAt },
        activationTokensIssuedAt: [...state.activationTokensIssuedAt, event.data.issuedAt].slice(-RECENT_TOKENS_KEPT),
      };
    case 'MemberConfirmed':
      return { ...state, status: 'confirmed', pendingActivation: null };
    default:
      return assertNever(event);
  }
};

const registered = (state: Registration): RegisteredMember => {
  if (!state.exists) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  return state;
};

const tokenIssued = (memberId: string, tokenId: string, now: string): RegistrationEvent => ({
  type: 'ActivationTokenIssued',
  data: { memberId, tokenId, expiresAt: addHours(now, ACTIVATION_LINK_LIFETIME_HOURS), issuedAt: now },
});

const signUp = ({ data, metadata }: SignUp, state: Registration): RegistrationEvent[] => {
  if (state.exists) throw new DomainError(MEMBER_ERRORS.ALREADY_SIGNED_UP);
  const { activationTokenId, ...profile } = data;
  return [{ type: 'MemberSignedUp', data: { ...profile, signedUpAt: metadata.now } }, tokenIssued(data.memberId, activationTokenId, metadata.now)];
};

const issueActivationToken = ({ data, metadata }: IssueActivationToken, state: Registration): RegistrationEvent[] => {
  const member = registered(state);
  if (member.status === 'confirmed') throw new DomainError(MEMBER_ERRORS.ALREADY_CONFIRMED);
  const today = metadata.now.slice(0, 10);
  if (member.activationTokensIssuedAt.filter((at) => at.slice(0, 10) === today).length >= ACTIVATION_MAILS_PER_DAY) {
    throw new DomainError(MEMBER_ERRORS.ACTIVATION_RESEND_LIMIT);
  }
  return [tokenIssued(member.memberId, data.tokenId, metadata.now)];
};

const confirmMember = ({ data, metadata }: ConfirmMember, state: Registration): RegistrationEvent[] => {
  const member = registered(state);
  // Following the link again after success is harmless: the member is simply confirmed already.
  if (member.status === 'confirmed') return [];
  const pending = member.pendingActivation;
  if (!pending || pending.tokenId !== data.tokenId || pending.expiresAt <= metadata.now) {
    throw new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID);
  }
  return [{ type: 'MemberConfirmed', data: { memberId: member.memberId, confirmedAt: metadata.now } }];
};

/**
 * Spec §4: members do not receive the messages of an unconfirmed account until it is confirmed. Chat holds them while
 * this is true and releases them on MemberConfirmed.
 */
/**
 * How long after a signup the same signup sent again (its answer lost on a dropped connection, the form sent twice) is
 * taken as that signup rather than refused as a second one for the address.
 */
export const SIGNUP_REPEAT_MINUTES = 15;

export const isSignupRepeatable = (member: RegisteredMember, now: Date): boolean =>
  now.getTime() - Date.parse(member.signedUpAt) <= SIGNUP_REPEAT_MINUTES * 60_000;

export const holdsOutgoingMessages = (member: RegisteredMember): boolean => member.status !== 'confirmed';

export const registrationDecider: Decider<RegistrationCommand, RegistrationEvent, Registration> = {
  initialState: { exists: false },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'SignUp':
        return signUp(command, state);
      case 'IssueActivationToken':
        return issueActivationToken(command, state);
      case 'ConfirmMember':
        return confirmMember(command, state);
      default:
        return assertNever(command);
    }
  },
  upcast: upcastRegistrationEvent,
};
