import pg from 'pg';
import { enclosingTransactions } from './enclosing-transaction.js';
import type { QueryOptions, SqlConnection, SqlExecutor, SqlPort } from './sql.port.js';

export interface PostgresSqlOptions {
  /** Pool size; each started consumer runner holds one connection for its advisory lock. */
  readonly maxConnections?: number;
}

const DEFAULT_MAX_CONNECTIONS = 20;
/**
 * How long a connection may sit idle before the pool closes it. pg's default, 10 s, closed the connections a quiet
 * moment left unused, and the next burst of requests opened them again: a server process forked for each, its catalog
 * caches cold and every prepared statement planned afresh, so every tenth second or so the requests of that moment
 * waited 100-300 ms. Kept for minutes, a pool opens its connections once per busy spell.
 */
const IDLE_CONNECTION_KEPT_MS = 5 * 60_000;

type Queryable = Pick<pg.ClientBase, 'query'>;

const executorOf = (client: Queryable): SqlExecutor => ({
  async query<Row>(text: string, params?: readonly unknown[], options?: QueryOptions) {
    const values = params as unknown[] | undefined;
    const result = await (options?.preparedAs ? client.query({ name: options.preparedAs, text, values }) : client.query(text, values));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  },
});

/** SqlPort over a `pg` Pool: the production PostgreSQL adapter. */
export const createPostgresSql = (connectionString: string, options: PostgresSqlOptions = {}): SqlPort => {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS, idleTimeoutMillis: IDLE_CONNECTION_KEPT_MS });
  // An idle client losing its server connection must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  const poolExecutor = executorOf(pool);
  const transactions = enclosingTransactions();

  const transactionOn = async <T>(connection: SqlExecutor, work: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
    await connection.query('BEGIN');
    try {
      const result = await transactions.run(connection, work);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  const withConnection = async <T>(work: (connection: SqlConnection) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const executor = executorOf(client);
    let broken: unknown;
    // The pool listens for errors of idle clients only: one checked out and idle between two queries (a lock holder)
    // that loses its server (a restart, a terminated backend) would otherwise crash the process. Its next query fails.
    const onServerGone = (error: Error) => (broken = error);
    client.on('error', onServerGone);
    try {
      return await work({ query: executor.query, transaction: (inner) => transactionOn(executor, inner) });
    } catch (error) {
      broken = error;
      throw error;
    } finally {
      client.off('error', onServerGone);
      // A client whose work failed may be mid-transaction or hold session state: destroy it.
      client.release(broken instanceof Error ? broken : undefined);
    }
  };

  return {
    dialect: 'postgres',
    query: poolExecutor.query,
    withConnection,
    transaction: (work) => withConnection((connection) => connection.transaction(work)),
    enclosingTransaction: transactions.current,
    close: () => pool.end(),
  };
};
