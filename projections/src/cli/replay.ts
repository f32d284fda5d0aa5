import type { Consumer, Infrastructure, SqlExecutor, SqlPort } from '@dating/platform';
import { ConsumerRunner, loadCheckpoint, NOT_ACQUIRED, saveCheckpoint, whileLocked } from '@dating/platform';
import { AnalyticLake, analyticLakeLog } from '../analytic-lake/analytic-lake.consumer.js';
import { assertIdentifier, readModelCheckpoint, sqlProjectionConsumer, type SqlProjection } from '../sql-projection/sql-projection.js';

export interface ReplayProgress {
  start(total: number | undefined): void;
  advance(events: number): void;
  waitingForLiveProjector(): void;
}

const REBUILD_SUFFIX = '__rebuild';
const LOCK_RETRY_MS = 2_000;

// Only the SQL event store can say the total up front; with EventStoreDB the bar counts without one.
const countEvents = async (sql: SqlPort): Promise<number | undefined> => {
  const { rows } = await sql.query<{ present: string | null }>(`select to_regclass('es_events')::text as present`);
  if (!rows[0]?.present) return undefined;
  const count = await sql.query<{ total: string }>('select count(*) as total from es_events');
  return Number(count.rows[0]?.total ?? 0);
};

// Without `handles`: every batch goes through handle, so the progress counts every event read. Named member by member,
// not spread: a consumer may be a class instance, whose methods a spread leaves behind.
const reporting = (consumer: Consumer, progress: Pick<ReplayProgress, 'advance'>): Consumer => ({
  name: consumer.name,
  handle: async (events, tx) => {
    await consumer.handle(events, tx);
    progress.advance(events.length);
  },
  reset: consumer.reset && ((tx) => consumer.reset!(tx)),
});

/** Replaces each live table by its rebuilt twin, renaming the twin's indexes to the live names. */
const swapTables = async (tx: SqlExecutor, projection: SqlProjection) => {
  await projection.migrate(tx, REBUILD_SUFFIX);
  for (const table of projection.tables) {
    const live = assertIdentifier(table);
    const rebuilt = assertIdentifier(`${table}${REBUILD_SUFFIX}`);
    await tx.query(`drop table if exists ${live} cascade`);
    await tx.query(`alter table ${rebuilt} rename to ${live}`);
    const { rows } = await tx.query<{ indexname: string }>('select indexname from pg_indexes where tablename = $1', [live]);
    for (const { indexname } of rows.filter((row) => row.indexname.startsWith(rebuilt))) {
      await tx.query(`alter index ${assertIdentifier(indexname)} rename to ${assertIdentifier(indexname.replace(rebuilt, live))}`);
    }
  }
};

/**
 * Rebuilds a read model from position zero into fresh tables while the live ones keep serving,
 * then swaps them in under the live projector's lock. Events appended meanwhile are not lost: the
 * live projector resumes from the rebuilt checkpoint.
 */
