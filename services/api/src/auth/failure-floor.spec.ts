import { withFailureFloor, type Stopwatch } from './failure-floor.js';

/** A stopwatch whose time moves only when work or waiting moves it, so the floor is checked exactly. */
const fakeStopwatch = () => {
  let now = 0;
  const waits: number[] = [];
  const stopwatch: Stopwatch = {
    now: () => now,
    elapsedSince: (startedAt) => now - startedAt,
    wait: async (milliseconds) => {
      waits.push(milliseconds);
      now += milliseconds;
    },
  };
  return { stopwatch, waits, spend: (milliseconds: number) => (now += milliseconds), time: () => now };
};

describe('A refused login answers at the same moment whatever made it fail', () => {
  it('holds a quick refusal (an address without an account) until the floor', async () => {
    const clock = fakeStopwatch();
    const unknownAddress = async () => {
      clock.spend(70);
      throw new Error('LOGIN_FAILED');
    };
    await expect(withFailureFloor(unknownAddress, 500, clock.stopwatch)).rejects.toThrow('LOGIN_FAILED');
    expect(clock.time()).toBe(500);
  });

  it('holds a slower refusal (a wrong password of an existing account) until the same floor', async () => {
    const clock = fakeStopwatch();
    const wrongPassword = async () => {
      clock.spend(120);
      throw new Error('LOGIN_FAILED');
    };
    await expect(withFailureFloor(wrongPassword, 500, clock.stopwatch)).rejects.toThrow('LOGIN_FAILED');
    expect(clock.time()).toBe(500);
  });

  it('does not wait when the refusal already took longer than the floor', async () => {
    const clock = fakeStopwatch();
    await expect(withFailureFloor(async () => (clock.spend(800), Promise.reject(new Error('slow'))), 500, clock.stopwatch)).rejects.toThrow('slow');
    expect(clock.waits).toEqual([]);
  });

  it('lets a successful login through at once', async () => {
    const clock = fakeStopwatch();
    await expect(withFailureFloor(async () => (clock.spend(90), 'session'), 500, clock.stopwatch)).resolves.toBe('session');
    expect(clock.waits).toEqual([]);
    expect(clock.time()).toBe(90);
  });
});
