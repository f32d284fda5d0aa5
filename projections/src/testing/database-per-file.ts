import { createPostgresSql, type SqlPort } from '@dating/platform';
import { createTestDatabase, type TestDatabase } from '@dating/platform/testing';

/**
 * Registers one PostgreSQL database for the calling suite, whose `public` schema is dropped and made again before each
 * test (then `prepare` runs): a fresh schema per test costs a fraction of a fresh database. Returns the suite's port.
 */
export const useDatabasePerFile = (prefix: string, prepare: (sql: SqlPort) => Promise<void>): (() => SqlPort) => {
  let database: TestDatabase;
  let sql: SqlPort;
  beforeAll(async () => {
    database = await createTestDatabase(prefix);
    sql = createPostgresSql(database.url);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });
  beforeEach(async () => {
    await sql.query('DROP SCHEMA public CASCADE');
    await sql.query('CREATE SCHEMA public');
    await prepare(sql);
  });
  return () => sql;
};
