import { hasCode } from '../kernel/domain-error.js';
import { fold } from '../kernel/decider.js';
import { specFor } from '../kernel/given-when-then.js';
import { memberOfUsableResetLink, PASSWORD_RESET_ERRORS, passwordResetDecider, type PasswordResetCommand } from './password-reset.decider.js';
import type { PasswordResetEvent } from './password-reset.events.js';

const given = specFor(passwordResetDecider);
const now = '2026-11-22T10:00:00.000Z';
const minutesLater = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
const addressDigest = 'digest-1';

const request = (tokenId: string, memberId: string | null = 'm-1', time = now): PasswordResetCommand => ({
  type: 'RequestPasswordReset',
  data: { addressDigest, email: 'anna@example.com', memberId, language: 'de', domain: 'localhost', tokenId },
  metadata: { now: time },
});
const requested = (tokenId: string, memberId: string | null = 'm-1', time = now): PasswordResetEvent => ({
  type: 'PasswordResetRequested',
  data: {
    addressDigest,
    dataSubjectId: memberId ?? `address-${addressDigest}-${tokenId}`,
    email: 'anna@example.com',
    memberId,
    language: 'de',
    domain: 'localhost',
    tokenId,
    requestedAt: time,
    expiresAt: new Date(Date.parse(time) + 3_600_000).toISOString(),
  },
});
const complete = (tokenId: string, time = now): PasswordResetCommand => ({ type: 'CompletePasswordReset', data: { tokenId }, metadata: { now: time } });

describe('Password reset requests of one address', () => {
  describe('when the address belongs to a member', () => {
    it('issues a link valid for an hour', () => given([]).when(request('t-1')).thenEvents([requested('t-1')]));

    it('lets the newest link be used once', () => {
      given([requested('t-1')]).when(complete('t-1', minutesLater(59))).thenEvents([
        { type: 'PasswordResetCompleted', data: { addressDigest, tokenId: 't-1', completedAt: minutesLater(59) } },
      ]);
      given([requested('t-1'), { type: 'PasswordResetCompleted', data: { addressDigest, tokenId: 't-1', completedAt: now } }])
        .when(complete('t-1'))
        .thenThrows(hasCode(PASSWORD_RESET_ERRORS.LINK_INVALID));
    });

    it.each([
      ['an expired link', [requested('t-1')], complete('t-1', minutesLater(60))],
      ['a link a newer one replaced', [requested('t-1'), requested('t-2')], complete('t-1')],
      ['a token never issued', [requested('t-1')], complete('forged')],
    ])('refuses %s', (_, history, command) => given(history).when(command).thenThrows(hasCode(PASSWORD_RESET_ERRORS.LINK_INVALID)));
  });

  describe('when no account has the address', () => {
    it('records the request under the address as its own data subject, so the same limit applies', () =>
      given([]).when(request('t-1', null)).thenEvents([requested('t-1', null)]));

    it('has no link that could reset anything', () =>
      given([requested('t-1', null)]).when(complete('t-1')).thenThrows(hasCode(PASSWORD_RESET_ERRORS.LINK_INVALID)));
  });

  describe('the daily limit', () => {
    const three = [requested('t-1'), requested('t-2', null), requested('t-3')];

    it('refuses a fourth mail on the same UTC day, whether or not an account exists', () => {
      given(three).when(request('t-4')).thenThrows(hasCode(PASSWORD_RESET_ERRORS.TOO_MANY));
      given(three).when(request('t-4', null)).thenThrows(hasCode(PASSWORD_RESET_ERRORS.TOO_MANY));
    });

    it('allows mails again the next day', () => {
      const tomorrow = '2026-11-23T00:00:00.000Z';
      given(three).when(request('t-4', 'm-1', tomorrow)).thenEvents([requested('t-4', 'm-1', tomorrow)]);
    });
  });
});

describe(memberOfUsableResetLink.name, () => {
  const completed = (tokenId: string): PasswordResetEvent => ({ type: 'PasswordResetCompleted', data: { addressDigest, tokenId, completedAt: now } });
  const memberOf = (history: PasswordResetEvent[], tokenId: string, time = now) => memberOfUsableResetLink(fold(passwordResetDecider, history), tokenId, time);

  it('names the member of the newest unused link until it expires', () =>
    expect(memberOf([requested('t-1')], 't-1', minutesLater(59))).toBe('m-1'));

  it.each([
    ['a used link', [requested('t-1'), completed('t-1')], 't-1', now],
    ['an expired link', [requested('t-1')], 't-1', minutesLater(60)],
    ['a link a newer one replaced', [requested('t-1'), requested('t-2')], 't-1', now],
    ['a token never issued', [requested('t-1')], 'forged', now],
    ['a link of an address without account', [requested('t-1', null)], 't-1', now],
    ['an address that never asked', [], 't-1', now],
  ])('names nobody for %s', (_, history, tokenId, time) => expect(memberOf(history, tokenId, time)).toBeNull());
});