export const replayProjection = async (
  infrastructure: Pick<Infrastructure, 'sql' | 'eventStore' | 'personalFields'>,
  projection: SqlProjection,
  progress: ReplayProgress,
) => {
  const { sql, eventStore, personalFields } = infrastructure;
  const rebuildName = `${projection.name}${REBUILD_SUFFIX}`;
  const rebuild = reporting(sqlProjectionConsumer(projection, { personalFields }, REBUILD_SUFFIX, rebuildName), progress);
  const runner = new ConsumerRunner({ store: eventStore, sql, consumer: rebuild, catchUpTimeoutMs: 3_600_000 });
  await runner.reset();
  progress.start(await countEvents(sql));
  await runner.catchUp();

  for (;;) {
    const swapped = await whileLocked(sql, readModelCheckpoint(projection), () =>
      sql.transaction(async (tx) => {
        await swapTables(tx, projection);
        await saveCheckpoint(tx, readModelCheckpoint(projection), await loadCheckpoint(tx, rebuildName));
        await tx.query('delete from consumer_checkpoints where name = $1', [rebuildName]);
      }),
    );
    if (swapped !== NOT_ACQUIRED) return;
    progress.waitingForLiveProjector();
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
};

/** The scratch schema a read model `as it stood at` a moment is built in: `replay_<projection>_<yyyymmddThhmmss>`. */
export const timeTravelSchema = (projection: Pick<SqlProjection, 'name' | 'version'>, until: Date): string =>
  assertIdentifier(`replay_${readModelCheckpoint(projection).replace(/[^a-z0-9]+/g, '_')}_${until.toISOString().replace(/[-:]|\.\d+Z$/g, '').toLowerCase()}`);

/** Runs the consumer's work with the scratch schema first on the search path: its tables are made and written there. */
const inSchema = (schema: string, consumer: Consumer): Consumer => ({
  ...consumer,
  handle: async (events, tx) => {
    await tx.query(`set local search_path to ${schema}, public`);
    await consumer.handle(events, tx);
  },
  // Clearing is dropping the schema, never the consumer's own reset: that one names the live tables.
  reset: undefined,
});

/**
 * A read model as it stood at `until`: built from the events recorded up to then, into the tables of a scratch schema
 * of its own (`timeTravelSchema`), made anew; the live tables and checkpoint are not touched. Returns the schema.
 */
export const replayUntil = async (
  infrastructure: Pick<Infrastructure, 'sql' | 'eventStore' | 'personalFields'>,
  projection: SqlProjection,
  until: Date,
  progress: Pick<ReplayProgress, 'start' | 'advance'>,
): Promise<string> => {
  const { sql, eventStore, personalFields } = infrastructure;
  const schema = timeTravelSchema(projection, until);
  const consumerName = `${schema}__replay`;
  await sql.transaction(async (tx) => {
    await tx.query(`drop schema if exists ${schema} cascade`);
    await tx.query(`create schema ${schema}`);
    await tx.query(`set local search_path to ${schema}, public`);
    // Made up front: a log with none of the projection's events up to then still gives its (empty) tables.
    await projection.migrate(tx, '');
  });
  const upToThen = sqlProjectionConsumer(projection, { personalFields }, '', consumerName);
  const consumer: Consumer = {
    ...upToThen,
    handle: (events, tx) => upToThen.handle(events.filter((event) => new Date(event.recordedAt) <= until), tx),
  };
  const runner = new ConsumerRunner({ store: eventStore, sql, consumer: reporting(inSchema(schema, consumer), progress), catchUpTimeoutMs: 3_600_000 });
  progress.start(await countEvents(sql));
  try {
    await runner.catchUp();
  } finally {
    await sql.query('delete from consumer_checkpoints where name = $1', [consumerName]);
  }
  return schema;
};

/** The analytic lake's events per batch when it is written again from the start: a file per event type and day of each. */
const LAKE_REPLAY_BATCH = 50_000;

/**
 * Writes the analytic lake again from the start of the log: its files and their list go first. The projections role
 * keeps the lake's lock while it runs, so it must be stopped meanwhile; this refuses (and changes nothing) otherwise.
 */
export const replayAnalyticLake = async (
  infrastructure: Pick<Infrastructure, 'sql' | 'storedLog' | 'keyStore' | 'config'>,
  progress: Pick<ReplayProgress, 'start' | 'advance'>,
): Promise<void> => {
  const { sql, storedLog, keyStore, config } = infrastructure;
  const lake = new AnalyticLake({ keyStore, lakeDir: config.lakeDir });
  const runner = new ConsumerRunner({ store: analyticLakeLog(storedLog, keyStore), sql, consumer: reporting(lake, progress), batchSize: LAKE_REPLAY_BATCH, readAhead: true, catchUpTimeoutMs: 3_600_000 });
  try {
    await runner.reset();
    progress.start(await countEvents(sql));
    await runner.catchUp();
  } finally {
    await lake.close();
  }
};
