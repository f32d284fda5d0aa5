import type { EventToAppend } from '@dating/domain';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

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
  eventStoreContract(PostgresEventStore.name + ' on PostgreSQL', createFixture, { concurrentTransactions: true });
} else {
  describe.skip('PostgresEventStore on PostgreSQL (server unreachable)', () => it('needs PostgreSQL', () => undefined));
}
