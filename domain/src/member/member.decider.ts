import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { isSupportedLanguage } from '../locale/locales.js';
import { acceptRetentionOffer, eraseAccount, reactivateAccount, requestAccountDeletion, requestReactivationMail } from './account-lifecycle.decisions.js';
import { changePassword, confirmEmailChange, issueActivationToken, requestEmailChange } from './credentials.decisions.js';
import type { ChangeInvisibleMode, ChangeLanguage, ConfirmMember, GrantStaffRole, LogIn, LogOut, MemberCommand, SignUp } from './member.commands.js';
import { ACCOUNT_ERRORS, ACTIVATION_LINK_LIFETIME_HOURS, MEMBER_ERRORS, SESSION_LIFETIME_DAYS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { active, addHours, existing } from './member-guards.js';
import { evolveMember, initialMemberState, type Member } from './member.state.js';
import { changeNotificationPreferences, disableNotifications, enableNotifications, savePushSubscription } from './notifications.decisions.js';

const signUp = ({ data, metadata }: SignUp, state: Member): MemberEvent[] => {
  if (state.exists) throw new DomainError(MEMBER_ERRORS.ALREADY_SIGNED_UP);
  const { activationTokenId, ...profile } = data;
  return [
    { type: 'MemberSignedUp', data: { ...profile, signedUpAt: metadata.now } },
    {
      type: 'ActivationTokenIssued',
      data: { memberId: data.memberId, tokenId: activationTokenId, expiresAt: addHours(metadata.now, ACTIVATION_LINK_LIFETIME_HOURS) },
    },
  ];
};

const confirmMember = ({ data, metadata }: ConfirmMember, state: Member): MemberEvent[] => {
  const member = active(state);
  // Following the link again after success is harmless: the member is simply confirmed already.
  if (member.status === 'confirmed') return [];
  const pending = member.pendingActivation;
  if (!pending || pending.tokenId !== data.tokenId || pending.expiresAt <= metadata.now) {
    throw new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID);
  }
  return [{ type: 'MemberConfirmed', data: { memberId: member.memberId, confirmedAt: metadata.now } }];
};

const logIn = ({ data, metadata }: LogIn, state: Member): MemberEvent[] => {
  if (!state.exists || state.lifecycle === 'erased' || !data.passwordVerified) throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
  // Only someone who knows the password learns that the account is deleted (and how to get it back).
  if (state.lifecycle === 'deletion_requested') {
    throw new DomainError(ACCOUNT_ERRORS.DELETED, { final_date: state.pendingDeletion!.finalDeletionAt });
  }
  return [
    {
      type: 'MemberLoggedIn',
      data: {
        memberId: state.memberId,
        sessionHash: data.sessionHash,
        expiresAt: addHours(metadata.now, SESSION_LIFETIME_DAYS * 24),
        loggedInAt: metadata.now,
      },
    },
  ];
};

const logOut = ({ data, metadata }: LogOut, state: Member): MemberEvent[] => {
  const member = existing(state);
  if (!(data.sessionHash in member.sessions)) return [];
  return [{ type: 'MemberLoggedOut', data: { memberId: member.memberId, sessionHash: data.sessionHash, loggedOutAt: metadata.now } }];
};

const changeLanguage = ({ data }: ChangeLanguage, state: Member): MemberEvent[] => {
  const member = active(state);
  if (!isSupportedLanguage(data.language)) throw new DomainError(MEMBER_ERRORS.LANGUAGE_UNSUPPORTED);
  if (member.language === data.language) return [];
  return [{ type: 'MemberLanguageChanged', data: { memberId: member.memberId, language: data.language } }];
};

const grantStaffRole = (_command: GrantStaffRole, state: Member): MemberEvent[] => {
  const member = active(state);
  return member.staff ? [] : [{ type: 'StaffRoleGranted', data: { memberId: member.memberId } }];
};

const changeInvisibleMode = ({ data }: ChangeInvisibleMode, state: Member): MemberEvent[] => {
  const member = active(state);
  if (member.invisible === data.invisible) return [];
  return [{ type: 'InvisibleModeChanged', data: { memberId: member.memberId, invisible: data.invisible } }];
};

export const decideMember = (command: MemberCommand, state: Member): MemberEvent[] => {
  switch (command.type) {
    case 'SignUp':
      return signUp(command, state);
    case 'ConfirmMember':
      return confirmMember(command, state);
    case 'LogIn':
      return logIn(command, state);
    case 'LogOut':
      return logOut(command, state);
    case 'ChangeLanguage':
      return changeLanguage(command, state);
    case 'GrantStaffRole':
      return grantStaffRole(command, state);
    case 'ChangeInvisibleMode':
      return changeInvisibleMode(command, state);
    case 'IssueActivationToken':
      return issueActivationToken(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'RequestEmailChange':
      return requestEmailChange(command, state);
    case 'ConfirmEmailChange':
      return confirmEmailChange(command, state);
    case 'SavePushSubscription':
      return savePushSubscription(command, state);
    case 'ChangeNotificationPreferences':
      return changeNotificationPreferences(command, state);
    case 'DisableNotifications':
      return disableNotifications(command, state);
    case 'EnableNotifications':
      return enableNotifications(command, state);
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
    default:
      return assertNever(command);
  }
};

export const memberDecider: Decider<MemberCommand, MemberEvent, Member> = {
  initialState: initialMemberState,
  evolve: evolveMember,
  decide: decideMember,
};
