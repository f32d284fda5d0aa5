import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { QueryOptions, SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import type { JobHandler } from './job-queue.port.js';
import { JOB_OUTCOMES } from './job-queue.port.js';

export interface RecordedRun {
  readonly data: unknown;
  readonly jobId: string;
  readonly attempt: number;
}

/** A handler that records its runs and throws on the first `failFirst` attempts of each job. */
export const recordingHandler = (failFirst = 0) => {
  const runs: RecordedRun[] = [];
  const handler: JobHandler<unknown> = async (data, { jobId, attempt }) => {
    runs.push({ data, jobId, attempt });
    if (attempt <= failFirst) throw new Error(`failure ${attempt}`);
    return JOB_OUTCOMES.DONE;
  };
  return { runs, handler };
};

/** A promise the test settles when it wants: a job that runs until the test lets it finish. */
export const gate = () => {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
};

/** A handler whose runs wait for the test's word, counting how many run at once and the most that ever did. */
export const heldHandler = () => {
  const release = gate();
  let running = 0;
  let peak = 0;
  let finished = 0;
  const handler: JobHandler<unknown> = async () => {
    running += 1;
    peak = Math.max(peak, running);
    await release.opened;
    running -= 1;
    finished += 1;
    return JOB_OUTCOMES.DONE;
  };
  return { handler, running: () => running, peak: () => peak, finished: () => finished, release: release.open };
};

/**
 * A connection that can freeze, as that of a process that hung or died: its queries wait until it thaws. Whatever it
 * held (a lease) runs out meanwhile.
 */
export const freezableSql = (sql: SqlPort) => {
  let thawed = Promise.resolve();
  let thaw = (): void => undefined;
  const port: SqlPort = {
    dialect: sql.dialect,
    query: async <Row>(text: string, params?: readonly unknown[], options?: QueryOptions) => {
      await thawed;
      return sql.query<Row>(text, params, options);
    },
    transaction: async (work) => {
      await thawed;
      return sql.transaction(work);
    },
    enclosingTransaction: () => sql.enclosingTransaction(),
    withConnection: async (work) => {
      await thawed;
      return sql.withConnection(work);
    },
    close: () => sql.close(),
  };
  const freeze = (): void => {
    thawed = new Promise((resolve) => {
      thaw = resolve;
    });
  };
  return { sql: port, freeze, thaw: () => thaw() };
};

/** A database the queue tests share, with a connection per simulated process. */
export interface QueueTestDatabase {
  /** The connection of one more process: a pool of its own on PostgreSQL, the one instance on PGlite (one process's). */
  connect(): Promise<SqlPort>;
  /** Closes every connection and opens the database again, as a restart of the site does. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/** PGlite kept in a directory, as the embedded default keeps it, so that a restart finds the jobs again. */
export const openPgliteTestDatabase = async (): Promise<QueueTestDatabase> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'queue-test-'));
  let sql = await createPgliteSql(dataDir);
  return {
    connect: async () => sql,
    restart: async () => {
      await sql.close();
      sql = await createPgliteSql(dataDir);
    },
    dispose: async () => {
      await sql.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A database of its own on the PostgreSQL server; undefined (after a loud warning) when there is no server. */
export const openPostgresTestDatabase = async (): Promise<QueueTestDatabase | undefined> => {
  if (!(await postgresIsAvailable())) return undefined;
  const database = await createTestDatabase('queue');
  const pools: SqlPort[] = [];
  const closePools = () => Promise.all(pools.splice(0).map((pool) => pool.close()));
  return {
    connect: async () => {
      const pool = createPostgresSql(database.url);
      pools.push(pool);
      return pool;
    },
    restart: async () => {
      await closePools();
    },
    dispose: async () => {
      await closePools();
      await database.drop();
    },
  };
};
