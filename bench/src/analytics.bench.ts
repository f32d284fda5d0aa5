import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConsumerRunner, createPostgresSql, PostgresEventStore, SqlKeyStore, type SqlPort } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { AnalyticLake, analyticLakeDir, analyticLakeLog, LakeAnalysis } from '@dating/projections';
import { seedAnalyticsLog } from './analytics-seed.js';
import { databaseWork, formatWorkPer } from './database-work.js';
import { combine, formatRate, measure, type Throughput } from './measure.js';

/** 200,000 members (about 2.5 million events) by default; BENCH_LAKE_MEMBERS seeds another number while developing. */
const MEMBERS = Number(process.env['BENCH_LAKE_MEMBERS'] ?? 200_000);
/** The batch the projections role gives the lake (`LAKE_BATCH_EVENTS` in services/api's roles). */
const LAKE_BATCH = 20_000;
const QUERY_RUNS = 5;
/** Where to write the lake to keep it (to query it again with `npm run analyze`); by default a temporary folder, removed after. */
const KEPT_LAKE_DIR = process.env['BENCH_LAKE_DIR'];

// The baseline is a plain ordered SQL scan, not the stored log's readAll: the same rows in the same order (the log's
// key), in keyset pages of the lake's batch, through the same driver (which parses the JSON of every row, as any
// reader must), but without the log's own mapping: the lake is charged for everything above reading the rows.
const RAW_SCAN = `SELECT event_id, stream_id, stream_version, type, data, metadata, recorded_at,
  transaction_id::text AS transaction_id, global_position FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  ORDER BY es_events.transaction_id, es_events.global_position LIMIT $3`;

const rawScan = (sql: SqlPort) =>
  measure(async () => {
    let read = 0;
    let after = ['0', '0'];
    for (;;) {
      const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(RAW_SCAN, [...after, LAKE_BATCH], { preparedAs: 'bench_raw_scan' });
      if (rows.length === 0) return read;
      read += rows.length;
      const last = rows.at(-1)!;
      after = [last.transaction_id, String(last.global_position)];
    }
  });

const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/** Runs `sql` QUERY_RUNS times: the first run's time, the median's, and the rows. */
const timedQuery = async (analysis: LakeAnalysis, sql: string) => {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < QUERY_RUNS; run += 1) {
    const started = process.hrtime.bigint();
    rows = (await analysis.query(sql)).rows.length;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { first: times[0]!, median: median(times), rows };
};

const lakeSize = async (dir: string) => {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.parquet'));
  const sizes = await Promise.all(files.map(async (file) => (await stat(join(file.parentPath, file.name))).size));
  return { files: files.length, megabytes: sizes.reduce((sum, size) => sum + size, 0) / 1e6 };
};

/**
 * The funnel and the weekly retention on the lake, QUERY_RUNS times each, once it holds a row for every event; the
 * funnel's times. Opening loads the lake into DuckDB's own storage, as the insights page and `npm run analyze` do once.
 */
const queryLake = async (dir: string, events: number) => {
  let analysis!: LakeAnalysis;
  const loaded = await measure(async () => {
    analysis = await LakeAnalysis.open(dir);
    return events;
  });
  console.log(formatRate('lake loaded into DuckDB (once per reader)', loaded));
  try {
    const lakeRows = Number((await analysis.query('select count(*) from events')).rows[0]![0]);
    if (lakeRows !== events) throw new Error(`The lake holds ${lakeRows} rows of ${events} events`);
    const funnel = await timedQuery(analysis, 'select * from funnel');
    console.log(`funnel: ${funnel.rows} rows, first ${funnel.first.toFixed(0)} ms, median of ${QUERY_RUNS} ${funnel.median.toFixed(0)} ms`);
    const retention = await timedQuery(analysis, 'select * from weekly_retention');
    console.log(`weekly_retention: ${retention.rows} rows, first ${retention.first.toFixed(0)} ms, median of ${QUERY_RUNS} ${retention.median.toFixed(0)} ms`);
    return funnel;
  } finally {
    analysis.close();
  }
};

/** The lake written from the whole log by the consumer as the projections role runs it: its log, its batch size, caught up. */
const exportLake = async (sql: SqlPort, stored: PostgresEventStore, secret: string, lakeDir: string, events: number): Promise<Throughput> => {
  // A key store of its own: nothing the seeding cached helps the lake.
  const keyStore = new SqlKeyStore(sql, secret);
  const lake = new AnalyticLake({ keyStore, lakeDir });
  try {
    // The log as the projections role gives it the lake.
    const log = analyticLakeLog(stored, keyStore);
    return await measure(async () => {
      await new ConsumerRunner({ store: log, sql, consumer: lake, batchSize: LAKE_BATCH, readAhead: true }).catchUp();
      return events;
    });
  } finally {
    await lake.close();
  }
};

/**
 * Seeds a year of a site with MEMBERS members (signups with encrypted personal fields, confirmations, profiles, likes,
 * matches, messages, orders, some refunded) straight into the log's table and the key store; then writes the analytic
 * lake from it, against a raw ordered scan of the same events before and after, and queries the funnel and the weekly
 * retention on it: `lake events/s: X, ratio to raw scan: Y, funnel query: Z ms`.
 */
export const runAnalyticsBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_analytics');
  const sql = createPostgresSql(database.url);
  const lakeDir = KEPT_LAKE_DIR ?? (await mkdtemp(join(tmpdir(), 'bench-lake-')));
  const secret = randomBytes(32).toString('base64url');
  try {
    const stored = new PostgresEventStore(sql);
    await stored.migrate();
    const seedKeys = new SqlKeyStore(sql, secret);
    await seedKeys.migrate();
    const seedStarted = process.hrtime.bigint();
    const events = await seedAnalyticsLog(database.url, seedKeys, MEMBERS);
    // Hint bits and statistics set now, so neither scan pays for them.
    await sql.query('VACUUM ANALYZE');
    console.log(`seeded ${events} events of ${MEMBERS} members in ${(Number(process.hrtime.bigint() - seedStarted) / 1e9).toFixed(1)} s (not measured against anything)`);

    const before = await rawScan(sql);
    const workBefore = await databaseWork(sql);
    const lake = await exportLake(sql, stored, secret, lakeDir, events);
    const workAfter = await databaseWork(sql);
    const after = await rawScan(sql);
    const raw = combine([before, after]);
    const dir = analyticLakeDir(lakeDir);
    const { files, megabytes } = await lakeSize(dir);

    console.log(formatRate('raw ordered scan (before, after)', raw));
    console.log(formatRate('analytic lake export', lake));
    console.log(formatWorkPer('lake, per 1,000 events', workBefore, workAfter, events / 1_000));
    console.log(`lake: ${files} files, ${megabytes.toFixed(1)} MB`);

    const funnel = await queryLake(dir, events);
    console.log(`lake events/s: ${lake.perSecond.toFixed(0)}, ratio to raw scan: ${(lake.perSecond / raw.perSecond).toFixed(2)}, funnel query: ${funnel.median.toFixed(0)} ms`);
  } finally {
    await sql.close();
    await database.drop();
    if (!KEPT_LAKE_DIR) await rm(lakeDir, { recursive: true, force: true });
  }
};
