import { openPostgresTestSql, type TestSql } from './test-sql.fixtures.js';

let testSql: TestSql | undefined;

beforeAll(async () => {
  testSql = await openPostgresTestSql('sql_adapter');
});
afterAll(() => testSql?.dispose());

describe('the PostgreSQL adapter when the server ends a connection', () => {
  it('fails the work holding that connection (as a lock holder between two queries) instead of crashing the process, and serves on', async () => {
    if (!testSql) return;
    const { sql } = testSql;
    const held = sql.withConnection(async (connection) => {
      const { rows } = await connection.query<{ pid: number }>('select pg_backend_pid() as pid');
      // What a PostgreSQL restart does to every session: terminated while this one sits idle between queries.
      await sql.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await connection.query('select 1');
    });

    await expect(held).rejects.toThrow();
    expect((await sql.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('the PostgreSQL adapter after a quiet moment', () => {
  it('serves the next request on the connection it already had, not on a new server process with cold caches', async () => {
    if (!testSql) return;
    const { sql } = testSql;
    const backend = async () => (await sql.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const before = await backend();
    // Longer than pg's own idle timeout (10 s), which closed such a connection.
    await new Promise((resolve) => setTimeout(resolve, 11_000));

    expect(await backend()).toBe(before);
  }, 30_000);
});
