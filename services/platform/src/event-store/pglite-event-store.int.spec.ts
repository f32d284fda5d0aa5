import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

const createFixture = async () => {
  const sql = await createPgliteSql();
  const store = new PostgresEventStore(sql);
  await store.migrate();
  return { store, sql, dispose: () => sql.close() };
};

// PGlite is one connection: transactions never overlap, so nothing can commit out of order.
eventStoreContract(PostgresEventStore.name + ' on PGlite', createFixture, { concurrentTransactions: false });
