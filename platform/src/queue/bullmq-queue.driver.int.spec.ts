import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { eventually } from '../testing/eventually.js';
import { BullMqQueueDriver } from './bullmq-queue.driver.js';
import type { JobFailure, JobOutcome } from './job-queue.port.js';
import { JOB_OUTCOMES } from './job-queue.port.js';
import { removePrefixedKeys } from './prefixed-keys.js';
import { gate, heldHandler, recordingHandler } from './queue.fixtures.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const QUEUE = 'test-queue';
const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 10 };
const HOUR_MS = 60 * 60 * 1000;

const redisIsAvailable = async (): Promise<boolean> => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env['REQUIRE_SERVICES'] === '1') throw error;
    console.warn(`Redis unreachable, skipping the BullMQ driver integration tests: ${String(error)}`);
    return false;
  } finally {
    client.disconnect();
  }
};

describe(BullMqQueueDriver.name, () => {
  let available = false;
  let prefix: string;
  let failures: JobFailure[];
  let sut: BullMqQueueDriver;

  beforeAll(async () => {
    available = await redisIsAvailable();
  });

  beforeEach(() => {
    prefix = `test-${randomBytes(6).toString('hex')}`;
    failures = [];
    sut = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, onJobFailed: (failure) => failures.push(failure) });
  });

  afterEach(async () => {
    await sut.close();
    if (available) await removePrefixedKeys(REDIS_URL, prefix);
  });

  it('runs a job once however often its id is enqueued, before and after it ran', async () => {
    if (!available) return;
    const seen: unknown[] = [];
    await sut.enqueue(QUEUE, JOB, { n: 1 }, { jobId: 'same-id', attempts: 1, backoffMs: 10 });
    await sut.enqueue(QUEUE, JOB, { n: 2 }, { jobId: 'same-id', attempts: 1, backoffMs: 10 });
    await sut.process(QUEUE, {
      [JOB]: async (data: unknown) => {
        seen.push(data);
        return JOB_OUTCOMES.DONE;
      },
    });
    await eventually(() => seen.length === 1);

    await sut.enqueue(QUEUE, JOB, { n: 3 }, { jobId: 'same-id', attempts: 1, backoffMs: 10 });
    await sut.enqueue(QUEUE, JOB, { n: 4 }, { jobId: 'other-id', attempts: 1, backoffMs: 10 });
    await eventually(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(seen).toEqual([{ n: 1 }, { n: 4 }]);
  }, 20_000);

  it('runs as many jobs of a queue at once as its own concurrency says, more than the driver would', async () => {
    if (!available) return;
    const held = heldHandler();
    await sut.process(QUEUE, { [JOB]: held.handler }, { concurrency: 6 });
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await sut.enqueue(QUEUE, JOB, { n }, { jobId: `held-${n}`, ...once });

    await eventually(() => held.running() === 6);
    held.release();
    await eventually(() => held.finished() === 8);
    expect(held.peak()).toBe(6);
  }, 20_000);

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    if (!available) return;
    const backoffMs = 100;
    const runs: Array<{ attempt: number; at: number }> = [];
    await sut.process(QUEUE, {
      [JOB]: async (_: unknown, { attempt }) => {
        runs.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`failure ${attempt}`);
        return JOB_OUTCOMES.DONE;
      },
    });

    await sut.enqueue(QUEUE, JOB, {}, { jobId: 'flaky', attempts: 5, backoffMs });
    await eventually(() => runs.length === 3);

    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(backoffMs - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * backoffMs - 5);
    expect(failures.map((failure) => [failure.attempt, failure.final])).toEqual([
      [1, false],
      [2, false],
    ]);
  }, 20_000);

  it('gives up after the last attempt and fails a job nobody handles without retrying', async () => {
    if (!available) return;
    await sut.process(QUEUE, {
      [JOB]: async () => {
        throw new Error('always');
      },
    });

    await sut.enqueue(QUEUE, JOB, {}, { jobId: 'doomed', attempts: 2, backoffMs: 10 });
    await sut.enqueue(QUEUE, 'nobody.knows', {}, { jobId: 'orphan', attempts: 5, backoffMs: 10 });
    await eventually(() => failures.filter((failure) => failure.final).length === 2);

    expect(failures.filter((failure) => failure.jobId === 'doomed').map((failure) => failure.final)).toEqual([false, true]);
    expect(failures.filter((failure) => failure.jobId === 'orphan')).toHaveLength(1);
  }, 20_000);

  describe('when a job is delayed', () => {
    it('keeps it waiting for its delay, as one job however often its id is enqueued, while jobs without a delay run', async () => {
      if (!available) return;
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'later', delayMs: HOUR_MS, ...once });
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'later', ...once });
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'now', ...once });
      await eventually(() => runs.length === 1);

      expect(runs.map((run) => run.jobId)).toEqual(['now']);
      expect(await sut.counts(QUEUE)).toMatchObject({ delayed: 1 });
    }, 20_000);

    it('runs it once its delay has passed', async () => {
      if (!available) return;
      const { runs, handler } = recordingHandler();
      await sut.process(QUEUE, { [JOB]: handler });

      await sut.enqueue(QUEUE, JOB, { n: 1 }, { jobId: 'soon', delayMs: 300, ...once });
      await eventually(() => runs.length === 1);

      expect(runs).toEqual([{ data: { n: 1 }, jobId: 'soon', attempt: 1 }]);
    }, 20_000);
  });

  describe('when the worker running a job dies', () => {
    // Short, so that the job's lock runs out and the stalled check finds it within the test.
    const LEASE_MS = 500;
    let dying: Worker | undefined;
    let survivor: BullMqQueueDriver;
    let redis: Redis;

    beforeEach(() => {
      dying = undefined;
      survivor = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, leaseMs: LEASE_MS, onJobFailed: (failure) => failures.push(failure) });
      redis = new Redis(REDIS_URL);
    });
    afterEach(async () => {
      await dying?.close(true);
      await survivor.close();
      redis.disconnect();
    });

    /** Another worker process takes the next job, does `beforeDeath` and dies, leaving the job unfinished. */
    const dieWhileRunning = async (beforeDeath: () => Promise<unknown> = async () => undefined) => {
      const started = gate();
      dying = new Worker(
        QUEUE,
        async () => {
          await beforeDeath();
          started.open();
          await new Promise(() => undefined);
        },
        // The same lease as the survivor's: a worker's stalled check holds off the others' for its own interval.
        { connection: { url: REDIS_URL }, prefix, lockDuration: LEASE_MS, stalledInterval: LEASE_MS },
      );
      await started.opened;
      // Closing without waiting for the job ends the renewals of its lock, as a crash would.
      await dying.close(true);
    };

    it('runs the job again in another worker once its lock has run out', async () => {
      if (!available) return;
      await sut.enqueue(QUEUE, JOB, { n: 1 }, { jobId: 'interrupted', ...once });
      await dieWhileRunning();
      const { runs, handler } = recordingHandler();

      await survivor.process(QUEUE, { [JOB]: handler });
      await eventually(() => runs.length === 1);

      expect(runs).toEqual([{ data: { n: 1 }, jobId: 'interrupted', attempt: 1 }]);
      expect(failures).toEqual([]);
    }, 30_000);

    it('sends only once when the handler keeps a ledger of what it sent, although the job runs twice', async () => {
      if (!available) return;
      const sent: string[] = [];
      const ledger = `${prefix}:deliveries`;
      // As the mail jobs' sendOnce: look in the ledger, send, record.
      const sendOnce = async (deliveryKey: string): Promise<JobOutcome> => {
        if (await redis.sismember(ledger, deliveryKey)) return JOB_OUTCOMES.SKIPPED;
        sent.push(deliveryKey);
        await redis.sadd(ledger, deliveryKey);
        return JOB_OUTCOMES.DONE;
      };
      await sut.enqueue(QUEUE, JOB, {}, { jobId: 'welcome-mail', ...once });
      await dieWhileRunning(() => sendOnce('welcome-mail'));
      const outcomes: JobOutcome[] = [];

      await survivor.process(QUEUE, {
        [JOB]: async (_: unknown, { jobId }) => {
          outcomes.push(await sendOnce(jobId));
          return outcomes.at(-1)!;
        },
      });
      await eventually(() => outcomes.length === 1);

      expect(sent).toEqual(['welcome-mail']);
      expect(outcomes).toEqual([JOB_OUTCOMES.SKIPPED]);
    }, 30_000);
  });

  describe('when two replicas schedule the same job', () => {
    const EVERY_MS = 100;
    const TICKS = 5;
    let replica: BullMqQueueDriver;
    let redis: Redis;

    beforeEach(() => {
      replica = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, onJobFailed: (failure) => failures.push(failure) });
      redis = new Redis(REDIS_URL);
    });
    afterEach(async () => {
      await replica.close();
      redis.disconnect();
    });

    /** Each replica (own connections, as in its own process) counts the ticks it runs in Redis, by tick (job id). */
    const runTicks = (driver: BullMqQueueDriver) =>
      driver.process(QUEUE, {
        [JOB]: async (_: unknown, { jobId }) => {
          await redis.hincrby(`${prefix}:ticks`, jobId, 1);
          return JOB_OUTCOMES.DONE;
        },
      });
    const schedulers = async () => {
      const queue = new Queue(QUEUE, { connection: { url: REDIS_URL }, prefix });
      try {
        return await queue.getJobSchedulersCount();
      } finally {
        await queue.close();
      }
    };

    it('keeps one schedule and runs each tick exactly once across both', async () => {
      if (!available) return;
      await Promise.all([runTicks(sut), runTicks(replica)]);

      await Promise.all([sut.schedule(QUEUE, JOB, EVERY_MS), replica.schedule(QUEUE, JOB, EVERY_MS)]);
      expect(await schedulers()).toBe(1);
      let runs: Record<string, string> = {};
      const deadline = Date.now() + 15_000;
      while (Object.keys(runs).length < TICKS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
        runs = await redis.hgetall(`${prefix}:ticks`);
      }
      await Promise.all([sut.unschedule(QUEUE, JOB), replica.unschedule(QUEUE, JOB)]);
      await Promise.all([sut.close(), replica.close()]);
      runs = await redis.hgetall(`${prefix}:ticks`);

      expect(Object.keys(runs).length).toBeGreaterThanOrEqual(TICKS);
      expect(Object.values(runs).filter((count) => count !== '1')).toEqual([]);
      expect(failures).toEqual([]);
    }, 30_000);

    it('ends the one schedule when either replica unschedules it', async () => {
      if (!available) return;
      await Promise.all([sut.schedule(QUEUE, JOB, EVERY_MS), replica.schedule(QUEUE, JOB, 2 * EVERY_MS)]);
      expect(await schedulers()).toBe(1);

      await replica.unschedule(QUEUE, JOB);

      expect(await schedulers()).toBe(0);
    });
  });
});
