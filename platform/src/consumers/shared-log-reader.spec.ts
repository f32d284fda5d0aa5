import { jest } from '@jest/globals';
import type { Checkpoint, RecordedEvent } from '@dating/domain';
import { AppendNotifier } from '../event-store/append-notifier.js';
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
});
