import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { SWIPE_ERRORS } from './like.errors.js';
import { swipeDayDecider, type SwipeLikeUsed, type UseSwipeLike } from './swipe-day.decider.js';
import { memberDay, nextMemberDayStart, swipeAllowance, SWIPE_DAY_TIME_ZONE, SWIPE_LIKES_PER_DAY } from './swipe-game.rules.js';

describe('The swipe game day', () => {
  it('is the same UTC day for every member, wherever they say they live', () => {
    const lateEveningInUtc = new Date('2026-11-24T23:30:00.000Z');
    expect(memberDay(lateEveningInUtc, SWIPE_DAY_TIME_ZONE)).toBe('2026-11-24');
    expect(nextMemberDayStart(lateEveningInUtc, SWIPE_DAY_TIME_ZONE).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('starts the next day at local midnight', () => {
    expect(nextMemberDayStart(new Date('2026-11-25T10:00:00.000Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(nextMemberDayStart(new Date('2026-11-25T10:00:00.000Z'), 'Europe/Helsinki').toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(nextMemberDayStart(new Date('2026-07-01T10:00:00.000Z'), 'Europe/Warsaw').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('finds midnight on the days the clocks change', () => {
    // Summer time ends on 25 October 2026 in Europe: that midnight is still in summer time.
    expect(nextMemberDayStart(new Date('2026-10-24T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(nextMemberDayStart(new Date('2026-10-25T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(nextMemberDayStart(new Date('2026-03-28T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextMemberDayStart(new Date('2026-03-29T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });


  it('gives four likes a day and, once they are used, says when the next one comes', () => {
    const instant = new Date('2026-11-25T10:00:00.000Z');
    expect(SWIPE_LIKES_PER_DAY).toBe(4);
    expect(swipeAllowance(3, instant, 'Europe/Amsterdam')).toEqual({ likesLeft: 1, nextLikeAt: null });
    expect(swipeAllowance(4, instant, 'Europe/Amsterdam')).toEqual({ likesLeft: 0, nextLikeAt: '2026-11-25T23:00:00.000Z' });
  });
});

describe("A member's swipe day", () => {
  const given = specFor(swipeDayDecider);
  const now = '2026-11-25T10:00:00.000Z';
  const day = '2026-11-25';
  const use = (likedId: string): UseSwipeLike => ({ type: 'UseSwipeLike', data: { memberId: 'anna', likedId, day }, metadata: { now } });
  const used = (likedId: string): SwipeLikeUsed => ({ type: 'SwipeLikeUsed', data: { memberId: 'anna', likedId, day, usedAt: now } });

  it('uses a like of the day', () => given([used('a'), used('b'), used('c')]).when(use('d')).thenEvents([used('d')]));
  it('refuses the fifth like of the day', () => given(['a', 'b', 'c', 'd'].map(used)).when(use('e')).thenThrows(hasCode(SWIPE_ERRORS.NO_LIKES_LEFT)));
  it('uses nothing for a retried like of the same member, even when the day is used up', () => given(['a', 'b', 'c', 'd'].map(used)).when(use('b')).thenEvents([]));
});
