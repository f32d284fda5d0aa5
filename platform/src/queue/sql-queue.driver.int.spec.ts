import { randomBytes } from 'node:crypto';
import type { SqlPort } from '../sql/sql.port.js';
import { eventually } from '../testing/eventually.js';
import type { JobFailure } from './job-queue.port.js';
import { JOB_OUTCOMES, QUEUE_ERRORS } from './job-queue.port.js';
import type { QueueTestDatabase } from './queue.fixtures.js';
import { freezableSql, gate, heldHandler, openPgliteTestDatabase, openPostgresTestDatabase, recordingHandler } from './queue.fixtures.js';
import type { SqlQueueOptions } from './sql-queue.driver.js';
import { SqlQueueDriver } from './sql-queue.driver.js';

const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 0 };
const HOUR_MS = 60 * 60 * 1000;
// Short enough for the tests to see a lease run out and a schedule tick often.
const SHORT_LEASE_MS = 300;
// Under the whole suite's load PGlite may run ten times slower than alone: these tests wait for outcomes, not for speed.
const PATIENCE_MS = 120_000;
const QUICK = { pollIntervalMs: 50 };

const DATABASES = [
  ['PGlite', openPgliteTestDatabase],
  ['PostgreSQL', openPostgresTestDatabase],
] as const;

