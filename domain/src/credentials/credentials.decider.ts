import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { isErased, type Personal } from '../kernel/personal-data.js';
import { addHours } from '../kernel/time.js';
import { EMAIL_CHANGE_ERRORS, EMAIL_CHANGE_LINK_LIFETIME_HOURS } from '../member/member.errors.js';
import { isValidEmail, normaliseEmail } from '../member/signup.rules.js';
import type { ChangePassword, ConfirmEmailChange, CredentialsCommand, RequestEmailChange } from './credentials.commands.js';
import { upcastCredentialsEvent, type CredentialsEvent } from './credentials.events.js';

export interface PendingEmailChange {
  readonly newEmail: Personal<string>;
  readonly tokenId: string;
  readonly expiresAt: string;
}

/** Only what changed since signup: null fields mean the signup's own (in the registration stream) still hold. */
export interface Credentials {
  readonly passwordHashRef: string | null;
  readonly email: Personal<string> | null;
  readonly pendingEmailChange: PendingEmailChange | null;
}

const evolve = (state: Credentials, event: CredentialsEvent): Credentials => {
  switch (event.type) {
    case 'PasswordChanged':
      return { ...state, passwordHashRef: event.data.passwordHashRef };
    case 'EmailChangeRequested': {
      const { newEmail, tokenId, expiresAt } = event.data;
      return { ...state, pendingEmailChange: { newEmail, tokenId, expiresAt } };
    }
    case 'EmailChanged':
      return { ...state, email: event.data.email, pendingEmailChange: null };
    default:
      return assertNever(event);
  }
};

/** The e-mail change still waiting for its confirmation link, unless that link has expired; `now` is an ISO time. */
export const openEmailChange = (credentials: Credentials, now: string): PendingEmailChange | null => {
  const pending = credentials.pendingEmailChange;
  return pending && pending.expiresAt > now ? pending : null;
};

const changePassword = ({ data, metadata }: ChangePassword): CredentialsEvent[] => [
  {
    type: 'PasswordChanged',
    data: { memberId: data.memberId, passwordHashRef: data.passwordHashRef, keptSessionHash: data.keptSessionHash, changedAt: metadata.now },
  },
];

const requestEmailChange = ({ data, metadata }: RequestEmailChange): CredentialsEvent[] => {
  if (!isValidEmail(data.newEmail)) throw new DomainError(EMAIL_CHANGE_ERRORS.INVALID);
  const newEmail = normaliseEmail(data.newEmail);
  if (data.currentEmail !== null && newEmail === data.currentEmail) throw new DomainError(EMAIL_CHANGE_ERRORS.SAME);
  const expiresAt = addHours(metadata.now, EMAIL_CHANGE_LINK_LIFETIME_HOURS);
  return [{ type: 'EmailChangeRequested', data: { memberId: data.memberId, newEmail, tokenId: data.tokenId, expiresAt, requestedAt: metadata.now } }];
};

const confirmEmailChange = ({ data, metadata }: ConfirmEmailChange, state: Credentials): CredentialsEvent[] => {
  const pending = openEmailChange(state, metadata.now);
  if (!pending || pending.tokenId !== data.tokenId || isErased(pending.newEmail)) throw new DomainError(EMAIL_CHANGE_ERRORS.LINK_INVALID);
  return [{ type: 'EmailChanged', data: { memberId: data.memberId, email: pending.newEmail, changedAt: metadata.now } }];
};

export const credentialsDecider: Decider<CredentialsCommand, CredentialsEvent, Credentials> = {
  initialState: { passwordHashRef: null, email: null, pendingEmailChange: null },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangePassword':
        return changePassword(command);
      case 'RequestEmailChange':
        return requestEmailChange(command);
      case 'ConfirmEmailChange':
        return confirmEmailChange(command, state);
      default:
        return assertNever(command);
    }
  },
  upcast: upcastCredentialsEvent,
};
