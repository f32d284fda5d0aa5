import { ACCOUNT_FAILED_CHECKS_PER_HOUR, loginLockout } from './login-throttle.rules.js';

const now = '2026-11-22T10:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
const times = (count: number, minutes: number) => Array.from({ length: count }, () => minutesAgo(minutes));

describe(loginLockout.name, () => {
  describe('per account and source', () => {
    it('lets four recent failures through', () => expect(loginLockout({ fromSource: times(4, 1), onAccount: times(4, 1) }, now)).toEqual({ locked: false }));

    it('locks the source for 15 minutes after the fifth failure', () =>
      expect(loginLockout({ fromSource: times(5, 0), onAccount: times(5, 0) }, now)).toEqual({ locked: true, minutes: 15 }));

    it('counts down from the last failure, rounding up', () =>
      expect(loginLockout({ fromSource: [...times(4, 10), minutesAgo(3.5)], onAccount: [] }, now)).toEqual({ locked: true, minutes: 12 }));

    it('forgets failures older than 15 minutes', () =>
      expect(loginLockout({ fromSource: times(5, 15), onAccount: times(5, 15) }, now)).toEqual({ locked: false }));
  });

  describe('per account, from every source together', () => {
    it(`lets ${ACCOUNT_FAILED_CHECKS_PER_HOUR - 1} failures in the last hour through`, () =>
      expect(loginLockout({ fromSource: [], onAccount: times(ACCOUNT_FAILED_CHECKS_PER_HOUR - 1, 30) }, now)).toEqual({ locked: false }));

    it(`locks every source at ${ACCOUNT_FAILED_CHECKS_PER_HOUR} failures until the oldest turns an hour old`, () =>
      expect(loginLockout({ fromSource: [], onAccount: [...times(1, 50), ...times(ACCOUNT_FAILED_CHECKS_PER_HOUR - 1, 5)] }, now)).toEqual({
        locked: true,
        minutes: 10,
      }));

    it('forgets failures older than an hour', () =>
      expect(loginLockout({ fromSource: [], onAccount: times(ACCOUNT_FAILED_CHECKS_PER_HOUR, 61) }, now)).toEqual({ locked: false }));
  });
});
