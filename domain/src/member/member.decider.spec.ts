import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { MemberCommand } from './member.commands.js';
import { memberDecider } from './member.decider.js';
import { MEMBER_ERRORS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';

const given = specFor(memberDecider);
const now = '2026-11-22T10:00:00.000Z';
const metadata = { now };
const memberId = 'm-1';

const signUpData = {
  memberId,
  name: 'Anna',
  email: 'anna@example.com',
  dateOfBirth: '1990-05-01',
  passwordHashRef: 'pw-1',
  language: 'nl' as const,
  domain: 'localhost',
  country: 'NL',
  tracking: { network: 'ads', sub1: 'spring' },
};
const signUp: MemberCommand = { type: 'SignUp', data: { ...signUpData, activationTokenId: 'tok-1' }, metadata };
const signedUp: MemberEvent = { type: 'MemberSignedUp', data: { ...signUpData, signedUpAt: now } };
const tokenIssued: MemberEvent = { type: 'ActivationTokenIssued', data: { memberId, tokenId: 'tok-1', expiresAt: '2026-11-25T10:00:00.000Z' } };
const confirmed: MemberEvent = { type: 'MemberConfirmed', data: { memberId, confirmedAt: now } };
const loggedIn: MemberEvent = {
  type: 'MemberLoggedIn',
  data: { memberId, sessionHash: 'h-1', expiresAt: '2026-12-22T10:00:00.000Z', loggedInAt: now },
};

describe('Member', () => {
  describe('when nobody signed up yet', () => {
    it('signs up and issues an activation token valid for three days', () =>
      given([]).when(signUp).thenEvents([signedUp, tokenIssued]));

    it('refuses a login', () =>
      given([]).when({ type: 'LogIn', data: { sessionHash: 'h', passwordVerified: true }, metadata }).thenThrows(hasCode(MEMBER_ERRORS.LOGIN_FAILED)));
  });

  describe('when signed up but not confirmed', () => {
    const history = [signedUp, tokenIssued];

    it('rejects a second signup on the same stream', () => given(history).when(signUp).thenThrows(hasCode(MEMBER_ERRORS.ALREADY_SIGNED_UP)));

    it('confirms with the issued token', () =>
      given(history).when({ type: 'ConfirmMember', data: { tokenId: 'tok-1' }, metadata }).thenEvents([confirmed]));

    it('rejects a token that was not issued', () =>
      given(history)
        .when({ type: 'ConfirmMember', data: { tokenId: 'forged' }, metadata })
        .thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)));

    it('rejects the token once it has expired', () =>
      given(history)
        .when({ type: 'ConfirmMember', data: { tokenId: 'tok-1' }, metadata: { now: '2026-11-25T10:00:00.000Z' } })
        .thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)));

    it('lets the member log in (status stays not confirmed)', () =>
      given(history).when({ type: 'LogIn', data: { sessionHash: 'h-1', passwordVerified: true }, metadata }).thenEvents([loggedIn]));

    it('refuses a login with a wrong password', () =>
      given(history)
        .when({ type: 'LogIn', data: { sessionHash: 'h-1', passwordVerified: false }, metadata })
        .thenThrows(hasCode(MEMBER_ERRORS.LOGIN_FAILED)));
  });

  describe('when confirmed', () => {
    it('treats following the activation link again as done', () =>
      given([signedUp, tokenIssued, confirmed]).when({ type: 'ConfirmMember', data: { tokenId: 'tok-1' }, metadata }).thenEvents([]));
  });

  describe('when logged in', () => {
    const history = [signedUp, tokenIssued, loggedIn];

    it('logs out the session', () =>
      given(history)
        .when({ type: 'LogOut', data: { sessionHash: 'h-1' }, metadata })
        .thenEvents([{ type: 'MemberLoggedOut', data: { memberId, sessionHash: 'h-1', loggedOutAt: now } }]));

    it('ignores logging out a session that is not open', () =>
      given(history).when({ type: 'LogOut', data: { sessionHash: 'other' }, metadata }).thenEvents([]));

    it('changes the language to a supported one', () =>
      given(history)
        .when({ type: 'ChangeLanguage', data: { language: 'de' }, metadata })
        .thenEvents([{ type: 'MemberLanguageChanged', data: { memberId, language: 'de' } }]));

    it('grants the staff role once', () => {
      given(history).when({ type: 'GrantStaffRole', data: {}, metadata }).thenEvents([{ type: 'StaffRoleGranted', data: { memberId } }]);
      given([...history, { type: 'StaffRoleGranted', data: { memberId } }]).when({ type: 'GrantStaffRole', data: {}, metadata }).thenEvents([]);
    });

    it('switches invisible mode on, and ignores switching it on again', () => {
      const invisible: MemberEvent = { type: 'InvisibleModeChanged', data: { memberId, invisible: true } };
      given(history).when({ type: 'ChangeInvisibleMode', data: { invisible: true }, metadata }).thenEvents([invisible]);
      given([...history, invisible]).when({ type: 'ChangeInvisibleMode', data: { invisible: true }, metadata }).thenEvents([]);
    });

    it('rejects an unsupported language', () =>
      given(history).when({ type: 'ChangeLanguage', data: { language: 'xx' }, metadata }).thenThrows(hasCode(MEMBER_ERRORS.LANGUAGE_UNSUPPORTED)));
  });
});
