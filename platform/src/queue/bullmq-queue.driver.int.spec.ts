import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { eventually } from '../testing/eventually.js';
import { redisIsAvailable, TEST_REDIS_URL as REDIS_URL } from '../testing/test-redis.js';
import { BullMqQueueDriver } from './bullmq-queue.driver.js';
import type { JobFailure, JobOutcome } from './job-queue.port.js';
import { JOB_OUTCOMES } from './job-queue.port.js';
import { removePrefixedKeys } from './prefixed-keys.js';
import { gate, recordingHandler } from './queue.fixtures.js';
import { queueDriverContract } from './queue-driver.contract.js';

const QUEUE = 'test-queue';
const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 10 };

queueDriverContract(BullMqQueueDriver.name, async () => {
  if (!(await redisIsAvailable())) return undefined;
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  return {
    aDriver: async (onJobFailed) => new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, concurrency: 1, onJobFailed }),
    // Redis keeps the jobs: a restarted site's driver opens new connections to them.
    restart: async () => undefined,
    dispose: async () => {
      await removePrefixedKeys(REDIS_URL, prefix);
    },
  };
});

describe(`${BullMqQueueDriver.name} (beyond the contract)`, () => {
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
    });

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
    });
  });

  describe('when two replicas schedule the same job', () => {
    const EVERY_MS = 100;
    let replica: BullMqQueueDriver;

    beforeEach(() => {
      replica = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, onJobFailed: (failure) => failures.push(failure) });
    });
    afterEach(() => replica.close());

    const schedulers = async () => {
      const queue = new Queue(QUEUE, { connection: { url: REDIS_URL }, prefix });
      try {
        return await queue.getJobSchedulersCount();
      } finally {
        await queue.close();
      }
    };

    it('ends the one schedule when either replica unschedules it', async () => {
      if (!available) return;
      await Promise.all([sut.schedule(QUEUE, JOB, EVERY_MS), replica.schedule(QUEUE, JOB, 2 * EVERY_MS)]);
      expect(await schedulers()).toBe(1);

      await replica.unschedule(QUEUE, JOB);

      expect(await schedulers()).toBe(0);
    });
  });

  it('keeps on each job the host and process that ran it', async () => {
    if (!available) return;
    await sut.process(QUEUE, { [JOB]: async () => JOB_OUTCOMES.DONE });
    await sut.enqueue(QUEUE, JOB, {}, { jobId: 'traced', ...once });
    const queue = new Queue(QUEUE, { connection: { url: REDIS_URL }, prefix });
    try {
      await eventually(async () => (await queue.getJobState('traced')) === 'completed', 'the job run');
      expect((await queue.getJob('traced'))?.processedBy).toBe(`${hostname()}.${process.pid}`);
    } finally {
      await queue.close();
    }
  });

  describe('when Redis loses its data', () => {
    it('names its memory anew, where until then every replica named the same one', async () => {
      if (!available) return;
      const replica = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix });
      try {
        const memory = await sut.memory();
        expect([await sut.memory(), await replica.memory()]).toEqual([memory, memory]);

        await removePrefixedKeys(REDIS_URL, prefix);

        const renamed = await replica.memory();
        expect(renamed).not.toBe(memory);
        expect(await sut.memory()).toBe(renamed);
      } finally {
        await replica.close();
      }
    });

    it('writes its schedules again, so the sweeps go on without a worker restart', async () => {
      if (!available) return;
      const refreshing = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix, scheduleRefreshMs: 300, onJobFailed: (failure) => failures.push(failure) });
      try {
        let ticks = 0;
        await refreshing.process(QUEUE, { [JOB]: async () => ((ticks += 1), JOB_OUTCOMES.DONE) });
        await refreshing.schedule(QUEUE, JOB, 100);
        await eventually(() => ticks > 0, 'a first tick');

        // What a Redis restarted without persistence leaves of this site: nothing.
        await removePrefixedKeys(REDIS_URL, prefix);
        const ticksBefore = ticks;
        await eventually(() => ticks > ticksBefore + 2, 'ticks after the loss');
        expect(failures).toEqual([]);
      } finally {
        await refreshing.close();
      }
    });
  });
});
