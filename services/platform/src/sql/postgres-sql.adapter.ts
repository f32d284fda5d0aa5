import pg from 'pg';
import type { QueryOptions, SqlExecutor, SqlPort } from './sql.port.js';

export interface PostgresSqlOptions {
  /** Pool size for queries and transactions. */
  readonly maxConnections?: number;
  /** Pool size for sessions held long (`withConnection`): each started consumer runner holds one for its advisory lock. */
  readonly maxSessions?: number;
}

const DEFAULT_MAX_CONNECTIONS = 20;
// A process running every consumer holds about fifteen lock sessions; they idle, and cost the server little.
const DEFAULT_MAX_SESSIONS = 32;

type Queryable = Pick<pg.ClientBase, 'query'>;

const executorOf = (client: Queryable): SqlExecutor => ({
  async query<Row>(text: string, params?: readonly unknown[], options?: QueryOptions) {
    const values = params as unknown[] | undefined;
    const result = await (options?.preparedAs ? client.query({ name: options.preparedAs, text, values }) : client.query(text, values));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  },
});

const connectionOf =
  (pool: pg.Pool) =>
  async <T>(work: (connection: SqlExecutor) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: unknown;
    try {
      return await work(executorOf(client));
    } catch (error) {
      broken = error;
      throw error;
    } finally {
      // A client whose work failed may be mid-transaction or hold session state: destroy it.
      client.release(broken instanceof Error ? broken : undefined);
    }
  };

/**
 * SqlPort over `pg` pools: the production PostgreSQL adapter. Sessions held for long (the consumers' locks) come from
 * a pool of their own: in the query pool they took most of the connections of a process running the projections,
 * and its queries and transactions queued for the rest.
 */
export const createPostgresSql = (connectionString: string, options: PostgresSqlOptions = {}): SqlPort => {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS });
  const sessions = new pg.Pool({ connectionString, max: options.maxSessions ?? DEFAULT_MAX_SESSIONS });
  // An idle client losing its server connection must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  sessions.on('error', () => undefined);
  const poolExecutor = executorOf(pool);
  const pooledConnection = connectionOf(pool);

  return {
    dialect: 'postgres',
    query: poolExecutor.query,
    withConnection: connectionOf(sessions),
    transaction: (work) =>
      pooledConnection(async (connection) => {
        await connection.query('BEGIN');
        try {
          const result = await work(connection);
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => {
      await Promise.all([pool.end(), sessions.end()]);
    },
  };
};
