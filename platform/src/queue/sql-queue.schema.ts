import type { SqlPort } from '../sql/sql.port.js';

/** Key of the advisory lock that keeps two processes from creating the queue tables at once. */
const QUEUE_MIGRATION_LOCK_KEY = 7_164_551_101;

/**
 * One row per job, finished ones included: a finished job's id is remembered until it is purged, which is the dedupe.
 * `attempt` counts the runs started (a run again after a stall is the same attempt); `lease` names the claim of the
 * process running it, valid until `locked_until`.
 */
const QUEUE_MIGRATION = [
  `CREATE TABLE IF NOT EXISTS queue_jobs (
     queue text NOT NULL,
     job_id text NOT NULL,
     seq bigserial,
     name text NOT NULL,
     data jsonb NOT NULL,
     attempts integer NOT NULL,
     backoff_ms integer NOT NULL,
     attempt integer NOT NULL DEFAULT 0,
     stalls integer NOT NULL DEFAULT 0,
     state text NOT NULL CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
     run_at timestamptz NOT NULL,
     lease uuid,
     locked_until timestamptz,
     from_schedule boolean NOT NULL DEFAULT false,
     failed_reason text,
     finished_at timestamptz,
     PRIMARY KEY (queue, job_id)
   )`,
  `CREATE INDEX IF NOT EXISTS queue_jobs_due ON queue_jobs (queue, run_at, seq) WHERE state = 'waiting'`,
  `CREATE INDEX IF NOT EXISTS queue_jobs_leased ON queue_jobs (queue, locked_until) WHERE state = 'active'`,
  `CREATE INDEX IF NOT EXISTS queue_jobs_finished ON queue_jobs (finished_at) WHERE state IN ('completed', 'failed')`,
  `CREATE TABLE IF NOT EXISTS queue_schedules (
     queue text NOT NULL,
     job_name text NOT NULL,
     every_ms bigint NOT NULL,
     next_run_at timestamptz NOT NULL,
     PRIMARY KEY (queue, job_name)
   )`,
];

/** Creates the queue's tables; safe to run concurrently and repeatedly. */
export const migrateSqlQueue = async (sql: SqlPort): Promise<void> => {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_MIGRATION_LOCK_KEY]);
    for (const statement of QUEUE_MIGRATION) await tx.query(statement);
  });
};
