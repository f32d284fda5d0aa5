import { createPostgresSql, PostgresEventStore, type SqlPort } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { START_CHECKPOINT, type EventToAppend } from '@dating/domain';
import { randomUUID } from 'node:crypto';
import { combine, formatRate, measure, measureConcurrent, type Throughput } from './measure.js';

const WRITERS = 32;
const APPENDS_PER_WRITER = 100;
const EVENTS_PER_STREAM = 10;
const ROUNDS = 8;
const SCAN_BATCH = 1_000;
const SCAN_ROUNDS = 5;

// Same columns as es_events, with nothing but a primary key: the cheapest honest insert.
const RAW_TABLE = `CREATE TABLE raw_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL, stream_id text NOT NULL, stream_version bigint NOT NULL, type text NOT NULL,
  data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now()
)`;
const RAW_INSERT = `INSERT INTO raw_events (event_id, stream_id, stream_version, type, data, metadata)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`;
// The store's own table and order, without the visibility filter or mapping to events.
const RAW_SCAN = `SELECT event_id, stream_id, stream_version, type, data, metadata, recorded_at,
  transaction_id::text AS transaction_id, global_position FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  ORDER BY es_events.transaction_id, es_events.global_position LIMIT $3`;

const benchEvent = (writer: number, index: number): EventToAppend => ({
  id: randomUUID(),
  type: 'MessageSent',
  data: { conversationId: `c-${writer}`, from: `m-${writer}`, text: `message ${index} of a benchmark writer`, sentAt: new Date().toISOString() },
  metadata: { correlationId: randomUUID(), userId: `m-${writer}` },
});

const appendPhase = (store: PostgresEventStore, round: string) =>
  measureConcurrent(WRITERS, APPENDS_PER_WRITER, (writer, index) => {
    const version = index % EVENTS_PER_STREAM;
    const streamId = `bench-${round}-${writer}-${Math.floor(index / EVENTS_PER_STREAM)}`;
    return store.append(streamId, [benchEvent(writer, index)], version === 0 ? 'no_stream' : version);
  });

const rawInsertPhase = (sql: SqlPort, round: string) =>
  measureConcurrent(WRITERS, APPENDS_PER_WRITER, (writer, index) => {
    const event = benchEvent(writer, index);
    const streamId = `raw-${round}-${writer}-${Math.floor(index / EVENTS_PER_STREAM)}`;
    return sql.query(RAW_INSERT, [event.id, streamId, (index % EVENTS_PER_STREAM) + 1, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)]);
  });

const readAllPhase = (store: PostgresEventStore) =>
  measure(async () => {
    let read = 0;
    for (let page = await store.readAll(START_CHECKPOINT, SCAN_BATCH); page.length > 0; page = await store.readAll(page.at(-1)!.checkpoint, SCAN_BATCH)) {
      read += page.length;
    }
    return read;
  });

const rawScanPhase = (sql: SqlPort) =>
  measure(async () => {
    let read = 0;
    let after = ['0', '0'];
    for (;;) {
      const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(RAW_SCAN, [...after, SCAN_BATCH]);
      if (rows.length === 0) return read;
      read += rows.length;
      const last = rows.at(-1)!;
      after = [last.transaction_id, String(last.global_position)];
    }
  });

// Other work on the machine comes and goes: short alternating rounds expose both kinds to it
// alike, and the median of the per-round ratios ignores a round that a burst hit.
const alternate = async (rounds: number, baseline: () => Promise<Throughput>, subject: () => Promise<Throughput>) => {
  const pairs: [Throughput, Throughput][] = [];
  for (let round = 0; round < rounds; round += 1) pairs.push([await baseline(), await subject()]);
  const ratios = pairs.map(([base, measured]) => measured.perSecond / base.perSecond).sort((a, b) => a - b);
  const middle = Math.floor(ratios.length / 2);
  const median = ratios.length % 2 === 1 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
  return { baseline: combine(pairs.map(([base]) => base)), subject: combine(pairs.map(([, measured]) => measured)), median };
};

/** Event store against raw PostgreSQL on a fresh database; prints figures and the ratio line. */
export const runEventStoreBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_eventstore');
  const sql = createPostgresSql(database.url, { maxConnections: WRITERS + 2 });
  try {
    const store = new PostgresEventStore(sql);
    await store.migrate();
    await sql.query(RAW_TABLE);
    await appendPhase(store, 'warm-up');
    await rawInsertPhase(sql, 'warm-up');

    const appends = await alternate(ROUNDS, () => rawInsertPhase(sql, randomUUID()), () => appendPhase(store, randomUUID()));
    await sql.query('VACUUM ANALYZE es_events');
    const scans = await alternate(SCAN_ROUNDS, () => rawScanPhase(sql), () => readAllPhase(store));

    console.log(formatRate(`raw INSERT+commit (${WRITERS} writers)`, appends.baseline));
    console.log(formatRate(`event store append (${WRITERS} writers)`, appends.subject));
    console.log(formatRate('raw ordered scan', scans.baseline));
    console.log(formatRate('event store readAll', scans.subject));
    console.log(`(ratios are medians of ${ROUNDS} and ${SCAN_ROUNDS} alternating rounds)`);
    console.log(`eventstore append ratio: ${appends.median.toFixed(2)}, scan ratio: ${scans.median.toFixed(2)}`);
  } finally {
    await sql.close();
    await database.drop();
  }
};
