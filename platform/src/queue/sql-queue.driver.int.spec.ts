import { randomBytes } from 'node:crypto';
import type { SqlPort } from '../sql/sql.port.js';
import { eventually } from '../testing/eventually.js';
import type { JobFailure } from './job-queue.port.js';
import { JOB_OUTCOMES } from './job-queue.port.js';
import type { QueueTestDatabase } from './queue.fixtures.js';
import { freezableSql, gate, openPgliteTestDatabase, openPostgresTestDatabase, recordingHandler } from './queue.fixtures.js';
import { queueDriverContract } from './queue-driver.contract.js';
import type { SqlQueueOptions } from './sql-queue.driver.js';
import { SqlQueueDriver } from './sql-queue.driver.js';

const JOB = 'test.job';
const once = { attempts: 1, backoffMs: 0 };
// Short enough for the tests to see a lease run out and a schedule tick often.
const SHORT_LEASE_MS = 300;
// Under the whole suite's load PGlite may run ten times slower than alone: these tests wait for outcomes, not for speed.
const PATIENCE_MS = 120_000;
const QUICK = { pollIntervalMs: 50 };

const DATABASES = [
  ['PGlite', openPgliteTestDatabase],
  ['PostgreSQL', openPostgresTestDatabase],
] as const;

for (const [databaseName, openDatabase] of DATABASES) {
  queueDriverContract(`${SqlQueueDriver.name} on ${databaseName}`, async () => {
    const database = await openDatabase();
    if (!database) return undefined;
    await new SqlQueueDriver(await database.connect()).migrate();
    return {
      aDriver: async (onJobFailed) => new SqlQueueDriver(await database.connect(), { onJobFailed, concurrency: 1, ...QUICK }),
      restart: () => database.restart(),
      dispose: () => database.dispose(),
    };
  });
}

describe(SqlQueueDriver.name, () => {
  describe.each(DATABASES)('on %s (beyond the contract)', (_, openDatabase) => {
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

    describe('when the process running a job dies', () => {
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

    describe('when a job is enqueued within a transaction', () => {
      test('keeps the job only if that transaction commits', async () => {
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
    });
  });
});
