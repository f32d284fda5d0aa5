import type { Consumer, Infrastructure, SqlPort } from '@dating/platform';
import { ConsumerRunner, loadCheckpoint, NOT_ACQUIRED, saveCheckpoint, whileLocked } from '@dating/platform';
import { createDocumentTable, documentProjectionConsumer, documentTable, type DocumentProjection } from '../document-projection/document-projection.js';

export interface ReplayProgress {
  start(total: number | undefined): void;
  advance(events: number): void;
  waitingForLiveProjector(): void;
}

const REBUILD_SUFFIX = '__rebuild';

// Only the SQL event store can say the total up front; with EventStoreDB the bar counts without one.
const countEvents = async (sql: SqlPort): Promise<number | undefined> => {
  const { rows } = await sql.query<{ present: string | null }>(`select to_regclass('es_events')::text as present`);
  if (!rows[0]?.present) return undefined;
  const count = await sql.query<{ total: string }>('select count(*) as total from es_events');
  return Number(count.rows[0]?.total ?? 0);
};

const reporting = (consumer: Consumer, progress: ReplayProgress): Consumer => ({
  ...consumer,
  handle: async (events, tx) => {
    await consumer.handle(events, tx);
    progress.advance(events.length);
  },
});

/**
 * Rebuilds a read model from position zero into a fresh table while the live one keeps serving,
 * then swaps it in under the live projector's lock. Events appended meanwhile are not lost: the live
 * projector resumes from the rebuilt checkpoint.
 */
export const replayProjection = async (infrastructure: Pick<Infrastructure, 'sql' | 'eventStore'>, projection: DocumentProjection<unknown>, progress: ReplayProgress) => {
  const { sql, eventStore } = infrastructure;
  const liveTable = documentTable(projection);
  const rebuildTable = documentTable(projection, REBUILD_SUFFIX);
  const rebuildName = `${projection.name}${REBUILD_SUFFIX}`;
  const rebuild = reporting(documentProjectionConsumer(projection, rebuildTable, rebuildName), progress);
  const runner = new ConsumerRunner({ store: eventStore, sql, consumer: rebuild, catchUpTimeoutMs: 3_600_000 });
  await runner.reset();
  progress.start(await countEvents(sql));
  await runner.catchUp();

  for (;;) {
    const swapped = await whileLocked(sql, projection.name, () =>
      sql.transaction(async (tx) => {
        await createDocumentTable(tx, rebuildTable);
        await tx.query(`drop table if exists ${liveTable}`);
        await tx.query(`alter table ${rebuildTable} rename to ${liveTable}`);
        await tx.query(`alter index ${rebuildTable}_pkey rename to ${liveTable}_pkey`);
        await saveCheckpoint(tx, projection.name, await loadCheckpoint(tx, rebuildName));
        await tx.query('delete from consumer_checkpoints where name = $1', [rebuildName]);
      }),
    );
    if (swapped !== NOT_ACQUIRED) return;
    progress.waitingForLiveProjector();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
};
