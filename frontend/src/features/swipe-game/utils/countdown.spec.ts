import { countdownText, swipeChoiceOf } from './countdown.js';

describe('the swipe game', () => {
  it('counts down to the next like in hours, minutes and seconds', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(countdownText(new Date('2026-11-25T23:00:00.000Z'), now)).toBe('13:00:00');
    expect(countdownText(new Date('2026-11-25T10:01:05.200Z'), now)).toBe('00:01:06');
    expect(countdownText(new Date('2026-11-25T09:00:00.000Z'), now)).toBe('00:00:00');
  });

  it('likes a card dragged far enough right, passes one dragged left, and lets a short drag snap back', () => {
    expect(swipeChoiceOf(140)).toBe('like');
    expect(swipeChoiceOf(-100)).toBe('pass');
    expect(swipeChoiceOf(60)).toBeUndefined();
  });
});
