import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { MEMBER_JOURNEYS, READY_VIEW_STATEMENTS } from './lake-views.js';
import { LAKE_COLUMNS, sqlLiteral } from './parquet-batch-writer.js';

export interface QueryResult {
  readonly columns: readonly string[];
  /** Values as JSON would give them: big integers and decimals as text, dates as ISO text, null as null. */
  readonly rows: readonly (readonly unknown[])[];
}

/**
 * DuckDB's memory for the rows it holds and the queries it runs; beyond it, it pages its own database file. Enough for
 * the funnel of a year of 200,000 members without paging.
 */
const MEMORY_LIMIT = '1GB';

const COLUMN_NAMES = LAKE_COLUMNS.map(({ name }) => `"${name}"`).join(', ');

/** The rows of the lake, each with the file it came from, and `events`, the lake as its readers know it. */
const STORE_STATEMENTS = [
  'create sequence lake_file_ids',
  'create table lake_files (file_id integer primary key, file varchar not null unique)',
  `create table lake_rows (file_id integer not null, ${LAKE_COLUMNS.map(({ name, type }) => `"${name}" ${name === 'day' ? 'DATE' : type}`).join(', ')})`,
  `create view events as select ${COLUMN_NAMES} from lake_rows`,
];

/**
 * The journeys as a table, worked out again whenever the rows change rather than at every query: every funnel and
 * cohort starts from them, and they are the costliest part of each (a pass over every row per member).
 */
const JOURNEYS_TABLE_STATEMENTS = ['drop view member_journeys', `create table member_journeys as ${MEMBER_JOURNEYS}`];

/** A store's folder names the process that made it, so that a later one can tell it was left by a process now gone. */
const STORE_PREFIX = 'lake-analysis-';
const storePrefixOf = (pid: number) => `${STORE_PREFIX}${pid}-`;
const STORE_PID = new RegExp(`^${STORE_PREFIX}(\\d+)-`);

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the stores of processes that ended without `close` (killed, crashed): each holds a copy of the lake's rows.
 * The processes sharing a temporary folder share a process table (one machine or container).
 */
const removeAbandonedStores = async (): Promise<void> => {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(STORE_PID.exec(name)?.[1]);
    if (pid && !isRunning(pid)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
};

/**
 * DuckDB opened on the analytic lake, with `events` and the ready views made: what `npm run analyze` and the insights
 * page query. A query never changes the lake.
 *
 * The lake's rows are loaded into a DuckDB database of its own (in a private temporary folder, removed on `close`)
 * rather than read from the files at every query: the lake holds a file per event type, day and batch, thousands in a
 * year, and opening them all costs seconds where DuckDB's own storage answers the funnel in a fraction of one.
 * `refresh` loads the files written since, and forgets those the writer removed (a batch that never committed).
 */
export class LakeAnalysis {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly lakeVersionDir: string,
    private readonly storeDir: string,
  ) {}

  /** `lakeVersionDir`: the folder of this version of the lake (`analyticLakeDir`). Loads every file it holds. */
  static async open(lakeVersionDir: string): Promise<LakeAnalysis> {
    await removeAbandonedStores();
    const storeDir = await mkdtemp(join(tmpdir(), storePrefixOf(process.pid)));
    try {
      const instance = await DuckDBInstance.create(join(storeDir, 'lake.duckdb'), { threads: '2', memory_limit: MEMORY_LIMIT });
      const connection = await instance.connect();
      const analysis = new LakeAnalysis(instance, connection, lakeVersionDir, storeDir);
      for (const statement of [...STORE_STATEMENTS, ...READY_VIEW_STATEMENTS, ...JOURNEYS_TABLE_STATEMENTS]) await connection.run(statement);
      await analysis.refresh();
      return analysis;
    } catch (error) {
      rmSync(storeDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Brings the rows (and the journeys) up to the lake's files as they are now; returns how many files it loaded. */
  async refresh(): Promise<number> {
    await this.connection.run('begin');
    try {
      await this.connection.run(`create or replace temp table lake_listing as select file from glob(${sqlLiteral(`${this.lakeVersionDir}/type=*/day=*/*.parquet`)})`);
      const removed = await this.connection.run('delete from lake_rows where file_id in (select file_id from lake_files anti join lake_listing using (file))');
      await this.connection.run('delete from lake_files where file not in (select file from lake_listing)');
      await this.connection.run('create or replace temp table lake_added as select file from lake_listing anti join lake_files using (file)');
      const added = (await this.connection.runAndReadAll('select file from lake_added')).getRowsJson().map(([file]) => String(file));
      if (added.length) {
        await this.connection.run(`insert into lake_files select nextval('lake_file_ids'), file from lake_added`);
        await this.connection.run(
          `insert into lake_rows select f.file_id, ${LAKE_COLUMNS.map(({ name }) => `p."${name}"`).join(', ')}
           from read_parquet([${added.map(sqlLiteral).join(', ')}], hive_partitioning = true, hive_types = {'type': VARCHAR, 'day': DATE}, filename = true) p
           join lake_files f on f.file = p.filename`,
        );
      }
      if (added.length || removed.rowsChanged) {
        await this.connection.run('delete from member_journeys');
        await this.connection.run(`insert into member_journeys ${MEMBER_JOURNEYS}`);
      }
      await this.connection.run('commit');
      return added.length;
    } catch (error) {
      await this.connection.run('rollback');
      throw error;
    }
  }

  /** Runs one or more statements; the result is the last one's. `params` fill `$name` placeholders (null as SQL null). */
  async query(sql: string, params?: Readonly<Record<string, string | null>>): Promise<QueryResult> {
    const reader = await this.connection.runAndReadAll(sql, params as Record<string, DuckDBValue> | undefined);
    return { columns: reader.columnNames(), rows: reader.getRowsJson() };
  }

  /** Writes the result of one query to `file` as CSV with a header. */
  async writeCsv(query: string, file: string): Promise<void> {
    await this.connection.run(`copy (${query.trim().replace(/;\s*$/, '')}) to ${sqlLiteral(file)} (header, delimiter ',')`);
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}
