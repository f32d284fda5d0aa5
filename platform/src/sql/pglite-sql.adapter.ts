import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { enclosingTransactions } from './enclosing-transaction.js';
import type { SqlExecutor, SqlPort } from './sql.port.js';

type PgliteQueryable = Pick<PGlite, 'query'>;

const executorOf = (db: PgliteQueryable): SqlExecutor => ({
  async query<Row>(text: string, params?: readonly unknown[]) {
    const result = await db.query<Row>(text, params as unknown[] | undefined);
    // As in PostgreSQL's own protocol: a statement that returns rows counts them (PGlite's affectedRows is 0 for a SELECT).
    return { rows: result.rows, rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
  },
});

/**
 * SqlPort over embedded PostgreSQL (PGlite's own API, one connection).
 * `dataDir` is a directory for a persistent database; omit it for an in-memory one.
 * PGlite queues every query behind an open transaction, so concurrent callers wait instead of
 * interleaving; the flip side is that code inside `transaction` must use its `tx`, never this port
 * (that would wait for itself).
 */
export const createPgliteSql = async (dataDir?: string): Promise<SqlPort> => {
  // The member-search read model's spatial indexes need these two, as on PostgreSQL: both run the same statements.
  const db = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), extensions: { cube, btree_gist } });
  const executor = executorOf(db);
  const transactions = enclosingTransactions();
  const transaction = <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> => db.transaction((tx) => transactions.run(executorOf(tx), work));
  return {
    dialect: 'pglite',
    query: executor.query,
    transaction,
    enclosingTransaction: transactions.current,
    // One session only: session-level locks taken here are held by the whole process.
    withConnection: (work) => work({ query: executor.query, transaction }),
    close: () => db.close(),
  };
};
