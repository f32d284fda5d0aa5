import { migrateConsumerCheckpoints, type SqlExecutor, type SqlPort } from '@dating/platform';
import { PROJECTIONS } from './projections.js';
import { FIRST_VERSION, readModelCheckpoint, versionOf, versionSuffix, type SqlProjection } from './sql-projection/sql-projection.js';

// Arbitrary, fixed: serialises read-model migrations across processes starting at once.
const READ_MODEL_MIGRATION_LOCK = 7_164_551_002;

/**
 * Every build of every read model the site holds: the checkpoint it is built under, the version and tables it builds,
 * and since when it has held the log (a build made while another release serves starts empty and catches up).
 */
export const migrateReadModelBuilds = (tx: SqlExecutor): Promise<unknown> =>
  tx.query(`create table if not exists read_model_builds (
    checkpoint text primary key,
    projection text not null,
    version integer not null,
    tables text[] not null,
    caught_up_at timestamptz
  )`);

/**
 * A release from before builds were kept built each read model in tables without a version under the projection's
 * name, and wrote the version in `read_model_versions` (if at all: then it was the first). That build goes on serving
 * the processes of that release, as any other build, until a newer one has replaced it.
 */
const registerBuildOfEarlierRelease = async (tx: SqlExecutor, projection: SqlProjection): Promise<void> => {
  const { rows: started } = await tx.query('select 1 from consumer_checkpoints where name = $1', [projection.name]);
  if (!started.length) return;
  const { rows: versionsKept } = await tx.query<{ present: string | null }>(`select to_regclass('read_model_versions')::text as present`);
  const { rows: kept } = versionsKept[0]?.present
    ? await tx.query<{ version: number }>('select version from read_model_versions where name = $1', [projection.name])
    : { rows: [] };
  const versionless = versionSuffix(versionOf(projection)).length;
  await tx.query('insert into read_model_builds (checkpoint, projection, version, tables, caught_up_at) values ($1, $1, $2, $3, now()) on conflict (checkpoint) do nothing', [
    projection.name,
    kept[0]?.version ?? FIRST_VERSION,
    projection.tables.map((table) => table.slice(0, table.length - versionless)),
  ]);
};

/**
 * Creates every read-model table of this release (and the checkpoint table) before any role starts, one process at a
 * time: concurrent `create table if not exists` of one table can fail in PostgreSQL. A read model whose version is new
 * gets tables of its own beside those of the release still serving, which are left as they are: its projector builds
 * it from the log's first event, and `retireReplacedBuilds` drops the old build once this one has taken over.
 */
export const migrateReadModels = (sql: SqlPort, projections: readonly SqlProjection[] = PROJECTIONS): Promise<void> =>
  sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [READ_MODEL_MIGRATION_LOCK]);
    await migrateConsumerCheckpoints(tx);
    await migrateReadModelBuilds(tx);
    for (const projection of projections) {
      await registerBuildOfEarlierRelease(tx, projection);
      await tx.query('insert into read_model_builds (checkpoint, projection, version, tables) values ($1, $2, $3, $4) on conflict (checkpoint) do nothing', [
        readModelCheckpoint(projection),
        projection.name,
        versionOf(projection),
        projection.tables,
      ]);
      await projection.migrate(tx, '');
    }
  });
