import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import type { Command } from '../kernel/message.js';
import { assertNever } from '../kernel/message.js';
import type { Language } from '../locale/locales.js';
import { addressDataSubjectId, type PasswordResetEvent } from './password-reset.events.js';

export const PASSWORD_RESET_ERRORS = {
  LINK_INVALID: 'PASSWORD_RESET.LINK_INVALID',
  TOO_MANY: 'PASSWORD_RESET.TOO_MANY',
  /** The text of the mail to an address without account; never an HTTP answer. */
  EMAIL_NOT_FOUND: 'PASSWORD_RESET.EMAIL_NOT_FOUND',
} as const;

/** Spec §8 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.': per address and UTC day. */
export const PASSWORD_RESET_MAILS_PER_DAY = 3;
/** A reset link is a bearer credential: short-lived, single use, and only the newest one counts. */
export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;

export type RequestPasswordReset = Command<
  'RequestPasswordReset',
  { addressDigest: string; email: string; memberId: string | null; language: Language; domain: string; tokenId: string }
>;
export type CompletePasswordReset = Command<'CompletePasswordReset', { tokenId: string }>;
export type PasswordResetCommand = RequestPasswordReset | CompletePasswordReset;

export interface PasswordResetState {
  readonly requestedAt: readonly string[];
  /** The newest link: the only one that may still be used. */
  readonly current: { readonly addressDigest: string; readonly tokenId: string; readonly memberId: string | null; readonly expiresAt: string; readonly used: boolean } | null;
}

const initialState: PasswordResetState = { requestedAt: [], current: null };

const evolve = (state: PasswordResetState, event: PasswordResetEvent): PasswordResetState => {
  switch (event.type) {
    case 'PasswordResetRequested': {
      const { addressDigest, tokenId, memberId, expiresAt, requestedAt } = event.data;
      return {
        requestedAt: [...state.requestedAt, requestedAt].slice(-PASSWORD_RESET_MAILS_PER_DAY),
        current: { addressDigest, tokenId, memberId, expiresAt, used: false },
      };
    }
    case 'PasswordResetCompleted':
      return state.current?.tokenId === event.data.tokenId ? { ...state, current: { ...state.current, used: true } } : state;
  }
};

const requestPasswordReset = ({ data, metadata }: RequestPasswordReset, state: PasswordResetState): PasswordResetEvent[] => {
  const today = metadata.now.slice(0, 10);
  if (state.requestedAt.filter((at) => at.slice(0, 10) === today).length >= PASSWORD_RESET_MAILS_PER_DAY) {
    throw new DomainError(PASSWORD_RESET_ERRORS.TOO_MANY);
  }
  const expiresAt = new Date(Date.parse(metadata.now) + PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60_000).toISOString();
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        addressDigest: data.addressDigest,
        dataSubjectId: data.memberId ?? addressDataSubjectId(data.addressDigest, data.tokenId),
        email: data.email,
        memberId: data.memberId,
        language: data.language,
        domain: data.domain,
        tokenId: data.tokenId,
        requestedAt: metadata.now,
        expiresAt,
      },
    },
  ];
};

/**
 * The member whose password the link `tokenId` may still set at `now`: only the newest link of the address, unused,
 * unexpired and issued for an account. Null for every other link, alike, so no answer tells one failure from another.
 * Spending a link checks this, and the reset page asks it before it shows the form.
 */
export const memberOfUsableResetLink = (state: PasswordResetState, tokenId: string, now: string): string | null => {
  const link = state.current;
  return link && link.tokenId === tokenId && !link.used && link.expiresAt > now ? link.memberId : null;
};

const completePasswordReset = ({ data, metadata }: CompletePasswordReset, state: PasswordResetState): PasswordResetEvent[] => {
  const link = state.current;
  if (!link || !memberOfUsableResetLink(state, data.tokenId, metadata.now)) throw new DomainError(PASSWORD_RESET_ERRORS.LINK_INVALID);
  return [{ type: 'PasswordResetCompleted', data: { addressDigest: link.addressDigest, tokenId: data.tokenId, completedAt: metadata.now } }];
};

export const passwordResetDecider: Decider<PasswordResetCommand, PasswordResetEvent, PasswordResetState> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestPasswordReset':
        return requestPasswordReset(command, state);
      case 'CompletePasswordReset':
        return completePasswordReset(command, state);
      default:
        return assertNever(command);
    }
  },
};
