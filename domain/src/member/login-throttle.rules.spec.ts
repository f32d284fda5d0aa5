import {
  isUnderLoginAttack,
  LOGIN_ATTACK_FAILURES_PER_HOUR,
  loginAttackNoticeStart,
  loginLockout,
  SOURCE_FAILED_CHECKS_PER_HOUR,
  type LoginFailureHistory,
} from './login-throttle.rules.js';

const now = '2026-11-22T10:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
const times = (count: number, minutes: number) => Array.from({ length: count }, () => minutesAgo(minutes));
const history = (failures: Partial<LoginFailureHistory>): LoginFailureHistory => ({ fromSource: [], bySource: [], onAccount: [], ...failures });

describe(loginLockout.name, () => {
  describe('per account and source', () => {
    it('lets four recent failures through', () => expect(loginLockout(history({ fromSource: times(4, 1), onAccount: times(4, 1) }), now)).toEqual({ locked: false }));

    it('locks the source for 15 minutes after the fifth failure', () =>
      expect(loginLockout(history({ fromSource: times(5, 0), onAccount: times(5, 0) }), now)).toEqual({ locked: true, minutes: 15 }));

    it('counts down from the last failure, rounding up', () =>
      expect(loginLockout(history({ fromSource: [...times(4, 10), minutesAgo(3.5)] }), now)).toEqual({ locked: true, minutes: 12 }));

    it('forgets failures older than 15 minutes', () =>
      expect(loginLockout(history({ fromSource: times(5, 15), onAccount: times(5, 15) }), now)).toEqual({ locked: false }));
  });

  describe('per source, across accounts', () => {
    it(`lets ${SOURCE_FAILED_CHECKS_PER_HOUR - 1} failures in the last hour through`, () =>
      expect(loginLockout(history({ bySource: times(SOURCE_FAILED_CHECKS_PER_HOUR - 1, 30) }), now)).toEqual({ locked: false }));

    it(`locks the source out of every account at ${SOURCE_FAILED_CHECKS_PER_HOUR} failures until the oldest turns an hour old`, () =>
      expect(loginLockout(history({ bySource: [...times(1, 50), ...times(SOURCE_FAILED_CHECKS_PER_HOUR - 1, 5)] }), now)).toEqual({ locked: true, minutes: 10 }));
  });

  describe('while the account is under attack', () => {
    const attack = [...times(1, 50), ...times(LOGIN_ATTACK_FAILURES_PER_HOUR - 1, 5)];

    it('lets a source that has not failed on the account in the last hour through, so the owner still gets in', () =>
      expect(loginLockout(history({ onAccount: attack }), now)).toEqual({ locked: false }));

    it('locks a source that failed on the account until the attack wanes', () =>
      expect(loginLockout(history({ fromSource: times(1, 40), onAccount: attack }), now)).toEqual({ locked: true, minutes: 10 }));

    it("or until the source's own failure is an hour old, if that comes first", () =>
      expect(loginLockout(history({ fromSource: times(1, 55), onAccount: attack }), now)).toEqual({ locked: true, minutes: 5 }));

    it('forgets failures older than an hour', () =>
      expect(loginLockout(history({ fromSource: times(1, 61), onAccount: times(LOGIN_ATTACK_FAILURES_PER_HOUR, 61) }), now)).toEqual({ locked: false }));
  });
});

describe(isUnderLoginAttack.name, () => {
  it(`takes ${LOGIN_ATTACK_FAILURES_PER_HOUR} failures on the account in the last hour`, () => {
    expect(isUnderLoginAttack(times(LOGIN_ATTACK_FAILURES_PER_HOUR - 1, 5), now)).toBe(false);
    expect(isUnderLoginAttack(times(LOGIN_ATTACK_FAILURES_PER_HOUR, 5), now)).toBe(true);
  });
});

describe(loginAttackNoticeStart.name, () => {
  it('starts a notice for the first attack', () => expect(loginAttackNoticeStart(null, now)).toBe(now));

  it('keeps the notice of an attack told within the day', () => expect(loginAttackNoticeStart(minutesAgo(23 * 60), now)).toBe(minutesAgo(23 * 60)));

  it('starts a new notice once the last is a day old', () => expect(loginAttackNoticeStart(minutesAgo(24 * 60), now)).toBe(now));
});
