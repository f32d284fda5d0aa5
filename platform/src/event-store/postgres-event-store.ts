import {
  DuplicateEventIdError,
  START_CHECKPOINT,
  WrongExpectedVersionError,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type MultiAppendResult,
  type RecordedEvent,
  type StreamAppend,
} from '@dating/domain';
import { batchedPerTurn } from '../batching/batched-per-turn.js';
import type { AlongsideAppending, AlongsideRow } from './alongside-appending.js';
import { SNAPSHOTS_TABLE, type SnapshotRead, type SnapshotReading, type StreamFromSnapshot } from '../event-sourcing/snapshot-store.js';
import type { SqlExecutor, SqlPort } from '../sql/sql.port.js';
import { preparedNameOf } from '../sql/prepared-name.js';
import { violatedUniqueKey } from '../sql/unique-violation.js';
import { AppendNotifier, type AppendListener, type AppendNotifying } from './append-notifier.js';
import { decodePositionPair, encodePositionPair } from './checkpoint.js';
import { APPEND_OUTCOME, EVENT_KEY, EVENT_STORE_MIGRATION, EXPECTED_CODE, MIGRATION_LOCK_KEY } from './postgres-event-store.schema.js';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: string | number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
  transaction_id: string;
  global_position: string | number;
}

// Enough for every writer of a busy stream to get its turn; a bug loops no further.
const MAX_APPEND_ATTEMPTS = 100;
const APPEND_SAVEPOINT = 'es_append';
const EVENT_COLUMNS = `event_id, stream_id, stream_version, type, data, metadata, recorded_at,
  transaction_id::text AS transaction_id, global_position`;

const expectedCode = (expected: ExpectedVersion): number =>
  typeof expected === 'number' ? expected : EXPECTED_CODE[expected];

/**
 * Reads es_append's result from its text form, `(outcome,stream_index,transaction_id,position,"{versions}")` (words
 * and numbers only; empty for NULL). Selecting it as one value costs the server less than a FROM-clause function scan,
 * which every append would pay for.
 */
const appendResultOf = (text: string, appends: readonly StreamAppend[]): MultiAppendResult => {
  const [outcome, index, transactionId, position, ...versions] = text.slice(1, -1).replace(/["{}]/g, '').split(',');
  const stream = appends[Number(index)];
  if (outcome === APPEND_OUTCOME.conflict) {
    const actual = Number(versions[0]);
    throw new WrongExpectedVersionError(stream!.streamId, stream!.expected, actual > 0 ? actual : 'no_stream');
  }
  if (outcome === APPEND_OUTCOME.partlyStored) throw new DuplicateEventIdError(stream!.streamId);
  const result = { nextExpectedVersions: versions.map(Number), checkpoint: encodePositionPair(transactionId!, position!) };
  return outcome === APPEND_OUTCOME.duplicate ? { ...result, storedBefore: true } : result;
};

const singleResultOf = ({ nextExpectedVersions: [nextExpectedVersion], ...result }: MultiAppendResult): AppendResult => ({
  nextExpectedVersion: nextExpectedVersion!,
  ...result,
});

const payloadOf = (appends: readonly StreamAppend[]): string => {
  if (appends.length === 0) throw new Error('Nothing to append');
  const streamIds = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    if (streamIds.has(streamId)) throw new Error(`Stream ${streamId} is named twice in one append`);
    streamIds.add(streamId);
  }
  return JSON.stringify(appends.map(({ events }) => events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))));
};

/** The parameters of `es_append`: the streams, their expected versions and the events. */
const APPEND_PARAMS = 3;
const appendParams = (appends: readonly StreamAppend[]): unknown[] => [
  appends.map(({ streamId }) => streamId),
  appends.map(({ expected }) => expectedCode(expected)),
  payloadOf(appends),
];

// PostgreSQL names the clashing id in the key violation's detail; the stream is the one whose batch carries it.
const streamWithStoredId = (error: unknown, appends: readonly StreamAppend[]): string => {
  const { detail } = error as { detail?: unknown };
  const id = typeof detail === 'string' ? /^Key \(event_id\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
  return (appends.find(({ events }) => events.some((event) => event.id === id)) ?? appends[0]!).streamId;
};

/**
 * Runs `call` again when its insert hit a key because a concurrent append committed first. A
 * version clash means some append succeeded, so retrying makes progress (only `any` and
 * `stream_exists` need more than one); an event-id clash is a racing retry of this very append,
 * found by the second look, or an id already used by another stream, which a third look would
 * not change.
 */
const lookingAgainAfterRaces = async <T>(call: () => Promise<T>): Promise<T> => {
  let idClashes = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const key = violatedUniqueKey(error);
      const again = key === EVENT_KEY.streamVersion ? attempt < MAX_APPEND_ATTEMPTS : key === EVENT_KEY.eventId && ++idClashes === 1;
      if (!again) throw error;
    }
  }
};

