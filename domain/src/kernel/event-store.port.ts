/**
 * The event log: the only source of truth. Stream versions count events from 1 (a stream with no
 * events is at version 0) whatever the adapter's native numbering.
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventToAppend {
  /** Unique id; appending the same ids again is a no-op, so a retried command never duplicates. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
}

export interface RecordedEvent<Data = unknown> {
  readonly id: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly data: Data;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly recordedAt: string;
  /** Opaque position in the global order; pass it to readAll to continue after this event. */
  readonly checkpoint: Checkpoint;
}

/** Opaque, adapter-specific, totally ordered position in the log. */
export type Checkpoint = string;
export const START_CHECKPOINT: Checkpoint = '';

export interface AppendResult {
  readonly nextExpectedVersion: number;
  /** Position of the last appended event: lets a caller wait until read models reach it. */
  readonly checkpoint: Checkpoint;
  /**
   * These very events were in the log already (a retry of an append whose answer was lost): nothing was written now,
   * and a state the caller decided them on need not be the one they followed there.
   */
  readonly storedBefore?: true;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedVersion;
}

export interface MultiAppendResult {
  /** Per stream, in the order of the appends: the version to expect next. */
  readonly nextExpectedVersions: readonly number[];
  /** Position of the last appended event of all streams: lets a caller wait until read models reach it. */
  readonly checkpoint: Checkpoint;
  /** Every stream's events were in the log already, as for `AppendResult`. */
  readonly storedBefore?: true;
}

export interface EventStore {
  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * Appends to several streams (each named once) in one transaction: all or nothing. A stream whose expected version
   * does not hold fails the whole append with WrongExpectedVersionError naming it; appending the same event ids again
   * is a no-op that returns the first result, as for `append`. An adapter that cannot do it atomically refuses it.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult>;
  /** The stream's events in order; with `afterVersion`, only those after it (the tail after a snapshot). */
  readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]>;
  /** Events after `from` in the store's global order; never skips one committed late. */
  readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

export const EVENT_STORE_ERRORS = {
  WRONG_EXPECTED_VERSION: 'EVENT_STORE.WRONG_EXPECTED_VERSION',
} as const;

/**
 * An event id is already in the log, not as this very append's retry: the command that carries a deterministic id
 * (derived from an idempotency key) was applied before.
 */
export class DuplicateEventIdError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: an event with one of these ids is already stored`);
    this.name = 'DuplicateEventIdError';
  }
}

export class WrongExpectedVersionError extends Error {
  readonly code = EVENT_STORE_ERRORS.WRONG_EXPECTED_VERSION;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream' | 'unknown',
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
