import { randomUUID } from 'node:crypto';
import { START_CHECKPOINT, type RecordedEvent } from '@dating/domain';
import type { AppendListener } from '../event-store/append-notifier.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { aStreamId, anEvent } from '../event-store/event-store.fixtures.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlConnection, SqlExecutor, SqlPort } from '../sql/sql.port.js';
import { TEST_SQL_DATABASES, type TestSql } from '../sql/test-sql.fixtures.js';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '../testing/test-database.js';
import { loadCheckpoint } from './consumer-checkpoints.js';
import { NOT_ACQUIRED, whileLocked } from './consumer-lock.js';
import { ConsumerRunner } from './consumer-runner.js';

describe(ConsumerRunner.name, () => {
  let sql: SqlPort;
  let store: PostgresEventStore;
  beforeAll(async () => {
    sql = await createPgliteSql();
    store = new PostgresEventStore(sql);
    await store.migrate();
  });
  afterAll(() => sql.close());

  describe('when a batch fails', () => {
    it('logs, backs off and retries the same batch without advancing', async () => {
      const handled: string[] = [];
      const errors: unknown[] = [];
      let failuresLeft = 2;
      const consumer = {
        name: 'flaky',
        handle: async (events: readonly RecordedEvent[]) => {
          if (failuresLeft-- > 0) throw new Error('read model unavailable');
          handled.push(...events.map((event) => event.id));
        },
      };
      const appended = [anEvent(), anEvent()];
      await store.append(aStreamId(), appended, 'no_stream');
      const sut = new ConsumerRunner({ store, sql, consumer, pollIntervalMs: 20, logger: { error: (_, error) => errors.push(error) } });
      sut.start();
      try {
        await sut.catchUp();
      } finally {
        await sut.stop();
      }
      expect(errors).toHaveLength(2);
      expect(handled).toEqual(appended.map((event) => event.id));
      expect(await loadCheckpoint(sql, 'flaky')).not.toBe('');
    });
  });

  it('hands its consumer an event stored in an older shape as today’s code writes it', async () => {
    const read: RecordedEvent[] = [];
    const consumer = { name: 'shape-reader', handles: ['ActivationTokenIssued'], handle: async (events: readonly RecordedEvent[]) => void read.push(...events.filter((event) => event.type === 'ActivationTokenIssued')) };
    // An activation link issued at signup before resends existed: no `issuedAt`, and a lifetime of 72 hours.
    const memberId = randomUUID();
    const stored = { id: randomUUID(), type: 'ActivationTokenIssued', data: { memberId, tokenId: randomUUID(), expiresAt: '2026-11-27T16:36:32.766Z' }, metadata: {} };
    await store.append(`member-${memberId}`, [stored], 'no_stream');
    await new ConsumerRunner({ store, sql, consumer }).catchUp();
    expect(read.map((event) => event.data)).toEqual([{ ...stored.data, issuedAt: '2026-11-24T16:36:32.766Z' }]);
  });

  describe('for a consumer that names the events it handles', () => {
    it('hands it only batches holding one of them, and moves its checkpoint past the others all the same', async () => {
      const batches: string[][] = [];
      const consumer = { name: 'picky', handles: ['Wanted'], handle: async (events: readonly RecordedEvent[]) => void batches.push(events.map((event) => event.type)) };
      const sut = new ConsumerRunner({ store, sql, consumer, batchSize: 2 });
      await store.append(aStreamId(), [anEvent('Other'), anEvent('Other'), anEvent('Other'), anEvent('Wanted')], 'no_stream');
      await sut.catchUp();
      const [last] = await store.readAll(await loadCheckpoint(sql, 'picky'), 1);
      expect(last).toBeUndefined();
      expect(batches.filter((batch) => batch.includes('Wanted'))).toHaveLength(1);
      expect(batches.flat().filter((type) => type === 'Other').length).toBeLessThan(3);
    });
  });

  describe('for a group whose work rests outside the log', () => {
    it('handles again the events after the point its lost-work check names, once, and moves nothing back while the check finds nothing lost', async () => {
      const handled: string[] = [];
      let lostAfter: string | undefined;
      const group = {
        name: 'enqueuing-group',
        members: [{ name: 'enqueuing', handle: async (events: readonly RecordedEvent[]) => void handled.push(...events.map((event) => event.id)) }],
        lostWork: {
          everyMs: 0,
          redoFrom: async () => {
            const redoFrom = lostAfter;
            lostAfter = undefined;
            return redoFrom;
          },
        },
      };
      const sut = new ConsumerRunner({ store, sql, consumer: group });
      await sut.catchUp();
      const before = await loadCheckpoint(sql, 'enqueuing');
      const appended = [anEvent(), anEvent()];
      await store.append(aStreamId(), appended, 'no_stream');
      await sut.catchUp();
      handled.length = 0;

      lostAfter = before;
      await sut.catchUp();
      await sut.catchUp();

      expect(handled).toEqual(appended.map((event) => event.id));
    });
  });

  it('announces each committed batch with the checkpoint it reached, only once that checkpoint is stored', async () => {
    const announced: { name: string; checkpoint: string; stored: Promise<string> }[] = [];
    const consumer = { name: 'announcing', handle: async () => undefined };
    const sut = new ConsumerRunner({
      store,
      sql,
      consumer,
      batchSize: 2,
      onProgress: (name, checkpoint) => announced.push({ name, checkpoint, stored: loadCheckpoint(sql, name) }),
    });
    await store.append(aStreamId(), [anEvent(), anEvent(), anEvent()], 'no_stream');
    await sut.catchUp();
    // Three events in batches of two (after those of the tests before): two batches at least, each announced.
    expect(announced.length).toBeGreaterThanOrEqual(2);
    expect(new Set(announced.map(({ name }) => name))).toEqual(new Set(['announcing']));
    for (const { checkpoint, stored } of announced) expect(await stored).toBe(checkpoint);
    expect(announced.at(-1)!.checkpoint).toBe(await loadCheckpoint(sql, 'announcing'));
  });

  it('reads again at once for an append announced but not readable yet, instead of sleeping until its next poll', async () => {
    // The log as PostgreSQL shows it while an older transaction is still open: the announced append reads as nothing twice.
    const [appended] = await store.readAll(START_CHECKPOINT, 1);
    let hiddenReadsLeft = 2;
    let announce: AppendListener = () => undefined;
    const log = {
      readAll: async (from: string, maxCount: number) => (hiddenReadsLeft-- > 0 ? [] : (await store.readAll(from, maxCount)).slice(0, 1)),
      onAppended: (listener: AppendListener) => ((announce = listener), () => undefined),
    };
    const handled: string[] = [];
    const consumer = { name: 'eager', handle: async (events: readonly RecordedEvent[]) => void handled.push(...events.map((event) => event.id)) };
    const sut = new ConsumerRunner({ store: log, sql, consumer, pollIntervalMs: 3_600_000 });
    sut.start();
    try {
      announce({ streamIds: [appended!.streamId], checkpoint: appended!.checkpoint });
      await eventually(() => handled.length > 0);
    } finally {
      await sut.stop();
    }
    expect(handled).toEqual([appended!.id]);
  });

  it('hands a consumer that writes nothing through its tx its batches outside any transaction, and moves its checkpoint all the same', async () => {
    const inTransaction: boolean[] = [];
    const tell = (name: string, outsideTransactions: boolean) =>
      new ConsumerRunner({ store, sql, consumer: { name, outsideTransactions, handle: async () => void inTransaction.push(sql.enclosingTransaction() !== undefined) } });
    await store.append(aStreamId(), [anEvent()], 'no_stream');

    await tell('publisher', true).catchUp();
    await tell('projector', false).catchUp();

    expect(inTransaction).toEqual([false, true]);
    const last = (await store.readAll(START_CHECKPOINT, 10_000)).at(-1)!.checkpoint;
    expect(await loadCheckpoint(sql, 'publisher')).toBe(last);
  });

  it('moves the consumers that only pass an append by in one statement, not one each', async () => {
    const statements: string[] = [];
    const counting: SqlPort = { ...sql, query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
    const runners = ['passer-a', 'passer-b', 'passer-c'].map(
      (name) => new ConsumerRunner({ store, sql: counting, consumer: { name, handles: ['Wanted'], handle: async () => undefined } }),
    );
    await Promise.all(runners.map((runner) => runner.catchUp()));
    await store.append(aStreamId(), [anEvent('Other')], 'no_stream');
    statements.length = 0;

    await Promise.all(runners.map((runner) => runner.catchUp()));

    expect(statements.filter((text) => text.includes('INSERT INTO consumer_checkpoints'))).toHaveLength(1);
    const [checkpointA, checkpointB, checkpointC] = await Promise.all(['passer-a', 'passer-b', 'passer-c'].map((name) => loadCheckpoint(sql, name)));
    expect(checkpointA).toBe((await store.readAll(START_CHECKPOINT, 10_000)).at(-1)!.checkpoint);
    expect([checkpointB, checkpointC]).toEqual([checkpointA, checkpointA]);
  });
});

describe(`${ConsumerRunner.name} on PostgreSQL`, () => {
  // The read-model side (locks, checkpoints, the consumer's writes) on the real server; the log embedded, where an
  // append is readable at once: on the server it waits for every older transaction, other test suites' too.
  let log: SqlPort;
  let store: PostgresEventStore;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    log = await createPgliteSql();
    store = new PostgresEventStore(log);
    await store.migrate();
    if (await postgresIsAvailable()) database = await createTestDatabase('consumer_runner');
  });
  afterAll(async () => {
    await log.close();
    await database?.drop();
  });

  it('handles its batches on the connection that holds its lock, while the rest of the pool is taken', async () => {
    if (!database) return console.warn('SKIPPED: PostgreSQL unreachable');
    // Two connections: the consumer's lock takes one, the request below the other.
    const sql = createPostgresSql(database.url, { maxConnections: 2 });
    const handled: string[] = [];
    const consumer = { name: 'unhindered', handle: async (events: readonly RecordedEvent[]) => void handled.push(...events.map((event) => event.id)) };
    const sut = new ConsumerRunner({ store, sql, consumer, pollIntervalMs: 20 });
    let release: (() => void) | undefined;
    let busy: Promise<void> | undefined;
    try {
      sut.start();
      await sut.catchUp();
      await new Promise<void>((holding) => {
        busy = sql.withConnection(() => new Promise<void>((resolve) => ((release = resolve), holding())));
      });
      const appended = anEvent();
      await store.append(aStreamId(), [appended], 'no_stream');

      // Not catchUp: its check of the stored checkpoint would wait for the pool.
      await eventually(() => handled.length > 0);

      expect(handled).toEqual([appended.id]);
    } finally {
      release?.();
      await busy;
      await sut.stop();
      await sql.close();
    }
  });

  it('commits its batches without waiting for the disk, and gives its connection back to the pool waiting again', async () => {
    if (!database) return console.warn('SKIPPED: PostgreSQL unreachable');
    const sql = createPostgresSql(database.url, { maxConnections: 1 });
    const seen: string[] = [];
    const consumer = {
      name: 'lazy',
      handle: async (_events: readonly RecordedEvent[], tx: SqlExecutor) =>
        void seen.push((await tx.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]!.synchronous_commit),
    };
    const sut = new ConsumerRunner({ store, sql, consumer, pollIntervalMs: 20 });
    try {
      await store.append(aStreamId(), [anEvent()], 'no_stream');
      sut.start();
      await eventually(() => seen.length > 0);
      await sut.stop();

      expect(seen).toEqual(['off']);
      // The pool's only connection is the one the consumer held.
      expect((await sql.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]!.synchronous_commit).toBe('on');
    } finally {
      await sut.stop();
      await sql.close();
    }
  });

  it('reading ahead, reads the next batch while a full one is handled, and handles every event once and in order, a failed batch too', async () => {
    if (!database) return console.warn('SKIPPED: PostgreSQL unreachable');
    const sql = createPostgresSql(database.url);
    await store.append(aStreamId(), [anEvent(), anEvent(), anEvent(), anEvent(), anEvent()], 'no_stream');
    const everyEvent = (await store.readAll(START_CHECKPOINT, 1_000)).map((event) => event.id);
    let readsUnderway = 0;
    let batchesHandledWhileReading = 0;
    // A log slower to answer than the batch's transaction is to begin, as a big batch's read is.
    const reading = {
      readAll: async (from: string, maxCount: number) => {
        readsUnderway += 1;
        try {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await store.readAll(from, maxCount);
        } finally {
          readsUnderway -= 1;
        }
      },
    };
    const handled: string[] = [];
    let failed = false;
    const consumer = {
      name: `reading-ahead-${everyEvent.length}`,
      handle: async (events: readonly RecordedEvent[]) => {
        if (readsUnderway > 0) batchesHandledWhileReading += 1;
        if (handled.length > 0 && !failed) {
          failed = true;
          throw new Error('the second batch fails once');
        }
        handled.push(...events.map((event) => event.id));
      },
    };
    const sut = new ConsumerRunner({ store: reading, sql, consumer, batchSize: 2, readAhead: true, pollIntervalMs: 20, logger: { error: () => undefined } });
    try {
      sut.start();
      await eventually(() => handled.length === everyEvent.length);
      await sut.stop();

      expect(handled).toEqual(everyEvent);
      expect(failed).toBe(true);
      expect(batchesHandledWhileReading).toBeGreaterThan(0);
    } finally {
      await sut.stop();
      await sql.close();
    }
  });
});

