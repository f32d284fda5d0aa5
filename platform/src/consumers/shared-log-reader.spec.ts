import { jest } from '@jest/globals';
import type { Checkpoint, RecordedEvent } from '@dating/domain';
import { START_CHECKPOINT } from '@dating/domain';
import { AppendNotifier } from '../event-store/append-notifier.js';
import { compareCheckpoints, encodePositionPair } from '../event-store/checkpoint.js';
import { SharedLogReader } from './shared-log-reader.js';

/** A log whose reads are counted and answer only when the test lets them. */
const slowLog = () => {
  const notifier = new AppendNotifier();
  const pending: (() => void)[] = [];
  let reads = 0;
  const log = {
    onAppended: notifier.onAppended.bind(notifier),
    readAll: (_from: Checkpoint, _maxCount: number) => {
      reads += 1;
      const read = reads;
      return new Promise<RecordedEvent[]>((resolve) => pending.push(() => resolve([{ id: `read-${read}` } as RecordedEvent])));
    },
  };
  return { log, notifier, answerAll: () => pending.splice(0).forEach((answer) => answer()), reads: () => reads };
};

describe('SharedLogReader', () => {
  it('lets the consumers woken by one append share one read of the same batch', async () => {
    const { log, answerAll, reads } = slowLog();
    const reader = new SharedLogReader(log);
    const batches = [reader.readAll('c-1', 500), reader.readAll('c-1', 500), reader.readAll('c-1', 500), reader.readAll('c-0', 500)];
    answerAll();
    const [first, second, third, behind] = await Promise.all(batches);
    expect(reads()).toBe(2);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(behind).not.toBe(first);
  });

  it('never serves a read begun before an append to a consumer asking after it', async () => {
    const { log, notifier, answerAll, reads } = slowLog();
    const reader = new SharedLogReader(log);
    const early = reader.readAll('c-1', 500);
    notifier.notify({ streamIds: ['thing-1'], checkpoint: 'c-2' });
    const woken = reader.readAll('c-1', 500);
    answerAll();
    expect(reads()).toBe(2);
    expect(await woken).not.toBe(await early);
  });

  it('as the log’s sole writer, lets consumers that ask one after another share a finished read until the next append', async () => {
    const { log, notifier, answerAll, reads } = slowLog();
    const reader = new SharedLogReader(log, true);
    const first = reader.readAll('c-1', 500);
    answerAll();
    await first;
    expect(await reader.readAll('c-1', 500)).toBe(await first);
    expect(reads()).toBe(1);
    notifier.notify({ streamIds: ['thing-1'], checkpoint: 'c-2' });
    const afterAppend = reader.readAll('c-1', 500);
    answerAll();
    expect(await afterAppend).not.toBe(await first);
    expect(reads()).toBe(2);
  });

  it('as the sole writer, keeps a finished read only for a moment and a failed one not at all', async () => {
    jest.useFakeTimers();
    try {
      const notifier = new AppendNotifier();
      let reads = 0;
      const log = {
        onAppended: notifier.onAppended.bind(notifier),
        readAll: () => (++reads === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve([] as RecordedEvent[])),
      };
      const reader = new SharedLogReader(log, true);
      await expect(reader.readAll('c-1', 500)).rejects.toThrow('connection lost');
      await reader.readAll('c-1', 500);
      await reader.readAll('c-1', 500);
      expect(reads).toBe(2);
      jest.advanceTimersByTime(1_000);
      await reader.readAll('c-1', 500);
      expect(reads).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('for consumers that drifted apart', () => {
    /** A log of `length` events, whose reads are counted. */
    const aLog = (length: number) => {
      const events = Array.from({ length }, (_, index) => ({ id: `e${index + 1}`, checkpoint: encodePositionPair(0, index + 1) }) as RecordedEvent);
      const reads: string[] = [];
      const log = {
        readAll: async (from: Checkpoint, maxCount: number) => {
          reads.push(from);
          return events.filter((event) => compareCheckpoints(event.checkpoint, from) > 0).slice(0, maxCount);
        },
      };
      return { log, events, reads };
    };
    const ids = (events: readonly RecordedEvent[]) => events.map((event) => event.id);

    it('serves those behind what a read lately held after their place, and reads what follows it once, for all of them', async () => {
      const { log, events, reads } = aLog(6);
      const reader = new SharedLogReader(log);
      expect(ids(await reader.readAll(START_CHECKPOINT, 3))).toEqual(['e1', 'e2', 'e3']);

      const [one, two] = await Promise.all([reader.readAll(events[0]!.checkpoint, 500), reader.readAll(events[1]!.checkpoint, 500)]);

      expect(ids(one)).toEqual(['e2', 'e3', 'e4', 'e5', 'e6']);
      expect(ids(two)).toEqual(['e3', 'e4', 'e5', 'e6']);
      expect(reads).toEqual([START_CHECKPOINT, events[2]!.checkpoint]);
    });

    it('answers a full batch from what it read lately, without reading', async () => {
      const { log, events, reads } = aLog(6);
      const reader = new SharedLogReader(log);
      await reader.readAll(START_CHECKPOINT, 5);

      expect(ids(await reader.readAll(events[0]!.checkpoint, 2))).toEqual(['e2', 'e3']);
      expect(reads).toHaveLength(1);
    });

    it('never answers from what it read a consumer at or past its end, for whom the log may have grown', async () => {
      const { log, events, reads } = aLog(3);
      const reader = new SharedLogReader(log);
      await reader.readAll(START_CHECKPOINT, 500);

      expect(await reader.readAll(events[2]!.checkpoint, 500)).toEqual([]);
      expect(reads).toEqual([START_CHECKPOINT, events[2]!.checkpoint]);
    });
  });
});