/** An append that met an event id already stored: the error names the stream that holds it. */
const namingDuplicates = <T>(append: Promise<T>, appends: readonly StreamAppend[]): Promise<T> =>
  append.catch((error: unknown) => {
    throw violatedUniqueKey(error) === EVENT_KEY.eventId ? new DuplicateEventIdError(streamWithStoredId(error, appends)) : error;
  });

/** Runs `call` so that its failure undoes only its own work in the caller's transaction. */
const inSavepoint = async <T>(tx: SqlExecutor, call: () => Promise<T>): Promise<T> => {
  await tx.query(`SAVEPOINT ${APPEND_SAVEPOINT}`);
  try {
    const result = await call();
    await tx.query(`RELEASE SAVEPOINT ${APPEND_SAVEPOINT}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${APPEND_SAVEPOINT}`);
    throw error;
  }
};

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at).toISOString(),
  checkpoint: encodePositionPair(row.transaction_id, row.global_position),
});

// Only transactions older than the oldest running one: nothing can still commit before them. The order names the
// table's columns: a bare `transaction_id` would be the text the select list makes of it, and text puts transaction
// 10002 before 9999, so a consumer's checkpoint jumped past older transactions and skipped them for good.
const READ_ALL = `SELECT ${EVENT_COLUMNS} FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY es_events.transaction_id, es_events.global_position
  LIMIT $3`;

/**
 * A stream's snapshot (first, as a row with no event id, its version and state in stream_version and data) and the
 * events after it, all of them without one: one statement, so one round trip and one view of the database.
 */
// Each stream's snapshot row (event_id null) comes before its events, which follow the snapshot's version.
const READ_FROM_SNAPSHOTS = `WITH wanted AS (
    SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS wanted(wanted_stream, wanted_schema, read_index)),
  snapshot AS (
    SELECT read_index, version, state FROM wanted
    JOIN ${SNAPSHOTS_TABLE} ON stream_id = wanted_stream AND state_schema = wanted_schema)
  SELECT read_index, NULL AS event_id, NULL AS stream_id, version AS stream_version, NULL AS type, state AS data, NULL AS metadata,
    NULL AS recorded_at, NULL AS transaction_id, NULL AS global_position
  FROM snapshot
  UNION ALL
  SELECT read_index, ${EVENT_COLUMNS} FROM wanted JOIN es_events ON stream_id = wanted_stream
    AND stream_version > coalesce((SELECT version FROM snapshot WHERE snapshot.read_index = wanted.read_index), 0)
  ORDER BY read_index, stream_version`;

/**
 * The event store on PostgreSQL or PGlite (anything behind a SqlPort). Call `migrate()` once at
 * startup. An append, to one stream or several, is one round trip to the `es_append` function,
 * another only after losing a race for one of its streams (plus a savepoint inside a caller's
 * transaction); checkpoints compare as strings (see `compareCheckpoints`).
 */
