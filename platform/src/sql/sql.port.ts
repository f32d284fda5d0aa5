/**
 * The little SQL we need, over either a pg Pool (PostgreSQL) or PGlite (embedded, one connection).
 * Keep transactions short: on PGlite every other query waits for them.
 */
export interface QueryOptions {
  /** Hot statements only: the server parses and plans it once per connection under this name. */
  readonly preparedAs?: string;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<{ rows: Row[]; rowCount: number }>;
}

/** One connection held for a while (a consumer's, with its advisory lock): its statements and transactions stay on it. */
export interface SqlConnection extends SqlExecutor {
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

export interface SqlPort extends SqlExecutor {
  readonly dialect: 'postgres' | 'pglite';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * The transaction this port's `transaction` is running further up the caller's async call chain, if any: for a write
   * that belongs with what its caller is deciding (a job a consumer enqueues), and that on PGlite would otherwise wait
   * for that very transaction to end.
   */
  enclosingTransaction(): SqlExecutor | undefined;
  /** Runs `work` on one dedicated connection (needed for session-level advisory locks). */
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
