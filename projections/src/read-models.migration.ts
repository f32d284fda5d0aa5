import { migrateConsumerCheckpoints, type SqlExecutor, type SqlPort } from '@dating/platform';
import { PROJECTIONS } from './projections.js';
import { assertIdentifier, type SqlProjection } from './sql-projection/sql-projection.js';

// Arbitrary, fixed: serialises read-model migrations across processes starting at once.
const READ_MODEL_MIGRATION_LOCK = 7_164_551_002;
const FIRST_VERSION = 1;

const versionOf = (projection: SqlProjection): number => projection.version ?? FIRST_VERSION;

/** The version the live tables were built by; a read model built before versions were kept is at the first one. */
const builtVersion = async (tx: SqlExecutor, projection: SqlProjection): Promise<number | undefined> => {
  const { rows } = await tx.query<{ version: number }>('select version from read_model_versions where name = $1', [projection.name]);
  if (rows[0]) return rows[0].version;
  const { rows: started } = await tx.query('select 1 from consumer_checkpoints where name = $1', [projection.name]);
  return started.length ? FIRST_VERSION : undefined;
};

/** Drops the tables and the checkpoint of a read model built by another version: its projector rebuilds it from the log. */
const rebuildIfOutdated = async (tx: SqlExecutor, projection: SqlProjection): Promise<void> => {
  const built = await builtVersion(tx, projection);
  if (built === undefined || built === versionOf(projection)) return;
  for (const table of projection.tables) await tx.query(`drop table if exists ${assertIdentifier(table)} cascade`);
  await tx.query('delete from consumer_checkpoints where name = $1', [projection.name]);
};

/**
 * Creates every live read-model table (and the checkpoint table) before any role starts, one
 * process at a time: concurrent `create table if not exists` of one table can fail in PostgreSQL.
 * A read model whose version changed since it was built starts again from the log's first event.
 */
export const migrateReadModels = (sql: SqlPort): Promise<void> =>
  sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [READ_MODEL_MIGRATION_LOCK]);
    await migrateConsumerCheckpoints(tx);
    await tx.query('create table if not exists read_model_versions (name text primary key, version integer not null)');
    for (const projection of PROJECTIONS) {
      await rebuildIfOutdated(tx, projection);
      await projection.migrate(tx, '');
      await tx.query(
        'insert into read_model_versions (name, version) values ($1, $2) on conflict (name) do update set version = excluded.version',
        [projection.name, versionOf(projection)],
      );
    }
  });
