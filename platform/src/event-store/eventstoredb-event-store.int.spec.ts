import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import { createTestDatabase } from '../testing/test-database.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { eventStoreContract } from './event-store.contract.js';

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
  eventStoreContract(EventStoreDbEventStore.name, createFixture, { concurrentTransactions: false });
} else {
  console.warn('EVENTSTORE_CONNECTION is not set: the EventStoreDB contract suite is skipped.');
  describe.skip(`${EventStoreDbEventStore.name} (set EVENTSTORE_CONNECTION to run)`, () => it('needs an EventStoreDB server', () => undefined));
}
