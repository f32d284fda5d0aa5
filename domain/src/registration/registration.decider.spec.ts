import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { MEMBER_ERRORS } from '../member/member.errors.js';
import type { RegistrationCommand } from './registration.commands.js';
import { holdsOutgoingMessages, isSignupRepeatable, registrationDecider, SIGNUP_REPEAT_MINUTES, type RegisteredMember } from './registration.decider.js';
import type { RegistrationEvent } from './registration.events.js';

const given = specFor(registrationDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
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
const signUp: RegistrationCommand = { type: 'SignUp', data: { ...signUpData, activationTokenId: 'tok-1' }, metadata };
const signedUp: RegistrationEvent = { type: 'MemberSignedUp', data: { ...signUpData, signedUpAt: now } };
const tokenIssued = (tokenId: string, at: string): RegistrationEvent => ({
  type: 'ActivationTokenIssued',
  data: { memberId, tokenId, expiresAt: later(at, 72), issuedAt: at },
});
const confirmed: RegistrationEvent = { type: 'MemberConfirmed', data: { memberId, confirmedAt: now } };
const resend = (tokenId: string, at = now): RegistrationCommand => ({ type: 'IssueActivationToken', data: { tokenId }, metadata: { now: at } });
const confirm = (tokenId: string, at = now): RegistrationCommand => ({ type: 'ConfirmMember', data: { tokenId }, metadata: { now: at } });

describe('Registration', () => {
  describe('when nobody signed up yet', () => {
    it('signs up and issues an activation token valid for three days', () =>
      given([]).when(signUp).thenEvents([signedUp, tokenIssued('tok-1', now)]));

    it('knows no member to confirm', () => given([]).when(confirm('tok-1')).thenThrows(hasCode(MEMBER_ERRORS.NOT_FOUND)));
  });

  describe('when signed up but not confirmed', () => {
    const history = [signedUp, tokenIssued('tok-1', now)];

    it('rejects a second signup on the same stream', () => given(history).when(signUp).thenThrows(hasCode(MEMBER_ERRORS.ALREADY_SIGNED_UP)));

    it('confirms with the issued token', () => given(history).when(confirm('tok-1')).thenEvents([confirmed]));

    it('rejects a token that was not issued', () => given(history).when(confirm('forged')).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)));

    it('rejects the token once it has expired', () =>
      given(history).when(confirm('tok-1', later(now, 72))).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)));

    it('issues a new token on request that replaces the first', () => {
      given(history).when(resend('tok-2')).thenEvents([tokenIssued('tok-2', now)]);
      given([...history, tokenIssued('tok-2', now)]).when(confirm('tok-1')).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID));
    });

    it('allows five tokens a day, counting the one of the signup, and more the next day', () => {
      const fiveToday = [...history, ...['t2', 't3', 't4', 't5'].map((id) => tokenIssued(id, now))];
      given(fiveToday).when(resend('t6')).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_RESEND_LIMIT));
      given(fiveToday).when(resend('t6', later(now, 24))).thenEvents([tokenIssued('t6', later(now, 24))]);
    });

    it('holds the member\'s outgoing messages', () => expect(holdsOutgoingMessages(fold(registrationDecider, history) as RegisteredMember)).toBe(true));
  });

  describe('when confirmed', () => {
    const history = [signedUp, tokenIssued('tok-1', now), confirmed];

    it('treats following the activation link again as done', () => given(history).when(confirm('tok-1')).thenEvents([]));

    it('refuses to issue another activation token', () => given(history).when(resend('tok-2')).thenThrows(hasCode(MEMBER_ERRORS.ALREADY_CONFIRMED)));

    it('releases the member\'s messages', () => expect(holdsOutgoingMessages(fold(registrationDecider, history) as RegisteredMember)).toBe(false));
  });

  describe('when the same signup is sent again', () => {
    const member = fold(registrationDecider, [signedUp, tokenIssued('tok-1', now)]) as RegisteredMember;
    const minutesAfter = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000);

    it('takes it as that signup while it is a few minutes old (its answer was lost on the way)', () =>
      expect(isSignupRepeatable(member, minutesAfter(SIGNUP_REPEAT_MINUTES))).toBe(true));

    it('takes it as a second signup for the address afterwards', () => expect(isSignupRepeatable(member, minutesAfter(SIGNUP_REPEAT_MINUTES + 1))).toBe(false));
  });

  describe('when reading events written by older code', () => {
    it('dates a token issued before resends existed by its expiry, so it counts towards the day it was issued', () => {
      const stored = { type: 'ActivationTokenIssued', data: { memberId, tokenId: 'tok-1', expiresAt: later(now, 72) } };
      expect(registrationDecider.upcast!(stored)).toEqual(tokenIssued('tok-1', now));
    });

    it('leaves out events that belong to no registration (such as the logins once kept in this stream)', () =>
      expect(registrationDecider.upcast!({ type: 'MemberLoggedIn', data: { memberId } })).toBeUndefined());
  });
});
