import type { SqlConnection, SqlPort } from '../sql/sql.port.js';

/** First key of the two-key advisory lock: keeps consumer locks apart from any other use. */
const CONSUMER_LOCK_NAMESPACE = 1_129_270_605;
export const NOT_ACQUIRED = Symbol('not acquired');

// PGlite is one session, where advisory locks are re-entrant, so runners of one process also
// claim the name here; across processes (PostgreSQL) the advisory lock does the work.
const claimedInProcess = new WeakMap<SqlPort, Set<string>>();

const claim = (sql: SqlPort, name: string): boolean => {
  const claimed = claimedInProcess.get(sql) ?? new Set<string>();
  claimedInProcess.set(sql, claimed);
  if (claimed.has(name)) return false;
  claimed.add(name);
  return true;
};

/**
 * Runs `work` while holding the session-level advisory lock for `name` on a dedicated connection
 * (released when work ends or that connection dies); NOT_ACQUIRED if another instance holds it.
 * `work` gets a liveness probe that fails once the locking connection (and so the lock) is gone, and that connection:
 * what the lock holder does there never waits for the pool, which the rest of the process shares.
 */
export const whileLocked = async <T>(
  sql: SqlPort,
  name: string,
  work: (probe: () => Promise<void>, connection: SqlConnection) => Promise<T>,
): Promise<T | typeof NOT_ACQUIRED> => {
  if (!claim(sql, name)) return NOT_ACQUIRED;
  try {
    return await sql.withConnection(async (connection) => {
      const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        CONSUMER_LOCK_NAMESPACE,
        name,
      ]);
      if (!rows[0]?.locked) return NOT_ACQUIRED;
      try {
        // PGlite runs in this process: its connection, and so the lock, cannot be lost while the process lives.
        const probe = sql.dialect === 'pglite' ? async () => undefined : async () => void (await connection.query('SELECT 1'));
        return await work(probe, connection);
      } finally {
        // If the connection died the lock died with it; the error that matters is work's.
        await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [CONSUMER_LOCK_NAMESPACE, name]).catch(() => undefined);
      }
    });
  } finally {
    claimedInProcess.get(sql)?.delete(name);
  }
};
