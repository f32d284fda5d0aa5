import { LOST_JOBS_WINDOW_MS, redoPoint, withMark, type PositionMark } from './lost-jobs.check.js';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const minutesIn = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
const markAt = (minutes: number): PositionMark => ({ at: minutesIn(minutes), checkpoint: `position-${String(minutes).padStart(4, '0')}` });
const WINDOW_MINUTES = LOST_JOBS_WINDOW_MS / 60_000;

describe('The marks of where the reactors had got to', () => {
  it('gain a mark a minute at most', () => {
    const marks = [markAt(0)];

    expect(withMark(marks, markAt(0.5))).toBe(marks);
    expect(withMark(marks, markAt(1))).toEqual([markAt(0), markAt(1)]);
  });

  it('keep of the marks older than the window only the newest, so they stay a couple of hours long', () => {
    let marks: readonly PositionMark[] = [markAt(0)];
    for (let minute = 1; minute <= 3 * WINDOW_MINUTES; minute += 1) marks = withMark(marks, markAt(minute));

    expect(marks[0]).toEqual(markAt(2 * WINDOW_MINUTES));
    expect(marks).toHaveLength(WINDOW_MINUTES + 1);
  });
});

describe('Where the reactors redo from when the queue lost its jobs', () => {
  it('is the newest mark at least the window old: every job enqueued before it has run', () => {
    const marks = [markAt(0), markAt(10), markAt(20), markAt(WINDOW_MINUTES + 5)];

    expect(redoPoint(marks, minutesIn(WINDOW_MINUTES + 15))).toBe(markAt(10).checkpoint);
  });

  it('is the oldest mark while the site has run for less than the window', () => {
    expect(redoPoint([markAt(0), markAt(1)], minutesIn(2))).toBe(markAt(0).checkpoint);
  });
});
