import { randomUUID } from 'node:crypto';
import type { Checkpoint, Event } from '@dating/domain';
import { ConsumerRunner, PersonalFieldCipher, PostgresEventStore, SqlKeyStore, type SqlExecutor, type SqlPort } from '@dating/platform';
import { sqlProjectionConsumer, type SqlProjection } from '../sql-projection/sql-projection.js';
import { useDatabasePerFile } from './database-per-file.js';

export interface ProjectionTestBed {
  readonly sql: SqlPort;
  readonly store: PostgresEventStore;
  /** Opens what the projection sealed with a member's key. */
  readonly personalFields: PersonalFieldCipher;
  readonly keyStore: SqlKeyStore;
  append(streamId: string, events: readonly Event[]): Promise<void>;
  /** Until the projection has seen the last append: an open transaction anywhere on the server briefly hides fresh events. */
  catchUp(): Promise<void>;
  runner(): ConsumerRunner;
}

/**
 * Registers a PostgreSQL database for the calling suite, emptied to a fresh event store before each of its tests. `alsoRead` are
 * read models the projection's queries join (left empty, their tables only created).
 */
export const useProjectionTestBed = (projection: SqlProjection, alsoRead: readonly SqlProjection[] = []): ProjectionTestBed => {
  let store: PostgresEventStore;
  let keyStore: SqlKeyStore;
  let personalFields: PersonalFieldCipher;
  let appended: Checkpoint | undefined;

  const sqlOfSuite = useDatabasePerFile('projections', async (sql) => {
    store = new PostgresEventStore(sql);
    await store.migrate();
    keyStore = new SqlKeyStore(sql, 'projection-test-bed-secret');
    await keyStore.migrate();
    personalFields = new PersonalFieldCipher(keyStore);
    for (const other of alsoRead) await other.migrate(sql, '');
    appended = undefined;
  });

  const runner = () => new ConsumerRunner({ store, sql: sqlOfSuite(), consumer: sqlProjectionConsumer(projection, { personalFields }) });
  return {
    get sql() {
      return sqlOfSuite();
    },
    get store() {
      return store;
    },
    get personalFields() {
      return personalFields;
    },
    get keyStore() {
      return keyStore;
    },
    async append(streamId, events) {
      const records = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: {} }));
      appended = (await store.append(streamId, records, 'any')).checkpoint;
    },
    catchUp: () => runner().catchUp(appended),
    runner,
  };
};

/** `sql`, noting each statement that begins with `start` (e.g. `insert into <table> `): how many statements a batch took. */
export const notingStatements = (sql: SqlExecutor, start: string): { executor: SqlExecutor; noted: string[] } => {
  const noted: string[] = [];
  const executor: SqlExecutor = {
    query: (text, params, options) => {
      if (text.startsWith(start)) noted.push(text);
      return sql.query(text, params, options);
    },
  };
  return { executor, noted };
};
