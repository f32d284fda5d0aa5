import { jest } from '@jest/globals';
import { InProcessQueueDriver } from './in-process-queue.driver.js';
import type { JobFailure, JobHandler } from './job-queue.port.js';
import { JOB_OUTCOMES, QUEUE_ERRORS } from './job-queue.port.js';

const QUEUE = 'test-queue';
const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 0 };

const recordingHandler = (failFirst = 0) => {
  const runs: Array<{ data: unknown; attempt: number; at: number }> = [];
  const handler: JobHandler<unknown> = async (data, { attempt }) => {
    runs.push({ data, attempt, at: performance.now() });
    if (attempt <= failFirst) throw new Error(`failure ${attempt}`);
    return JOB_OUTCOMES.DONE;
  };
  return { runs, handler };
};

describe(InProcessQueueDriver.name, () => {
  let failures: JobFailure[];
  let sut: InProcessQueueDriver;

  beforeEach(() => {
    failures = [];
    sut = new InProcessQueueDriver({ onJobFailed: (failure) => failures.push(failure) });
  });
  afterEach(() => sut.close());

  describe('when the same job id is enqueued twice', () => {
    it('runs the job once', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, { n: 1 }, { jobId: 'job-1', ...once });
      await sut.enqueue(QUEUE, JOB, { n: 2 }, { jobId: 'job-1', ...once });
      await sut.drain();
      await sut.enqueue(QUEUE, JOB, { n: 3 }, { jobId: 'job-1', ...once });
      await sut.drain();

      expect(runs.map((run) => run.data)).toEqual([{ n: 1 }]);
    });

    it('still runs a job with another id', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'job-1', ...once });
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'job-2', ...once });
      await sut.drain();

      expect(runs).toHaveLength(2);
    });
  });

  describe('when a job fails', () => {
    it('retries it with exponentially growing delays until it succeeds', async () => {
      const backoffMs = 40;
      const { runs, handler } = recordingHandler(2);
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'flaky', attempts: 5, backoffMs });
      await sut.drain();

      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(backoffMs - 2);
      expect(third - second).toBeGreaterThanOrEqual(2 * backoffMs - 2);
      expect(failures.map((failure) => [failure.attempt, failure.final])).toEqual([
        [1, false],
        [2, false],
      ]);
    });

    it('gives it up after the last attempt and reports that as final', async () => {
      const { runs, handler } = recordingHandler(Infinity);
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'doomed', attempts: 3, backoffMs: 1 });
      await sut.drain();

      expect(runs).toHaveLength(3);
      expect(failures.map((failure) => failure.final)).toEqual([false, false, true]);
    });
  });

  describe('when no handler knows the job name', () => {
    it('fails the job for good without retrying', async () => {
      await sut.process(QUEUE, {});

      await sut.enqueue(QUEUE, 'nobody.knows', {}, { jobId: 'orphan', attempts: 5, backoffMs: 1 });
      await sut.drain();

      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ jobName: 'nobody.knows', final: true });
    });
  });

  describe('when jobs are enqueued before the queue is processed', () => {
    it('runs them once processing starts', async () => {
      const { runs, handler } = recordingHandler();
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'early', ...once });
      await sut.drain();
      expect(runs).toHaveLength(0);

      await sut.process(QUEUE, { [JOB]: handler });
      await sut.drain();

      expect(runs).toHaveLength(1);
    });
  });

  describe('when a job is enqueued', () => {
    it('returns before the job runs and hands the handler a copy of the data', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });
      const data = { n: 1 };

      await sut.enqueue(QUEUE, JOB, data, { jobId: 'copied', ...once });
      expect(runs).toHaveLength(0);
      data.n = 2;
      await sut.drain();

      expect(runs[0]?.data).toEqual({ n: 1 });
    });

    it('rejects a job id BullMQ could not store', async () => {
      await expect(sut.enqueue(QUEUE, JOB, {}, { jobId: 'member:1', ...once })).rejects.toMatchObject({
        code: QUEUE_ERRORS.INVALID_JOB_ID,
      });
    });
  });

  describe('when it is closed', () => {
    it('cancels waiting retries and refuses new jobs', async () => {
      const { runs, handler } = recordingHandler(Infinity);
      await sut.process(QUEUE, { [JOB]: handler });
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'slow-retry', attempts: 3, backoffMs: 60_000 });
      while (runs.length === 0) await new Promise((resolve) => setImmediate(resolve));

      await sut.close();

      expect(runs).toHaveLength(1);
      await expect(sut.enqueue(QUEUE, JOB, {}, { jobId: 'late', ...once })).rejects.toThrow('closed');
    });
  });
  describe('when a job is scheduled', () => {
    const EVERY_MS = 1_000;
    // The driver starts jobs with setImmediate; only the schedule's own timer is under the test's control.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    const ticks = async (count: number) => {
      await jest.advanceTimersByTimeAsync(count * EVERY_MS);
      await sut.drain();
    };

    it('runs it once per interval, with empty data, until it is unscheduled', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });
      await sut.schedule(QUEUE, JOB, EVERY_MS);

      await ticks(3);
      expect(runs.map((run) => run.data)).toEqual([{}, {}, {}]);

      await sut.unschedule(QUEUE, JOB);
      await ticks(3);
      expect(runs).toHaveLength(3);
    });

    it('keeps one schedule per job when it is scheduled again', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });
      await sut.schedule(QUEUE, JOB, EVERY_MS);
      await sut.schedule(QUEUE, JOB, 2 * EVERY_MS);

      await ticks(4);

      expect(runs).toHaveLength(2);
    });

    it('lets a slow run finish before the next tick starts one', async () => {
      const running: Array<() => void> = [];
      const finish = () => running.shift()?.();
      let runs = 0;
      await sut.process(QUEUE, {
        [JOB]: async () => {
          runs += 1;
          await new Promise<void>((resolve) => running.push(resolve));
          return JOB_OUTCOMES.DONE;
        },
      });
      await sut.schedule(QUEUE, JOB, EVERY_MS);

      await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
      expect(runs).toBe(1);
      finish();
      await jest.advanceTimersByTimeAsync(EVERY_MS);
      finish();
      await sut.drain();

      expect(runs).toBe(2);
    });

    it('reports a failing tick without retrying it', async () => {
      const { runs, handler } = recordingHandler(Infinity);
      await sut.process(QUEUE, { [JOB]: handler });
      await sut.schedule(QUEUE, JOB, EVERY_MS);

      await ticks(1);

      expect(runs).toHaveLength(1);
      expect(failures.map((failure) => [failure.jobName, failure.final])).toEqual([[JOB, true]]);
    });

    it('stops ticking once closed', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });
      await sut.schedule(QUEUE, JOB, EVERY_MS);

      await sut.close();
      await jest.advanceTimersByTimeAsync(3 * EVERY_MS);

      expect(runs).toHaveLength(0);
    });
  });
});
