import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { SIGNUP_ERRORS } from '../member/signup.rules.js';
import { emailClaimDecider, type EmailClaimEvent } from './email-claim.decider.js';

const given = specFor(emailClaimDecider);
const metadata = { now: '2026-11-22T10:00:00.000Z' };
const claimedBy = (memberId: string): EmailClaimEvent => ({ type: 'EmailClaimed', data: { memberId, claimedAt: metadata.now } });
const releasedBy = (memberId: string): EmailClaimEvent => ({ type: 'EmailReleased', data: { memberId, releasedAt: metadata.now } });

describe('E-mail claim', () => {
  it('gives a free address to the first member', () =>
    given([]).when({ type: 'ClaimEmail', data: { memberId: 'a' }, metadata }).thenEvents([claimedBy('a')]));

  it('refuses a held address to another member and lets the holder claim it again', () => {
    given([claimedBy('a')]).when({ type: 'ClaimEmail', data: { memberId: 'b' }, metadata }).thenThrows(hasCode(SIGNUP_ERRORS.EMAIL_TAKEN));
    given([claimedBy('a')]).when({ type: 'ClaimEmail', data: { memberId: 'a' }, metadata }).thenEvents([]);
  });

  it('keeps the password a signup claiming the address chose, by which the same signup sent again is known', () => {
    const bySignup = { type: 'EmailClaimed' as const, data: { memberId: 'a', claimedAt: metadata.now, passwordHashRef: 'hash-1' } };
    given([]).when({ type: 'ClaimEmail', data: { memberId: 'a', passwordHashRef: 'hash-1' }, metadata }).thenEvents([bySignup]);
    expect(emailClaimDecider.evolve(emailClaimDecider.initialState, bySignup)).toEqual({ claimedBy: 'a', claimedAt: metadata.now, passwordHashRef: 'hash-1' });
    expect(emailClaimDecider.evolve(emailClaimDecider.evolve(emailClaimDecider.initialState, bySignup), releasedBy('a')).passwordHashRef).toBeNull();
  });

  it('frees the address when its holder releases it, for anyone to claim', () => {
    given([claimedBy('a')]).when({ type: 'ReleaseEmail', data: { memberId: 'a' }, metadata }).thenEvents([releasedBy('a')]);
    given([claimedBy('a'), releasedBy('a')]).when({ type: 'ClaimEmail', data: { memberId: 'b' }, metadata }).thenEvents([claimedBy('b')]);
  });

  it('ignores a release by someone who does not hold the address', () =>
    given([claimedBy('a'), releasedBy('a'), claimedBy('b')]).when({ type: 'ReleaseEmail', data: { memberId: 'a' }, metadata }).thenEvents([]));

  describe('when a signup claimed the address but never recorded its member', () => {
    const tenMinutesLater = { now: '2026-11-22T10:10:00.000Z' };
    const takeOver = (meta: { now: string }, abandonedBy = 'a') => ({ type: 'ClaimEmail' as const, data: { memberId: 'b', abandonedBy }, metadata: meta });

    it('lets a new signup take the address over once no signup can still be running', () =>
      given([claimedBy('a')])
        .when(takeOver(tenMinutesLater))
        .thenEvents([
          { type: 'EmailReleased', data: { memberId: 'a', releasedAt: tenMinutesLater.now } },
          { type: 'EmailClaimed', data: { memberId: 'b', claimedAt: tenMinutesLater.now } },
        ]));

    it('keeps the address for a signup that may still be running', () =>
      given([claimedBy('a')]).when(takeOver({ now: '2026-11-22T10:09:59.000Z' })).thenThrows(hasCode(SIGNUP_ERRORS.EMAIL_TAKEN)));

    it('takes over only from the holder the caller found without a member', () =>
      given([claimedBy('a')]).when(takeOver(tenMinutesLater, 'someone-else')).thenThrows(hasCode(SIGNUP_ERRORS.EMAIL_TAKEN)));
  });
});
