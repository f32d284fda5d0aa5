import type { SqlExecutor } from '../sql/sql.port.js';

/**
 * Password hashes live outside the event log in `credentials`, referenced from the member's events by an opaque
 * id. The API reads and writes them; the final-deletion sweeper (workers role) deletes them, so the table is here.
 */
export const migrateCredentials = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`create table if not exists credentials (
    ref text primary key,
    password_hash text not null,
    updated_at timestamptz not null default now()
  )`);
};

/** Forgets the given password hashes; deleting a missing one is not an error (erasure may be retried). */
export const deleteCredentials = async (sql: SqlExecutor, refs: readonly string[]): Promise<void> => {
  if (!refs.length) return;
  await sql.query('delete from credentials where ref = any($1::text[])', [refs]);
};
