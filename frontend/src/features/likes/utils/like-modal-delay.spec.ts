import { likeModalDelayMs } from './like-modal-delay.js';

describe('the like modal delay of the query t', () => {
  it('reads whole seconds', () => {
    expect(likeModalDelayMs('0')).toBe(0);
    expect(likeModalDelayMs('12')).toBe(12_000);
  });

  it('ignores a missing, negative, fractional or absurd value', () => {
    for (const value of [null, '', '-1', '1.5', 'abc', '99999', '1e3']) expect(likeModalDelayMs(value)).toBeUndefined();
  });
});
