import { SnapshotStore } from '../event-sourcing/snapshot-store.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
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

describe('PostgresEventStore, loading streams for commands handled side by side', () => {
  it('reads the snapshots and tails of all of them in one statement, and answers each command with its own streams', async () => {
    const sql = await createPgliteSql();
    const statements: string[] = [];
    const counted: SqlPort = { ...sql, query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
    const store = new PostgresEventStore(counted);
    const snapshots = new SnapshotStore(sql);
    try {
      await store.migrate();
      await snapshots.migrate();
      const event = (id: string) => ({ id, type: 'Happened', data: { id }, metadata: {} });
      await store.append('stream-a', [event('a1'), event('a2')], 'no_stream');
      await store.append('stream-b', [event('b1')], 'no_stream');
      await snapshots.save('stream-a', 'state-v1', { version: 1, state: { seen: ['a1'] } });
      statements.length = 0;

      const [first, second] = await Promise.all([
        store.readStreamsFromSnapshots([{ streamId: 'stream-a', schema: 'state-v1' }]),
        store.readStreamsFromSnapshots([
          { streamId: 'stream-b', schema: 'state-v1' },
          { streamId: 'stream-none', schema: 'state-v1' },
        ]),
      ]);

      expect(statements).toHaveLength(1);
      expect(first.map(({ snapshot, events }) => ({ snapshot, events: events.map((e) => e.id) }))).toEqual([
        { snapshot: { version: 1, state: { seen: ['a1'] } }, events: ['a2'] },
      ]);
      expect(second.map(({ snapshot, events }) => ({ snapshot, events: events.map((e) => e.id) }))).toEqual([
        { snapshot: undefined, events: ['b1'] },
        { snapshot: undefined, events: [] },
      ]);
    } finally {
      await sql.close();
    }
  });
});
