import type { SqlPort } from '@dating/platform';

/** What PostgreSQL has done in the bench's database: transactions (a statement outside one is one of its own) and rows written. */
export interface DatabaseWork {
  readonly transactions: number;
  readonly rowsWritten: number;
}

/**
 * A backend reports its counts to `pg_stat_database` once it has been idle a while (PostgreSQL 15: within 10 s), so
 * the count is read after that long: the work of a phase's last requests and of the read models catching up with it
 * is in.
 */
const STATS_SETTLE_MS = 11_000;

export const databaseWork = async (sql: SqlPort): Promise<DatabaseWork> => {
  await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
  const { rows } = await sql.query<{ transactions: string; rows_written: string }>(
    `select xact_commit + xact_rollback as transactions, tup_inserted + tup_updated + tup_deleted as rows_written
       from pg_stat_database where datname = current_database()`,
  );
  return { transactions: Number(rows[0]!.transactions), rowsWritten: Number(rows[0]!.rows_written) };
};

/**
 * The database's work for each operation of a phase: unlike a rate, it does not change with how busy the machine is,
 * so it says why one path is slower than another.
 */
export const formatWorkPer = (label: string, before: DatabaseWork, after: DatabaseWork, operations: number): string => {
  const per = (count: number) => (count / operations).toFixed(1);
  return `${label.padEnd(34)} ${per(after.transactions - before.transactions)} PostgreSQL transactions, ${per(after.rowsWritten - before.rowsWritten)} rows written`;
};
