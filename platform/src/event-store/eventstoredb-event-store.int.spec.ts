import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import { createTestDatabase } from '../testing/test-database.js';
import { EventStoreDbEventStore, MultiStreamAppendUnsupportedError } from './eventstoredb-event-store.js';
import { eventStoreContract } from './event-store.contract.js';
import { aStreamId, anEvent } from './event-store.fixtures.js';

const connection = process.env['EVENTSTORE_CONNECTION'];

// Checkpoints and subject keys still live in PostgreSQL: EventStoreDB only holds the log.
const createFixture = async () => {
  const database = await createTestDatabase('esdb_contract');
  const sql = createPostgresSql(database.url);
  const store = new EventStoreDbEventStore(connection!);
  return {
    store,
    sql,
    dispose: async () => {
      await store.close();
      await sql.close();
      await database.drop();
    },
  };
};

if (connection) {
  eventStoreContract(EventStoreDbEventStore.name, createFixture, { concurrentTransactions: false, atomicMultiStreamAppend: false, alongsideAppend: false });

  describe(`${EventStoreDbEventStore.name}, asked to append to several streams at once`, () => {
    it('refuses before writing anything: it could not keep them all or nothing', async () => {
      const { store, dispose } = await createFixture();
      try {
        const [a, b] = [aStreamId(), aStreamId()];
        const appends = [a, b].map((streamId) => ({ streamId, events: [anEvent()], expected: 'no_stream' as const }));
        await expect(store.appendMany(appends)).rejects.toBeInstanceOf(MultiStreamAppendUnsupportedError);
        expect([...(await store.readStream(a)), ...(await store.readStream(b))]).toEqual([]);
      } finally {
        await dispose();
      }
    });
  });
} else {
  console.warn('EVENTSTORE_CONNECTION is not set: the EventStoreDB contract suite is skipped.');
  describe.skip(`${EventStoreDbEventStore.name} (set EVENTSTORE_CONNECTION to run)`, () => it('needs an EventStoreDB server', () => undefined));
}
