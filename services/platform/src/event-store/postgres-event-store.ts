import {
  WrongExpectedVersionError,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
} from '@dating/domain';
import type { SqlExecutor, SqlPort } from '../sql/sql.port.js';
import { AppendNotifier, type AppendListener, type AppendNotifying } from './append-notifier.js';
import { decodePositionPair, encodePositionPair } from './checkpoint.js';
import { APPEND_OUTCOME, EVENT_STORE_MIGRATION, EXPECTED_CODE, MIGRATION_LOCK_KEY } from './postgres-event-store.schema.js';

interface AppendRow {
  outcome: string;
  next_version: string | number | null;
  last_transaction_id: string | null;
  last_position: string | number | null;
}

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

const UNIQUE_VIOLATION = '23505';
const EVENT_COLUMNS = `event_id, stream_id, stream_version, type, data, metadata, recorded_at,
  transaction_id::text AS transaction_id, global_position`;

const expectedCode = (expected: ExpectedVersion): number =>
  typeof expected === 'number' ? expected : EXPECTED_CODE[expected];

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

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

/**
 * The event store on PostgreSQL or PGlite (anything behind a SqlPort). Call `migrate()` once at
 * startup. Appends are one round trip to the `es_append` function; checkpoints compare as strings
 * (see `compareCheckpoints`).
 */
export class PostgresEventStore implements EventStore, AppendNotifying {
  readonly #notifier = new AppendNotifier();

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
    this.#notifier.notify({ streamId, checkpoint: result.checkpoint });
    return result;
  }

  /**
   * Appends inside the caller's transaction (`tx`); the events become readable when it commits.
   * Listeners are not told: the caller alone knows when that is.
   */
  async appendIn(tx: SqlExecutor, streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })));
    const call = () =>
      tx.query<AppendRow>('SELECT * FROM es_append($1, $2, $3::jsonb)', [streamId, expectedCode(expected), payload]);
    let row: AppendRow | undefined;
    try {
      row = (await call()).rows[0];
    } catch (error) {
      // Two identical retries raced past the duplicate check: the loser's second look finds the winner's events.
      if (!isUniqueViolation(error) || tx !== this.sql) throw error;
      row = (await call()).rows[0];
    }
    if (!row || row.outcome === APPEND_OUTCOME.conflict) {
      const actual = row?.next_version;
      throw new WrongExpectedVersionError(streamId, expected, actual === null || actual === undefined ? 'no_stream' : Number(actual));
    }
    return {
      nextExpectedVersion: Number(row.next_version),
      checkpoint: encodePositionPair(row.last_transaction_id!, row.last_position!),
    };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const [transactionId, position] = decodePositionPair(from) ?? [0n, 0n];
    // Only transactions older than the oldest running one: nothing can still commit before them.
    const { rows } = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [transactionId.toString(), position.toString(), maxCount],
    );
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
