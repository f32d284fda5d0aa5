import { START_CHECKPOINT } from '@dating/domain';
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
eventStoreContract(PostgresEventStore.name + ' on PGlite', createFixture, { concurrentTransactions: false, atomicMultiStreamAppend: true, alongsideAppend: true });

describe('PostgresEventStore on PGlite, across transaction ids of different lengths', () => {
  it('reads every event in commit order once transaction ids grow a digit (PGlite sorts xid8 as text)', async () => {
    const { store, sql, dispose } = await createFixture();
    try {
      const append = (id: string) => store.append(`stream-${id}`, [{ id, type: 'Happened', data: {}, metadata: {} }], 'no_stream');
      await append('early');
      const digits = async () => (await sql.query<{ id: string }>('select pg_current_xact_id()::text as id')).rows[0]!.id.length;
      const startDigits = await digits();
      // Each transaction takes a new id; burn them until the ids are one digit longer.
      while ((await digits()) === startDigits) await sql.transaction((tx) => tx.query('select pg_current_xact_id()'));
      await append('late');

      const all = await store.readAll(START_CHECKPOINT, 1);
      const rest = await store.readAll(all.at(-1)!.checkpoint, 10);
      expect([...all, ...rest].map((event) => event.id)).toEqual(['early', 'late']);
    } finally {
      await dispose();
    }
  }, 120_000);
});
