import { randomBytes } from 'node:crypto';
import { eventually } from '../testing/eventually.js';
import type { JobFailure, QueueDriver } from './job-queue.port.js';
import { JOB_OUTCOMES, QUEUE_ERRORS, unknownJobError } from './job-queue.port.js';
import { gate, heldHandler, recordingHandler } from './queue.fixtures.js';

/** Where a driver keeps its jobs (a database, a Redis), as one suite of the contract uses it. */
export interface QueueDriverBackend {
  /**
   * A driver as one process has it, on connections of its own, reporting failed runs to `onJobFailed`, running one job
   * at a time unless a queue says otherwise.
   */
  aDriver(onJobFailed: (failure: JobFailure) => void): Promise<QueueDriver>;
  /** Opens the store again after every driver was closed, as a restart of the site does. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 1 };
const HOUR_MS = 60 * 60 * 1000;
// Under the whole suite's load PGlite may run ten times slower than alone: these tests wait for outcomes, not for speed.
const PATIENCE_MS = 120_000;

/**
 * The behaviour every QueueDriver must have. `openBackend` runs once for the suite and resolves to undefined (after a
 * loud warning; with REQUIRE_SERVICES=1 it throws instead) when its service is not there: the suite then skips.
 */
export const queueDriverContract = (driverName: string, openBackend: () => Promise<QueueDriverBackend | undefined>): void => {
  describe(`${driverName} (QueueDriver contract)`, () => {
    let backend: QueueDriverBackend | undefined;
    let queue: string;
    let failures: JobFailure[];
    let drivers: QueueDriver[];

    beforeAll(async () => {
      backend = await openBackend();
    }, PATIENCE_MS);
    afterAll(() => backend?.dispose());

    beforeEach(() => {
      queue = `queue-${randomBytes(4).toString('hex')}`;
      failures = [];
      drivers = [];
    });
    afterEach(() => Promise.all(drivers.map((driver) => driver.close())), PATIENCE_MS);

    const aDriver = async () => {
      const driver = await backend!.aDriver((failure) => failures.push(failure));
      drivers.push(driver);
      return driver;
    };
    /** Resolves once no job of the queue waits or runs: every job enqueued before has had its run. */
    const settled = (driver: QueueDriver) =>
      eventually(
        async () => {
          const { waiting, active } = await driver.counts(queue);
          return waiting === 0 && active === 0;
        },
        'the queue to settle',
        PATIENCE_MS,
      );
    const test = (name: string, body: () => Promise<void>) =>
      it(
        name,
        async () => {
          if (backend) await body();
        },
        PATIENCE_MS,
      );

    describe('when the same job id is enqueued again', () => {
      test('runs the job once, before and after it ran', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, { n: 1 }, { jobId: 'same', ...once });
        await sut.enqueue(queue, JOB, { n: 2 }, { jobId: 'same', ...once });
        await settled(sut);
        await sut.enqueue(queue, JOB, { n: 3 }, { jobId: 'same', ...once });
        await sut.enqueue(queue, JOB, { n: 4 }, { jobId: 'other', ...once });
        await settled(sut);

        expect(runs.map((run) => run.data)).toEqual([{ n: 1 }, { n: 4 }]);
      });
    });

    describe('when a job is delayed', () => {
      test('keeps it waiting for its delay, as one job however often its id is enqueued, while jobs without a delay run', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, {}, { jobId: 'later', delayMs: HOUR_MS, ...once });
        await sut.enqueue(queue, JOB, {}, { jobId: 'later', ...once });
        await sut.enqueue(queue, JOB, {}, { jobId: 'now', ...once });
        await settled(sut);

        expect(runs.map((run) => run.jobId)).toEqual(['now']);
        expect(await sut.counts(queue)).toEqual({ waiting: 0, active: 0, delayed: 1, failed: 0 });
      });

      test('runs it once its delay has passed', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, { n: 1 }, { jobId: 'soon', delayMs: 300, ...once });
        await eventually(() => runs.length === 1, 'the delayed run', PATIENCE_MS);

        expect(runs).toEqual([{ data: { n: 1 }, jobId: 'soon', attempt: 1 }]);
      });
    });

    describe('when a job fails', () => {
      test('retries it with exponential backoff until it succeeds, reporting each failure', async () => {
        const sut = await aDriver();
        const backoffMs = 100;
        const runs: Array<{ attempt: number; at: number }> = [];
        await sut.process(queue, {
          [JOB]: async (_: unknown, { attempt }) => {
            runs.push({ attempt, at: Date.now() });
            if (attempt < 3) throw new Error(`failure ${attempt}`);
            return JOB_OUTCOMES.DONE;
          },
        });

        await sut.enqueue(queue, JOB, {}, { jobId: 'flaky', attempts: 5, backoffMs });
        await eventually(() => runs.length === 3, 'the third run', PATIENCE_MS);

        expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
        const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
        expect(second - first).toBeGreaterThanOrEqual(backoffMs - 5);
        expect(third - second).toBeGreaterThanOrEqual(2 * backoffMs - 5);
        expect(failures.map(({ jobId, attempt, final }) => ({ jobId, attempt, final }))).toEqual([
          { jobId: 'flaky', attempt: 1, final: false },
          { jobId: 'flaky', attempt: 2, final: false },
        ]);
      });

      test('gives it up after its last attempt, reported as final, and fails a job nobody handles at once', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler(Infinity);
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, {}, { jobId: 'doomed', attempts: 3, backoffMs: 1 });
        await sut.enqueue(queue, 'nobody.knows', {}, { jobId: 'orphan', attempts: 5, backoffMs: 1 });
        await eventually(() => failures.filter((failure) => failure.final).length === 2, 'both final failures', PATIENCE_MS);

        expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
        expect(failures.filter((failure) => failure.jobId === 'doomed').map(({ attempt, final }) => ({ attempt, final }))).toEqual([
          { attempt: 1, final: false },
          { attempt: 2, final: false },
          { attempt: 3, final: true },
        ]);
        expect(failures.filter((failure) => failure.jobId === 'orphan')).toEqual([
          expect.objectContaining({ jobName: 'nobody.knows', attempt: 1, final: true, error: expect.objectContaining({ message: unknownJobError(queue, 'nobody.knows').message }) }),
        ]);
        expect(await sut.counts(queue)).toMatchObject({ failed: 2 });
      });
    });

    describe('when a queue has a concurrency of its own', () => {
      test('runs as many of its jobs at once as it says, more than the driver would', async () => {
        const sut = await aDriver();
        const held = heldHandler();
        await sut.process(queue, { [JOB]: held.handler }, { concurrency: 3 });
        for (const n of [1, 2, 3, 4, 5]) await sut.enqueue(queue, JOB, { n }, { jobId: `held-${n}`, ...once });

        await eventually(() => held.running() === 3, 'three jobs running', PATIENCE_MS);
        held.release();
        await eventually(() => held.finished() === 5, 'every job finished', PATIENCE_MS);
        expect(held.peak()).toBe(3);
      });
    });

    describe('when a job is enqueued', () => {
      test('returns before the job runs and hands the handler a copy of the data', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });
        const data = { n: 1 };

        await sut.enqueue(queue, JOB, data, { jobId: 'copied', ...once });
        expect(runs).toHaveLength(0);
        data.n = 2;
        await settled(sut);

        expect(runs.map((run) => run.data)).toEqual([{ n: 1 }]);
      });

      test('keeps it waiting until its queue is processed', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.enqueue(queue, JOB, {}, { jobId: 'early', ...once });
        expect(await sut.counts(queue)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });

        await sut.process(queue, { [JOB]: handler });
        await settled(sut);

        expect(runs).toHaveLength(1);
      });

      test('rejects a job id BullMQ could not store', async () => {
        const sut = await aDriver();

        await expect(sut.enqueue(queue, JOB, {}, { jobId: 'member:1', ...once })).rejects.toMatchObject({ code: QUEUE_ERRORS.INVALID_JOB_ID });
      });
    });

    describe('when two processes take jobs from one queue', () => {
      test('runs each of 100 jobs exactly once', async () => {
        const [first, second] = [await aDriver(), await aDriver()];
        const runsByJob = new Map<string, number>();
        const handlers = {
          [JOB]: async (_: unknown, { jobId }: { jobId: string }) => {
            runsByJob.set(jobId, (runsByJob.get(jobId) ?? 0) + 1);
            return JOB_OUTCOMES.DONE;
          },
        };
        await Promise.all([first.process(queue, handlers), second.process(queue, handlers)]);

        for (let n = 0; n < 100; n += 1) await (n % 2 ? first : second).enqueue(queue, JOB, {}, { jobId: `job-${n}`, ...once });
        await settled(first);

        expect(runsByJob.size).toBe(100);
        expect([...runsByJob.values()].filter((count) => count !== 1)).toEqual([]);
      });

      test('runs each tick of the schedule both made exactly once', async () => {
        const [first, second] = [await aDriver(), await aDriver()];
        const ticks = new Map<string, number>();
        const handlers = {
          [JOB]: async (_: unknown, { jobId }: { jobId: string }) => {
            ticks.set(jobId, (ticks.get(jobId) ?? 0) + 1);
            return JOB_OUTCOMES.DONE;
          },
        };
        await Promise.all([first.process(queue, handlers), second.process(queue, handlers)]);

        await Promise.all([first.schedule(queue, JOB, 100), second.schedule(queue, JOB, 100)]);
        await eventually(() => ticks.size >= 5, 'five ticks', PATIENCE_MS);
        await second.unschedule(queue, JOB);
        await settled(first);

        expect([...ticks.values()].filter((count) => count !== 1)).toEqual([]);
        expect(failures).toEqual([]);
      });
    });

    describe('when the site restarts', () => {
      test('runs a job enqueued just before the stop after the restart, exactly once', async () => {
        const before = await aDriver();
        await before.enqueue(queue, JOB, { n: 1 }, { jobId: 'before-stop', ...once });
        await before.close();
        await backend!.restart();

        const after = await aDriver();
        const { runs, handler } = recordingHandler();
        await after.process(queue, { [JOB]: handler });
        await settled(after);

        expect(runs).toEqual([{ data: { n: 1 }, jobId: 'before-stop', attempt: 1 }]);
      });

      test('names the same memory after the restart as before: it kept its jobs, and nobody need enqueue them again', async () => {
        const before = await aDriver();
        const memory = await before.memory();
        await before.close();
        await backend!.restart();

        expect(await (await aDriver()).memory()).toBe(memory);
      });
    });

    describe('when it is closed', () => {
      test('lets the running job finish and refuses new jobs', async () => {
        const sut = await aDriver();
        const running = gate();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, {
          [JOB]: async (data: unknown, context) => {
            await running.opened;
            return handler(data, context);
          },
        });
        await sut.enqueue(queue, JOB, {}, { jobId: 'running', ...once });
        await eventually(async () => (await sut.counts(queue)).active === 1, 'the run to start', PATIENCE_MS);

        const closing = sut.close();
        running.open();
        await closing;

        expect(runs).toHaveLength(1);
        await expect(sut.enqueue(queue, JOB, {}, { jobId: 'late', ...once })).rejects.toThrow('closed');
      });
    });
  });
};