/** The work a port's callers ask of the database: transactions opened, and checkpoint writes in or out of them. */
const countingWork = (sql: SqlPort) => {
  const work = { transactions: 0, checkpointWrites: 0 };
  const counted = (executor: SqlExecutor): SqlExecutor => ({
    query: (text, params, options) => {
      if (text.includes('INSERT INTO consumer_checkpoints')) work.checkpointWrites += 1;
      return executor.query(text, params, options);
    },
  });
  const transactionOf =
    (on: Pick<SqlConnection, 'transaction'>) =>
    <T>(inner: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
      work.transactions += 1;
      return on.transaction((tx) => inner(counted(tx)));
    };
  const port: SqlPort = {
    ...sql,
    ...counted(sql),
    transaction: transactionOf(sql),
    withConnection: (inner) => sql.withConnection((connection) => inner({ ...counted(connection), transaction: transactionOf(connection) })),
  };
  return { port, work };
};

describe.each(TEST_SQL_DATABASES)(`${ConsumerRunner.name}, a batch on %s`, (_name, openSql) => {
  // The log embedded, where an append is readable at once; checkpoints and the consumer's rows on the database named.
  let log: SqlPort;
  let store: PostgresEventStore;
  let testSql: TestSql | undefined;
  beforeAll(async () => {
    log = await createPgliteSql();
    store = new PostgresEventStore(log);
    await store.migrate();
    testSql = await openSql('consumer_batches');
    await testSql?.sql.query('CREATE TABLE handled (consumer text, event_id text, PRIMARY KEY (consumer, event_id))');
  });
  afterAll(async () => {
    await log.close();
    await testSql?.dispose();
  });

  /** A projector that writes a row per event in its transaction, and can be told to fail at one of them. */
  const recording = (name: string, failAt?: { eventId: string; times: number }) => ({
    name,
    handle: async (events: readonly RecordedEvent[], tx: SqlExecutor) => {
      for (const event of events) {
        if (event.id === failAt?.eventId && failAt.times-- > 0) throw new Error('read model write failed');
        await tx.query('INSERT INTO handled (consumer, event_id) VALUES ($1, $2)', [name, event.id]);
      }
    },
  });
  const handledOf = async (name: string, events: readonly { id: string }[]) =>
    (await testSql!.sql.query('SELECT event_id FROM handled WHERE consumer = $1 AND event_id = any($2)', [name, events.map((event) => event.id)])).rows.length;

  it('applies a batch of events in one transaction that writes the checkpoint once, at its end', async () => {
    if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
    const { port, work } = countingWork(testSql.sql);
    const sut = new ConsumerRunner({ store, sql: port, consumer: recording('batched'), batchSize: 50 });
    await sut.catchUp();
    const appended = Array.from({ length: 20 }, () => anEvent());
    await store.append(aStreamId(), appended, 'no_stream');
    [work.transactions, work.checkpointWrites] = [0, 0];

    await sut.catchUp();

    expect(work).toEqual({ transactions: 1, checkpointWrites: 1 });
    expect(await handledOf('batched', appended)).toBe(20);
    expect(await loadCheckpoint(testSql.sql, 'batched')).toBe((await store.readAll(START_CHECKPOINT, 10_000)).at(-1)!.checkpoint);
  });

  it('leaves the read model and the checkpoint as they were when the batch fails halfway, and applies it whole once it succeeds', async () => {
    if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
    const appended = Array.from({ length: 6 }, () => anEvent());
    const consumer = recording('halfway', { eventId: appended[3]!.id, times: 1 });
    const sut = new ConsumerRunner({ store, sql: testSql.sql, consumer, batchSize: 50 });
    await sut.catchUp();
    const before = await loadCheckpoint(testSql.sql, 'halfway');
    await store.append(aStreamId(), appended, 'no_stream');

    await expect(sut.catchUp()).rejects.toThrow('read model write failed');

    expect(await handledOf('halfway', appended)).toBe(0);
    expect(await loadCheckpoint(testSql.sql, 'halfway')).toBe(before);
    await sut.catchUp();
    expect(await handledOf('halfway', appended)).toBe(6);
    expect(await loadCheckpoint(testSql.sql, 'halfway')).toBe((await store.readAll(START_CHECKPOINT, 10_000)).at(-1)!.checkpoint);
  });

  describe('for a group of consumers', () => {
    const lastCheckpoint = async () => (await store.readAll(START_CHECKPOINT, 100_000)).at(-1)!.checkpoint;

    it('reads each batch once, and applies it for every member in one transaction that saves all their checkpoints in one statement', async () => {
      if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
      const { port, work } = countingWork(testSql.sql);
      let reads = 0;
      const countedStore = { readAll: (from: string, maxCount: number) => ((reads += 1), store.readAll(from, maxCount)) };
      const members = ['group-a', 'group-b', 'group-c'].map((name) => recording(name));
      const sut = new ConsumerRunner({ store: countedStore, sql: port, consumer: { name: 'group', members }, batchSize: 50 });
      await sut.catchUp();
      const appended = Array.from({ length: 20 }, () => anEvent());
      await store.append(aStreamId(), appended, 'no_stream');
      [work.transactions, work.checkpointWrites, reads] = [0, 0, 0];

      await sut.catchUp();

      expect({ ...work, reads }).toEqual({ transactions: 1, checkpointWrites: 1, reads: 1 });
      for (const { name } of members) {
        expect(await handledOf(name, appended)).toBe(20);
        expect(await loadCheckpoint(testSql.sql, name)).toBe(await lastCheckpoint());
      }
    });

    it('lets a member behind the others (a read model added later) catch up alone, while those ahead handle nothing twice and never move back', async () => {
      if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
      const appended = Array.from({ length: 5 }, () => anEvent());
      await store.append(aStreamId(), appended, 'no_stream');
      await new ConsumerRunner({ store, sql: testSql.sql, consumer: recording('ahead') }).catchUp();
      const rowsOfAhead = async () => (await testSql!.sql.query(`SELECT 1 FROM handled WHERE consumer = 'ahead'`)).rows.length;
      const handledByAhead = await rowsOfAhead();
      const sut = new ConsumerRunner({ store, sql: testSql.sql, consumer: { name: 'catching-up', members: [recording('ahead'), recording('added-later')] }, batchSize: 2 });

      // A second handling of an event by `ahead` would break the handled table's primary key and fail the batch.
      await sut.catchUp();

      expect(await handledOf('added-later', appended)).toBe(5);
      expect(await rowsOfAhead()).toBe(handledByAhead);
      expect(await loadCheckpoint(testSql.sql, 'ahead')).toBe(await lastCheckpoint());
      expect(await loadCheckpoint(testSql.sql, 'added-later')).toBe(await lastCheckpoint());
    });

    it('leaves every member’s read model and checkpoint as they were when one member fails, and applies the batch whole for all once it succeeds', async () => {
      if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
      const appended = Array.from({ length: 6 }, () => anEvent());
      const members = [recording('steady'), recording('failing-once', { eventId: appended[3]!.id, times: 1 })];
      const sut = new ConsumerRunner({ store, sql: testSql.sql, consumer: { name: 'failing-group', members }, batchSize: 50 });
      await sut.catchUp();
      const before = await loadCheckpoint(testSql.sql, 'steady');
      await store.append(aStreamId(), appended, 'no_stream');

      await expect(sut.catchUp()).rejects.toThrow('read model write failed');

      expect([await handledOf('steady', appended), await handledOf('failing-once', appended)]).toEqual([0, 0]);
      expect([await loadCheckpoint(testSql.sql, 'steady'), await loadCheckpoint(testSql.sql, 'failing-once')]).toEqual([before, before]);
      await sut.catchUp();
      expect([await handledOf('steady', appended), await handledOf('failing-once', appended)]).toEqual([6, 6]);
    });

    it('holds the lock of every member while it runs: no runner of one member alone runs beside it', async () => {
      if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
      const sut = new ConsumerRunner({ store, sql: testSql.sql, consumer: { name: 'locking-group', members: [recording('locked-a'), recording('locked-b')] } });
      sut.start();
      try {
        await eventually(() => sut.isActive);
        expect(await whileLocked(testSql.sql, 'locked-b', async () => 'ran')).toBe(NOT_ACQUIRED);
      } finally {
        await sut.stop();
      }
      expect(await whileLocked(testSql.sql, 'locked-b', async () => 'ran')).toBe('ran');
    });
  });
});