describe(SqlQueueDriver.name, () => {
  describe.each(DATABASES)('on %s', (_, openDatabase) => {
    let database: QueueTestDatabase | undefined;
    let queue: string;
    let failures: JobFailure[];
    let drivers: SqlQueueDriver[];

    beforeAll(async () => {
      database = await openDatabase();
      if (database) await new SqlQueueDriver(await database.connect()).migrate();
    }, PATIENCE_MS);
    afterAll(() => database?.dispose());

    beforeEach(() => {
      queue = `queue-${randomBytes(4).toString('hex')}`;
      failures = [];
      drivers = [];
    });
    afterEach(() => Promise.all(drivers.map((driver) => driver.close())), PATIENCE_MS);

    /** A driver as one process has it, on a connection of its own unless given one. */
    const aDriver = async (options: SqlQueueOptions = {}, sql?: SqlPort) => {
      const driver = new SqlQueueDriver(sql ?? (await database!.connect()), { onJobFailed: (failure) => failures.push(failure), ...options });
      drivers.push(driver);
      return driver;
    };
    /** Skips the test loudly (see openPostgresTestDatabase) when the database is not there. */
    const test = (name: string, body: () => Promise<void>, timeoutMs?: number) =>
      it(name, async () => {
        if (database) await body();
      }, timeoutMs);

    describe('when the process stops', () => {
      test('runs a job enqueued just before the stop after the restart, exactly once', async () => {
        const before = await aDriver();
        await before.enqueue(queue, JOB, { n: 1 }, { jobId: 'before-stop', ...once });
        await before.close();
        await database!.restart();

        const after = await aDriver();
        const { runs, handler } = recordingHandler();
        await after.process(queue, { [JOB]: handler });
        await after.drain();

        expect(runs).toEqual([{ data: { n: 1 }, jobId: 'before-stop', attempt: 1 }]);
      }, PATIENCE_MS);

      test('runs a job whose process died while running it again once its lease has run out', async () => {
        const frozen = freezableSql(await database!.connect());
        const dying = await aDriver({ leaseMs: SHORT_LEASE_MS }, frozen.sql);
        const stuck = gate();
        const runs: Array<{ by: string; attempt: number }> = [];
        await dying.process(queue, {
          [JOB]: async (_: unknown, { attempt }) => {
            runs.push({ by: 'dying', attempt });
            await stuck.opened;
            return JOB_OUTCOMES.DONE;
          },
        });
        await dying.enqueue(queue, JOB, {}, { jobId: 'interrupted', ...once });
        await eventually(() => runs.length === 1, 'the first run', PATIENCE_MS);
        frozen.freeze();

        const survivor = await aDriver({ leaseMs: SHORT_LEASE_MS, ...QUICK });
        await survivor.process(queue, {
          [JOB]: async (_: unknown, { attempt }) => {
            runs.push({ by: 'survivor', attempt });
            return JOB_OUTCOMES.DONE;
          },
        });
        await survivor.drain();
        // The dead process comes back to finish its run: its lease is gone, so nothing it says counts any more.
        stuck.open();
        frozen.thaw();
        await dying.close();

        expect(runs).toEqual([
          { by: 'dying', attempt: 1 },
          { by: 'survivor', attempt: 1 },
        ]);
        expect(failures).toEqual([]);
        expect(await survivor.counts(queue)).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
      }, PATIENCE_MS);
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
        await Promise.all([first.drain(), second.drain()]);

        expect(runsByJob.size).toBe(100);
        expect([...runsByJob.values()].filter((count) => count !== 1)).toEqual([]);
      }, PATIENCE_MS);

      test('runs each tick of the schedule both made exactly once', async () => {
        const [first, second] = [await aDriver(QUICK), await aDriver(QUICK)];
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
        await Promise.all([first.drain(), second.drain()]);

        expect([...ticks.values()].filter((count) => count !== 1)).toEqual([]);
        expect(failures).toEqual([]);
      }, PATIENCE_MS);
    });

    describe('when the same job id is enqueued again', () => {
      test('runs the job once, before and after it ran', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, { n: 1 }, { jobId: 'same', ...once });
        await sut.enqueue(queue, JOB, { n: 2 }, { jobId: 'same', ...once });
        await sut.drain();
        await sut.enqueue(queue, JOB, { n: 3 }, { jobId: 'same', ...once });
        await sut.enqueue(queue, JOB, { n: 4 }, { jobId: 'other', ...once });
        await sut.drain();

        expect(runs.map((run) => run.data)).toEqual([{ n: 1 }, { n: 4 }]);
      });

      test('keeps a delayed job waiting for its delay, as one job, while jobs without a delay run', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, {}, { jobId: 'later', delayMs: HOUR_MS, ...once });
        await sut.enqueue(queue, JOB, {}, { jobId: 'later', ...once });
        await sut.enqueue(queue, JOB, {}, { jobId: 'now', ...once });
        await sut.drain();

        expect(runs.map((run) => run.jobId)).toEqual(['now']);
        expect(await sut.counts(queue)).toEqual({ waiting: 0, active: 0, delayed: 1, failed: 0 });
      });
    });

    describe('when a job fails', () => {
      test('retries it until its last attempt, reporting each failure and the last one as final', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler(Infinity);
        await sut.process(queue, { [JOB]: handler });

        await sut.enqueue(queue, JOB, {}, { jobId: 'doomed', attempts: 3, backoffMs: 1 });
        await eventually(() => failures.some((failure) => failure.final), 'the final failure', PATIENCE_MS);

        expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
        expect(failures.map(({ jobId, attempt, final }) => ({ jobId, attempt, final }))).toEqual([
          { jobId: 'doomed', attempt: 1, final: false },
          { jobId: 'doomed', attempt: 2, final: false },
          { jobId: 'doomed', attempt: 3, final: true },
        ]);
        expect(await sut.counts(queue)).toMatchObject({ failed: 1 });
      });

      test('fails a job nobody handles at once, without retrying it', async () => {
        const sut = await aDriver();
        await sut.process(queue, {});

        await sut.enqueue(queue, 'nobody.knows', {}, { jobId: 'orphan', attempts: 5, backoffMs: 1 });
        await sut.drain();

        expect(failures).toEqual([expect.objectContaining({ jobName: 'nobody.knows', attempt: 1, final: true, error: expect.objectContaining({ code: QUEUE_ERRORS.UNKNOWN_JOB }) })]);
      });
    });

    describe('when a queue has a concurrency of its own', () => {
      test('runs as many of its jobs at once as it says, more than the driver would', async () => {
        const sut = await aDriver({ concurrency: 1, pollIntervalMs: 50 });
        const held = heldHandler();
        await sut.process(queue, { [JOB]: held.handler }, { concurrency: 3 });
        for (const n of [1, 2, 3, 4, 5]) await sut.enqueue(queue, JOB, { n }, { jobId: `held-${n}`, ...once });

        await eventually(() => held.running() === 3, 'three jobs running', PATIENCE_MS);
        held.release();
        await eventually(() => held.finished() === 5, 'every job finished', PATIENCE_MS);
        expect(held.peak()).toBe(3);
      }, PATIENCE_MS);
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
        await sut.drain();

        expect(runs.map((run) => run.data)).toEqual([{ n: 1 }]);
      });

      test('waits until the queue is processed, counted as waiting', async () => {
        const sut = await aDriver();
        const { runs, handler } = recordingHandler();
        await sut.enqueue(queue, JOB, {}, { jobId: 'early', ...once });
        expect(await sut.counts(queue)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });

        await sut.process(queue, { [JOB]: handler });
        await sut.drain();

        expect(runs).toHaveLength(1);
      });

      test('enqueues it within the transaction its caller is in: the job is kept only if that commits', async () => {
        const sql = await database!.connect();
        const sut = await aDriver({}, sql);
        const { runs, handler } = recordingHandler();
        await sut.process(queue, { [JOB]: handler });

        await sql.transaction(() => sut.enqueue(queue, JOB, {}, { jobId: 'committed', ...once }));
        const rolledBack = sql.transaction(async () => {
          await sut.enqueue(queue, JOB, {}, { jobId: 'rolled-back', ...once });
          throw new Error('decided otherwise');
        });
        await expect(rolledBack).rejects.toThrow('decided otherwise');
        await sut.drain();

        expect(runs.map((run) => run.jobId)).toEqual(['committed']);
      });

      test('rejects a job id BullMQ could not store', async () => {
        const sut = await aDriver();

        await expect(sut.enqueue(queue, JOB, {}, { jobId: 'member:1', ...once })).rejects.toMatchObject({ code: QUEUE_ERRORS.INVALID_JOB_ID });
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
});