export class PostgresEventStore implements EventStore, AppendNotifying, SnapshotReading, AlongsideAppending {
  readonly #notifier = new AppendNotifier();
  // The commands handled side by side load their streams in one statement, not one each.
  readonly #readFromSnapshotsTogether = batchedPerTurn(async (callers: readonly (readonly SnapshotRead[])[]) => {
    const streams = await this.#readFromSnapshots(callers.flat());
    let next = 0;
    return callers.map((reads) => streams.slice(next, (next += reads.length)));
  });

  constructor(private readonly sql: SqlPort) {}

  /** Creates or updates the tables and functions; safe to run concurrently and repeatedly. */
  async migrate(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      for (const statement of EVENT_STORE_MIGRATION) await tx.query(statement);
    });
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    const result = await this.appendIn(this.sql, streamId, events, expected);
    this.#notifier.notify({ streamIds: [streamId], checkpoint: result.checkpoint });
    return result;
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    const result = await this.appendManyIn(this.sql, appends);
    this.#notifier.notify({ streamIds: appends.map(({ streamId }) => streamId), checkpoint: result.checkpoint });
    return result;
  }

  async appendManyAlongside(appends: readonly StreamAppend[], { into, values, types }: AlongsideRow): Promise<MultiAppendResult> {
    const row = types.map((type, index) => `$${index + APPEND_PARAMS + 1}::${type}`).join(', ');
    // One statement, so no transaction around it; no second try: a lost race fails the row's insert with the append.
    const text = `WITH appended AS MATERIALIZED (SELECT es_append($1::text[], $2::bigint[], $3::jsonb) AS outcome),
           alongside AS (INSERT INTO ${into} SELECT ${row} FROM appended WHERE (appended.outcome).outcome = '${APPEND_OUTCOME.appended}')
         SELECT outcome::text AS result FROM appended`;
    const { rows } = await namingDuplicates(
      this.sql.query<{ result: string }>(text, [...appendParams(appends), ...values], { preparedAs: preparedNameOf('es_append_alongside', text) }),
      appends,
    );
    const result = appendResultOf(rows[0]!.result, appends);
    this.#notifier.notify({ streamIds: appends.map(({ streamId }) => streamId), checkpoint: result.checkpoint });
    return result;
  }

  /**
   * Appends inside the caller's transaction (`tx`); the events become readable when it commits.
   * Listeners are not told: the caller alone knows when that is.
   */
  async appendIn(tx: SqlExecutor, streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return singleResultOf(await this.appendManyIn(tx, [{ streamId, events, expected }]));
  }

  /** `appendMany` inside the caller's transaction (`tx`), as `appendIn` is `append`. */
  async appendManyIn(tx: SqlExecutor, appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    const call = () => this.#callAppend(tx, appends);
    // Inside the caller's transaction a failed statement would abort it: a savepoint keeps it usable.
    return appendResultOf(await namingDuplicates(lookingAgainAfterRaces(tx === this.sql ? call : () => inSavepoint(tx, call)), appends), appends);
  }

  async #callAppend(tx: SqlExecutor, appends: readonly StreamAppend[]): Promise<string> {
    const { rows } = await tx.query<{ result: string }>('SELECT es_append($1::text[], $2::bigint[], $3::jsonb)::text AS result', appendParams(appends), {
      preparedAs: 'es_append',
    });
    return rows[0]!.result;
  }

  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [streamId, afterVersion],
    );
    return rows.map(toRecordedEvent);
  }

  /** For a snapshotted load: the snapshots are `SnapshotStore`'s, on the same database as this log. */
  readStreamsFromSnapshots(reads: readonly SnapshotRead[]): Promise<StreamFromSnapshot[]> {
    return this.#readFromSnapshotsTogether(reads);
  }

  async #readFromSnapshots(reads: readonly SnapshotRead[]): Promise<StreamFromSnapshot[]> {
    type Row = (EventRow | (Pick<EventRow, 'stream_version' | 'data'> & { event_id: null })) & { read_index: string | number };
    const { rows } = await this.sql.query<Row>(READ_FROM_SNAPSHOTS, [reads.map((read) => read.streamId), reads.map((read) => read.schema)], {
      preparedAs: 'es_read_from_snapshots',
    });
    const streams: { snapshot: StreamFromSnapshot['snapshot']; events: RecordedEvent[] }[] = reads.map(() => ({ snapshot: undefined, events: [] }));
    for (const row of rows) {
      const stream = streams[Number(row.read_index) - 1]!;
      if (row.event_id === null) stream.snapshot = { version: Number(row.stream_version), state: row.data };
      else stream.events.push(toRecordedEvent(row as EventRow));
    }
    return streams;
  }

  async readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const [transactionId, position] = decodePositionPair(from) ?? [0n, 0n];
    const { rows } = await this.sql.query<EventRow>(READ_ALL, [transactionId.toString(), position.toString(), maxCount], {
      preparedAs: 'es_read_all',
    });
    return rows.map(toRecordedEvent);
  }

  onAppended(listener: AppendListener): () => void {
    return this.#notifier.onAppended(listener);
  }

  /** Drops the listeners; the SqlPort belongs to the caller, who closes it. */
  async close(): Promise<void> {
    this.#notifier.clear();
  }
}

/**
 * The position of the newest event in a log kept in PostgreSQL (or PGlite), START_CHECKPOINT when it is empty: a read
 * model at this position holds everything appended so far. Fails where the log is kept elsewhere (EventStoreDB).
 */
export const logHead = async (sql: SqlExecutor): Promise<Checkpoint> => {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position FROM es_events ORDER BY es_events.transaction_id DESC, es_events.global_position DESC LIMIT 1',
  );
  const newest = rows[0];
  return newest ? encodePositionPair(newest.transaction_id, newest.global_position) : START_CHECKPOINT;
};
