import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import type { JobFailure } from './job-queue.port.js';
import { JOB_OUTCOMES, JOB_RETENTION } from './job-queue.port.js';
import { freezableSql, gate, recordingHandler } from './queue.fixtures.js';
import { SqlQueueDriver } from './sql-queue.driver.js';

const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 0 };
const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;

// PGlite answers within the promise jobs that follow a query, so the test's clock alone decides when a job is due.
describe(`${SqlQueueDriver.name} on a clock the test moves (PGlite)`, () => {
  let sql: SqlPort;
  let queue: string;
  let failures: JobFailure[];
  let sut: SqlQueueDriver;

  beforeAll(async () => {
    sql = await createPgliteSql();
    await new SqlQueueDriver(sql).migrate();
  });
  afterAll(() => sql.close());

  beforeEach(() => {
    // The driver defers some starts with setImmediate; only the timers and the clock are the test's.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    queue = `queue-${randomBytes(4).toString('hex')}`;
    failures = [];
    sut = new SqlQueueDriver(sql, { onJobFailed: (failure) => failures.push(failure) });
  });
  afterEach(async () => {
    await sut.close();
    jest.useRealTimers();
  });

  const elapse = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
    await sut.drain();
  };

  describe('when a job is delayed', () => {
    it('runs it once its delay has passed, not before', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });

      await sut.enqueue(queue, JOB, {}, { jobId: 'delayed', delayMs: 10 * SECOND, ...once });
      await elapse(10 * SECOND - 1);
      expect(runs).toHaveLength(0);
      await elapse(1);

      expect(runs).toHaveLength(1);
    });
  });

  describe('when a job fails', () => {
    it('retries it after the backoff, then after twice as long, until it succeeds', async () => {
      const backoffMs = 4 * SECOND;
      const { runs, handler } = recordingHandler(2);
      await sut.process(queue, { [JOB]: handler });

      await sut.enqueue(queue, JOB, {}, { jobId: 'flaky', attempts: 5, backoffMs });
      await elapse(0);
      await elapse(backoffMs - 1);
      expect(runs.map((run) => run.attempt)).toEqual([1]);
      await elapse(1);
      await elapse(2 * backoffMs - 1);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
      await elapse(1);

      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      expect(failures.map((failure) => [failure.attempt, failure.final])).toEqual([
        [1, false],
        [2, false],
      ]);
    });
  });

  describe('when a job has run', () => {
    it('remembers its id as long as completed jobs are kept, then forgets it so that the id may run again', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });
      await sut.enqueue(queue, JOB, {}, { jobId: 'weekly', ...once });
      await elapse(0);

      jest.setSystemTime(Date.now() + JOB_RETENTION.completedMs - SECOND);
      await elapse(SECOND);
      await sut.enqueue(queue, JOB, {}, { jobId: 'weekly', ...once });
      await elapse(0);
      expect(runs).toHaveLength(1);
      // Finished jobs are looked for hourly, at the queue's next look.
      jest.setSystemTime(Date.now() + 2 * HOUR);
      await elapse(5 * SECOND);
      await sut.enqueue(queue, JOB, {}, { jobId: 'weekly', ...once });
      await elapse(0);

      expect(runs).toHaveLength(2);
    });
  });

  describe('when a job runs in one of several processes', () => {
    const LEASE_MS = 30 * SECOND;
    let others: SqlQueueDriver[];
    beforeEach(() => {
      others = [];
    });
    afterEach(() => Promise.all(others.map((driver) => driver.close())));

    const anotherProcess = (connection: SqlPort = sql) => {
      const driver = new SqlQueueDriver(connection, { leaseMs: LEASE_MS, onJobFailed: (failure) => failures.push(failure) });
      others.push(driver);
      return driver;
    };
    const advanceUntil = async (condition: () => boolean) => {
      while (!condition()) await jest.advanceTimersByTimeAsync(SECOND);
    };

    it('keeps a job that runs for longer than its lease to its process, which renews the lease', async () => {
      const slow = gate();
      const runs: string[] = [];
      const running = (by: string) => ({
        [JOB]: async () => {
          runs.push(by);
          await slow.opened;
          return JOB_OUTCOMES.DONE;
        },
      });
      const first = anotherProcess();
      await first.process(queue, running('first'));
      await first.enqueue(queue, JOB, {}, { jobId: 'slow', ...once });
      await advanceUntil(() => runs.length === 1);
      await anotherProcess().process(queue, running('second'));

      await jest.advanceTimersByTimeAsync(5 * LEASE_MS);
      slow.open();
      await first.drain();

      expect(runs).toEqual(['first']);
    });

    it('gives a job up once its process has died while running it a second time', async () => {
      const stuck = gate();
      let runs = 0;
      const handlers = {
        [JOB]: async () => {
          runs += 1;
          await stuck.opened;
          return JOB_OUTCOMES.DONE;
        },
      };
      const dieWhileRunning = async () => {
        const frozen = freezableSql(sql);
        const started = runs;
        await anotherProcess(frozen.sql).process(queue, handlers);
        await advanceUntil(() => runs > started);
        frozen.freeze();
        return frozen;
      };
      await sut.enqueue(queue, JOB, {}, { jobId: 'deadly', ...once });
      const dead = [await dieWhileRunning(), await dieWhileRunning()];

      await anotherProcess().process(queue, handlers);
      await jest.advanceTimersByTimeAsync(LEASE_MS);
      stuck.open();
      for (const deadProcess of dead) deadProcess.thaw();

      expect(runs).toBe(2);
      expect(failures).toEqual([expect.objectContaining({ jobId: 'deadly', final: true })]);
    });
  });

  describe('when a job is scheduled', () => {
    const EVERY_MS = 10 * SECOND;

    it('runs it once per interval, with empty data, until it is unscheduled', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });
      await sut.schedule(queue, JOB, EVERY_MS);

      await elapse(3 * EVERY_MS);
      expect(runs.map((run) => run.data)).toEqual([{}, {}, {}]);

      await sut.unschedule(queue, JOB);
      await elapse(3 * EVERY_MS);
      expect(runs).toHaveLength(3);
    });

    it('keeps one schedule per job when it is scheduled again with another interval', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });
      await sut.schedule(queue, JOB, EVERY_MS);
      await sut.schedule(queue, JOB, 2 * EVERY_MS);

      await elapse(4 * EVERY_MS);

      expect(runs).toHaveLength(2);
    });

    it('keeps its ticks in step when it is scheduled again with the same interval (another replica, a restart)', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });
      await sut.schedule(queue, JOB, EVERY_MS);
      await elapse(EVERY_MS / 2);
      await sut.schedule(queue, JOB, EVERY_MS);

      await elapse(EVERY_MS / 2);

      expect(runs).toHaveLength(1);
    });

    it('lets a slow run finish before the next tick starts one', async () => {
      const running: Array<() => void> = [];
      const finish = () => running.shift()?.();
      let runs = 0;
      await sut.process(queue, {
        [JOB]: async () => {
          runs += 1;
          await new Promise<void>((resolve) => running.push(resolve));
          return JOB_OUTCOMES.DONE;
        },
      });
      await sut.schedule(queue, JOB, EVERY_MS);

      await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
      expect(runs).toBe(1);
      finish();
      await jest.advanceTimersByTimeAsync(EVERY_MS);
      finish();
      await sut.drain();

      expect(runs).toBe(2);
    });

    it('reports a failing tick as final, without retrying it', async () => {
      const { runs, handler } = recordingHandler(Infinity);
      await sut.process(queue, { [JOB]: handler });
      await sut.schedule(queue, JOB, EVERY_MS);

      await elapse(EVERY_MS);

      expect(runs).toHaveLength(1);
      expect(failures.map((failure) => [failure.jobName, failure.final])).toEqual([[JOB, true]]);
    });

    it('stops ticking here once closed', async () => {
      const { runs, handler } = recordingHandler();
      await sut.process(queue, { [JOB]: handler });
      await sut.schedule(queue, JOB, EVERY_MS);

      await sut.close();
      await jest.advanceTimersByTimeAsync(3 * EVERY_MS);

      expect(runs).toHaveLength(0);
    });

    it('runs one tick for the slots missed while no process ran, then keeps to the interval', async () => {
      const { runs, handler } = recordingHandler();
      await sut.schedule(queue, JOB, EVERY_MS);
      await jest.advanceTimersByTimeAsync(5 * EVERY_MS + SECOND);

      await sut.process(queue, { [JOB]: handler });
      await elapse(0);
      expect(runs).toHaveLength(1);
      await elapse(EVERY_MS - SECOND);

      expect(runs).toHaveLength(2);
    });
  });
});
