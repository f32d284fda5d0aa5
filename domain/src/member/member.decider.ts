import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { isSupportedLanguage } from '../locale/locales.js';
import type { ChangeInvisibleMode, ChangeLanguage, ConfirmMember, GrantStaffRole, LogIn, LogOut, MemberCommand, SignUp } from './member.commands.js';
import { ACTIVATION_LINK_LIFETIME_HOURS, MEMBER_ERRORS, SESSION_LIFETIME_DAYS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { evolveMember, initialMemberState, type ActiveMember, type Member } from './member.state.js';

const HOUR_MS = 3_600_000;
const addHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

const existing = (state: Member): ActiveMember => {
  if (!state.exists) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  return state;
};

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
  const member = existing(state);
  // Following the link again after success is harmless: the member is simply confirmed already.
  if (member.status === 'confirmed') return [];
  const pending = member.pendingActivation;
  if (!pending || pending.tokenId !== data.tokenId || pending.expiresAt <= metadata.now) {
    throw new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID);
  }
  return [{ type: 'MemberConfirmed', data: { memberId: member.memberId, confirmedAt: metadata.now } }];
};

const logIn = ({ data, metadata }: LogIn, state: Member): MemberEvent[] => {
  if (!state.exists || !data.passwordVerified) throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
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
  const member = existing(state);
  if (!isSupportedLanguage(data.language)) throw new DomainError(MEMBER_ERRORS.LANGUAGE_UNSUPPORTED);
  if (member.language === data.language) return [];
  return [{ type: 'MemberLanguageChanged', data: { memberId: member.memberId, language: data.language } }];
};

const grantStaffRole = (_command: GrantStaffRole, state: Member): MemberEvent[] => {
  const member = existing(state);
  return member.staff ? [] : [{ type: 'StaffRoleGranted', data: { memberId: member.memberId } }];
};

const changeInvisibleMode = ({ data }: ChangeInvisibleMode, state: Member): MemberEvent[] => {
  const member = existing(state);
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
    default:
      return assertNever(command);
  }
};

export const memberDecider: Decider<MemberCommand, MemberEvent, Member> = {
  initialState: initialMemberState,
  evolve: evolveMember,
  decide: decideMember,
};
