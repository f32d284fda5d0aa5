import { migrateConsumerCheckpoints, type SqlPort } from '@dating/platform';
import { PROJECTIONS } from './projections.js';

// Arbitrary, fixed: serialises read-model migrations across processes starting at once.
const READ_MODEL_MIGRATION_LOCK = 7_164_551_002;

/**
 * Creates every live read-model table (and the checkpoint table) before any role starts, one
 * process at a time: concurrent `create table if not exists` of one table can fail in PostgreSQL.
 */
export const migrateReadModels = (sql: SqlPort): Promise<void> =>
  sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [READ_MODEL_MIGRATION_LOCK]);
    await migrateConsumerCheckpoints(tx);
    for (const projection of PROJECTIONS) await projection.migrate(tx, '');
  });
