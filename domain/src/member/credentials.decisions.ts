import { DomainError } from '../kernel/domain-error.js';
import { isErased } from '../kernel/personal-data.js';
import type { ChangePassword, ConfirmEmailChange, IssueActivationToken, RequestEmailChange } from './member.commands.js';
import {
  ACTIVATION_LINK_LIFETIME_HOURS,
  ACTIVATION_MAILS_PER_DAY,
  EMAIL_CHANGE_ERRORS,
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
  MEMBER_ERRORS,
} from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { active, addHours } from './member-guards.js';
import { openEmailChange, type Member } from './member.state.js';
import { isValidEmail, normaliseEmail } from './signup.rules.js';

const utcDay = (iso: string) => iso.slice(0, 10);

export const issueActivationToken = ({ data, metadata }: IssueActivationToken, state: Member): MemberEvent[] => {
  const member = active(state);
  if (member.status === 'confirmed') throw new DomainError(MEMBER_ERRORS.ALREADY_CONFIRMED);
  const today = utcDay(metadata.now);
  if (member.activationTokensIssuedAt.filter((at) => utcDay(at) === today).length >= ACTIVATION_MAILS_PER_DAY) {
    throw new DomainError(MEMBER_ERRORS.ACTIVATION_RESEND_LIMIT);
  }
  return [
    {
      type: 'ActivationTokenIssued',
      data: {
        memberId: member.memberId,
        tokenId: data.tokenId,
        expiresAt: addHours(metadata.now, ACTIVATION_LINK_LIFETIME_HOURS),
        issuedAt: metadata.now,
      },
    },
  ];
};

export const changePassword = ({ data, metadata }: ChangePassword, state: Member): MemberEvent[] => {
  const member = active(state);
  return [
    {
      type: 'PasswordChanged',
      data: { memberId: member.memberId, passwordHashRef: data.passwordHashRef, keptSessionHash: data.keptSessionHash, changedAt: metadata.now },
    },
  ];
};

export const requestEmailChange = ({ data, metadata }: RequestEmailChange, state: Member): MemberEvent[] => {
  const member = active(state);
  if (!isValidEmail(data.newEmail)) throw new DomainError(EMAIL_CHANGE_ERRORS.INVALID);
  const newEmail = normaliseEmail(data.newEmail);
  if (!isErased(member.email) && newEmail === member.email) throw new DomainError(EMAIL_CHANGE_ERRORS.SAME);
  return [
    {
      type: 'EmailChangeRequested',
      data: {
        memberId: member.memberId,
        newEmail,
        tokenId: data.tokenId,
        expiresAt: addHours(metadata.now, EMAIL_CHANGE_LINK_LIFETIME_HOURS),
        requestedAt: metadata.now,
      },
    },
  ];
};

export const confirmEmailChange = ({ data, metadata }: ConfirmEmailChange, state: Member): MemberEvent[] => {
  const member = active(state);
  const pending = openEmailChange(member, metadata.now);
  if (!pending || pending.tokenId !== data.tokenId || isErased(pending.newEmail)) {
    throw new DomainError(EMAIL_CHANGE_ERRORS.LINK_INVALID);
  }
  return [{ type: 'EmailChanged', data: { memberId: member.memberId, email: pending.newEmail, changedAt: metadata.now } }];
};
