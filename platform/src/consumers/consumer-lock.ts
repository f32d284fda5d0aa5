import type { SqlConnection, SqlPort } from '../sql/sql.port.js';

/** First key of the two-key advisory lock: keeps consumer locks apart from any other use (and lets an operator find them in `pg_locks`). */
export const CONSUMER_LOCK_NAMESPACE = 1_129_270_605;
export const NOT_ACQUIRED = Symbol('not acquired');

// PGlite is one session, where advisory locks are re-entrant, so runners of one process also
// claim the names here; across processes (PostgreSQL) the advisory locks do the work.
const claimedInProcess = new WeakMap<SqlPort, Set<string>>();

const claim = (sql: SqlPort, names: readonly string[]): boolean => {
  const claimed = claimedInProcess.get(sql) ?? new Set<string>();
  claimedInProcess.set(sql, claimed);
  if (names.some((name) => claimed.has(name))) return false;
  for (const name of names) claimed.add(name);
  return true;
};

const unlock = (connection: SqlConnection, names: readonly string[]) =>
  connection.query('SELECT pg_advisory_unlock($1, hashtext(name)) FROM unnest($2::text[]) AS name', [CONSUMER_LOCK_NAMESPACE, names]);

/**
 * Runs `work` while holding the session-level advisory locks for `names` (a consumer, or every consumer of a group) on
 * a dedicated connection (released when work ends or that connection dies); NOT_ACQUIRED if another instance holds any
 * of them. `work` gets a liveness probe that fails once the locking connection (and so the locks) is gone, and that
 * connection: what the lock holder does there never waits for the pool, which the rest of the process shares.
 */
export const whileLocked = async <T>(
  sql: SqlPort,
  names: string | readonly string[],
  work: (probe: () => Promise<void>, connection: SqlConnection) => Promise<T>,
): Promise<T | typeof NOT_ACQUIRED> => {
  const all = [...new Set(typeof names === 'string' ? [names] : names)].sort();
  if (!claim(sql, all)) return NOT_ACQUIRED;
  try {
    return await sql.withConnection(async (connection) => {
      const { rows } = await connection.query<{ name: string; locked: boolean }>(
        'SELECT name, pg_try_advisory_lock($1, hashtext(name)) AS locked FROM unnest($2::text[]) AS name',
        [CONSUMER_LOCK_NAMESPACE, all],
      );
      const taken = rows.filter((row) => row.locked).map((row) => row.name);
      if (taken.length < all.length) {
        if (taken.length) await unlock(connection, taken);
        return NOT_ACQUIRED;
      }
      try {
        // PGlite runs in this process: its connection, and so the lock, cannot be lost while the process lives.
        const probe = sql.dialect === 'pglite' ? async () => undefined : async () => void (await connection.query('SELECT 1'));
        return await work(probe, connection);
      } finally {
        // If the connection died the locks died with it; the error that matters is work's.
        await unlock(connection, all).catch(() => undefined);
      }
    });
  } finally {
    const claimed = claimedInProcess.get(sql);
    for (const name of all) claimed?.delete(name);
  }
};
