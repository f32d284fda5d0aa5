import { FAULT_KINDS, faultSchedule } from './fault-schedule.js';
import { seededRandom } from './seeded-random.js';

describe('the fault schedule', () => {
  it('is the same for the same seed and length, so CHAOS_SEED replays a run', () => {
    expect(faultSchedule(seededRandom(42), 180)).toEqual(faultSchedule(seededRandom(42), 180));
    expect(faultSchedule(seededRandom(42), 180)).not.toEqual(faultSchedule(seededRandom(43), 180));
  });

  it('has every kind of fault once before any repeats, when the run is long enough', () => {
    const schedule = faultSchedule(seededRandom(7), 180);
    expect(new Set(schedule.slice(0, FAULT_KINDS.length).map((fault) => fault.kind))).toEqual(new Set(FAULT_KINDS));
    expect(schedule.length).toBeGreaterThan(FAULT_KINDS.length);
  });

  it('leaves the first seconds to the signups and the last ones to healing, in time order', () => {
    for (const seed of [1, 2, 3, 99, 12345]) {
      const schedule = faultSchedule(seededRandom(seed), 90);
      const times = schedule.map((fault) => fault.atSecond);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(8);
      expect(Math.max(...times)).toBeLessThanOrEqual(90 - 12);
    }
  });
});
