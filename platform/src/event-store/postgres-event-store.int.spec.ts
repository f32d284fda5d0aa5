import { START_CHECKPOINT, WrongExpectedVersionError, type EventToAppend } from '@dating/domain';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { anEvent } from './event-store.fixtures.js';
import { logHead, PostgresEventStore } from './postgres-event-store.js';

// Opens a transaction on its own pooled connection, appends, and waits for `commit` to end it.
const appendHeldOpen = (sql: SqlPort, store: PostgresEventStore) => async (streamId: string, events: readonly EventToAppend[]) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let appended!: () => void;
  const hasAppended = new Promise<void>((resolve) => (appended = resolve));
  const transaction = sql.transaction(async (tx) => {
    await store.appendIn(tx, streamId, events, 'no_stream');
    appended();
    await released;
  });
  await Promise.race([hasAppended, transaction]);
  return {
    commit: async () => {
      release();
      await transaction;
    },
  };
};

const createFixture = async () => {
  const database = await createTestDatabase('event_store');
  const sql = createPostgresSql(database.url);
  const store = new PostgresEventStore(sql);
  await store.migrate();
  await store.migrate(); // idempotent
  return {
    store,
    sql,
    appendHeldOpen: appendHeldOpen(sql, store),
    dispose: async () => {
      await sql.close();
      await database.drop();
    },
  };
};

if (await postgresIsAvailable()) {
  eventStoreContract(PostgresEventStore.name + ' on PostgreSQL', createFixture, { concurrentTransactions: true, atomicMultiStreamAppend: true, alongsideAppend: true });

  describe('PostgresEventStore on PostgreSQL, two multi-stream appends naming shared streams in opposite orders', () => {
    it('lets one win and tells the other its versions are stale, never deadlocking them', async () => {
      const { store, sql, dispose } = await createFixture();
      try {
        // Each row of these streams takes a while to insert: without a common lock order the first append would hold
        // one stream's key and wait for the other's, which the second append holds while waiting for the first's.
        await sql.query(`CREATE FUNCTION slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$`);
        await sql.query(`CREATE TRIGGER slow_insert BEFORE INSERT ON es_events FOR EACH ROW WHEN (NEW.stream_id LIKE 'slow-%') EXECUTE FUNCTION slow_insert()`);
        const to = (streamId: string) => ({ streamId, events: [anEvent()], expected: 'no_stream' as const });
        const outcomes = await Promise.allSettled([store.appendMany([to('slow-a'), to('slow-b')]), store.appendMany([to('slow-b'), to('slow-a')])]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toBeInstanceOf(WrongExpectedVersionError);
      } finally {
        await dispose();
      }
    });
  });

  describe('the head of the log', () => {
    it('is the start of an empty log, then the position of the newest event appended', async () => {
      const { store, sql, dispose } = await createFixture();
      try {
        expect(await logHead(sql)).toBe(START_CHECKPOINT);
        await store.append('head-a', [anEvent()], 'no_stream');
        const newest = await store.append('head-b', [anEvent(), anEvent()], 'no_stream');
        expect(await logHead(sql)).toBe(newest.checkpoint);
      } finally {
        await dispose();
      }
    });
  });
} else {
  describe.skip('PostgresEventStore on PostgreSQL (server unreachable)', () => it('needs PostgreSQL', () => undefined));
}
