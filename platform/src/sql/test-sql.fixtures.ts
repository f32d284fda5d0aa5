import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import { createPgliteSql } from './pglite-sql.adapter.js';
import { createPostgresSql } from './postgres-sql.adapter.js';
import type { SqlPort } from './sql.port.js';

export interface TestSql {
  readonly sql: SqlPort;
  /** Closes the connection and drops what it held. */
  dispose(): Promise<void>;
}

/** An empty PGlite in memory: the embedded default's database. */
export const openPgliteTestSql = async (): Promise<TestSql> => {
  const sql = await createPgliteSql();
  return { sql, dispose: () => sql.close() };
};

/** A database of its own on the PostgreSQL server; undefined (after a loud warning) when there is no server. */
export const openPostgresTestSql = async (prefix = 'test'): Promise<TestSql | undefined> => {
  if (!(await postgresIsAvailable())) return undefined;
  const database = await createTestDatabase(prefix);
  const sql = createPostgresSql(database.url);
  return {
    sql,
    dispose: async () => {
      await sql.close();
      await database.drop();
    },
  };
};

/** Both databases the SQL adapters run on, by name, for `describe.each` or a contract suite per database. */
export const TEST_SQL_DATABASES = [
  ['PGlite', openPgliteTestSql],
  ['PostgreSQL', openPostgresTestSql],
] as const;
