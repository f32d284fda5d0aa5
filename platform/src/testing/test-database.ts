import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local server the integration tests and benchmarks use unless DATABASE_URL says otherwise. */
const DEFAULT_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const adminUrl = (): string => process.env['DATABASE_URL'] ?? DEFAULT_ADMIN_DATABASE_URL;

export interface TestDatabase {
  readonly name: string;
  /** Connection string of the new database. */
  readonly url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

const withAdminClient = async <T>(work: (client: pg.Client) => Promise<T>, url = adminUrl()): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The database `name` on the real server, made empty: dropped if an earlier run left it, then created. */
export const recreateTestDatabase = async (name: string): Promise<TestDatabase> => {
  const admin = adminUrl();
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  }, admin);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), admin).then(() => undefined),
  };
};

/**
 * Creates a uniquely named database on the real server (for int tests and benchmarks).
 * The name starts with `prefix` so leftovers of a crashed run are easy to spot.
 */
export const createTestDatabase = (prefix = 'test'): Promise<TestDatabase> =>
  recreateTestDatabase(`${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`);

/**
 * Whether the PostgreSQL server answers. When it does not: throws if REQUIRE_SERVICES=1 (CI must
 * not pass by skipping), otherwise warns loudly and returns false so the caller can skip.
 */
export const postgresIsAvailable = async (): Promise<boolean> => {
  try {
    await withAdminClient((client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    if (process.env['REQUIRE_SERVICES'] === '1') throw error;
    console.warn(`PostgreSQL unreachable, skipping its integration tests: ${String(error)}`);
    return false;
  }
};
