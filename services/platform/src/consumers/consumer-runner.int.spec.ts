import type { RecordedEvent } from '@dating/domain';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { aStreamId, anEvent } from '../event-store/event-store.fixtures.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { loadCheckpoint } from './consumer-checkpoints.js';
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
});
