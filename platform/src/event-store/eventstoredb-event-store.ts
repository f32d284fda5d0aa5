import {
  ANY,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  DuplicateEventIdError,
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
import { AppendNotifier, type AppendListener, type AppendNotifying } from './append-notifier.js';
import { decodePositionPair, encodePositionPair } from './checkpoint.js';
import { decideAppend } from './append-decision.js';

/**
 * A multi-stream append asked of an EventStoreDB adapter: it cannot write several streams atomically, and writing them
 * one after another could store the first and refuse the second, the very drift a multi-stream append exists to prevent.
 */
export class MultiStreamAppendUnsupportedError extends Error {
  constructor(readonly streamIds: readonly string[]) {
    super(`EventStoreDB cannot append to several streams at once (${streamIds.join(', ')}): nothing was appended`);
    this.name = 'MultiStreamAppendUnsupportedError';
  }
}

type EsdbRecordedEvent = NonNullable<AllStreamResolvedEvent['event']> | NonNullable<ResolvedEvent['event']>;

const SYSTEM_PREFIX = '$';

// The port counts versions from 1 (0 = no events); EventStoreDB counts revisions from 0.
const toRevision = (expected: ExpectedVersion): AppendExpectedRevision => {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected === 0 ? NO_STREAM : BigInt(expected - 1);
  }
};

const toVersion = (revision: bigint): number => Number(revision) + 1;

const checkpointOf = (position: Position | undefined): Checkpoint =>
  position ? encodePositionPair(position.commit, position.prepare) : '';

const toRecordedEvent = (event: EsdbRecordedEvent): RecordedEvent => ({
  id: event.id,
  streamId: event.streamId,
  streamVersion: toVersion(event.revision),
  type: event.type,
  data: event.data,
  metadata: (event.metadata ?? {}) as Record<string, unknown>,
  recordedAt: event.created.toISOString(),
  checkpoint: checkpointOf(event.position),
});

const actualVersionOf = (error: EsdbWrongExpectedVersionError): number | 'no_stream' | 'unknown' =>
  typeof error.actualVersion === 'bigint' ? toVersion(error.actualVersion) : error.actualVersion === NO_STREAM ? 'no_stream' : 'unknown';

/**
 * The event store on EventStoreDB (`EVENTSTORE_CONNECTION`, e.g. `esdb://host:2113?tls=false`).
 * Checkpoints encode the (commit, prepare) position of the $all stream.
 *
 * Event ids: EventStoreDB itself only recognises a retry at the revision the batch was first written at (or, with
 * `any`, within its in-memory cache of recent ids), and would store a late retry as new events. The repositories rely
 * on a stored id being refused whenever the retry comes, so this adapter reads the stream before each append and
 * appends only at exactly the revision it read (`decideAppend`): an id already in the stream is refused
 * (DuplicateEventIdError) or, for a retry of the same batch, answered with that append's result, as in PostgreSQL.
 * Guarantee: within one stream, never two events with one id. Ids are not checked across streams (PostgreSQL's key
 * is global); the repositories derive ids from the stream name. The price is a read of the whole stream per append
 * (EventStoreDB has no index by id).
 *
 * Multi-stream appends: only the one-stream case, an ordinary append; several streams are refused
 * (MultiStreamAppendUnsupportedError) before anything is written. EventStoreDB's gRPC API has no atomic write across
 * streams (the transactions of its older TCP API spanned one stream); KurrentDB 25.1 added one (`multiStreamAppend` in the
 * `@kurrent/kurrentdb-client` package), which the client used here (`@eventstore/db-client` 6) cannot call.
 */
export class EventStoreDbEventStore implements EventStore, AppendNotifying {
  readonly #notifier = new AppendNotifier();
  readonly #client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.#client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    // Each round appends only at the version whose ids it checked; a write in between makes it decide again.
    for (;;) {
      const decision = decideAppend(await this.readStream(streamId), events, expected);
      switch (decision.kind) {
        case 'retried':
          return decision.result;
        case 'duplicate':
          throw new DuplicateEventIdError(streamId);
        case 'conflict':
          throw new WrongExpectedVersionError(streamId, expected, decision.actual);
        case 'append':
          try {
            return await this.#appendAt(streamId, events, decision.afterVersion === 0 ? 'no_stream' : decision.afterVersion);
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError)) throw error;
          }
      }
    }
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    const [only, ...others] = appends;
    if (others.length > 0) throw new MultiStreamAppendUnsupportedError(appends.map(({ streamId }) => streamId));
    if (!only) throw new Error('Nothing to append');
    const { nextExpectedVersion, ...result } = await this.append(only.streamId, only.events, only.expected);
    return { nextExpectedVersions: [nextExpectedVersion], ...result };
  }

  async #appendAt(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    const data = events.map(({ id, type, data, metadata }) =>
      jsonEvent({ id, type, data: data as JSONType, metadata: metadata as JSONType }),
    );
    try {
      const result = await this.#client.appendToStream(streamId, data, { expectedRevision: toRevision(expected) });
      const appended = { nextExpectedVersion: toVersion(result.nextExpectedRevision), checkpoint: checkpointOf(result.position) };
      this.#notifier.notify({ streamIds: [streamId], checkpoint: appended.checkpoint });
      return appended;
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(streamId, expected, actualVersionOf(error));
      }
      throw error;
    }
  }

  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      // Versions count from 1 here and revisions from 0 there: the event after version n is revision n.
      const options = afterVersion > 0 ? { fromRevision: BigInt(afterVersion) } : {};
      for await (const resolved of this.#client.readStream(streamId, options)) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let after = from;
    // System events take slots in $all and a read includes its start position: page until full or at the end.
    for (;;) {
      const page = await this.#readAllPage(after, maxCount + 1);
      for (const event of page) {
        if (!event.type.startsWith(SYSTEM_PREFIX) && !event.streamId.startsWith(SYSTEM_PREFIX)) events.push(event);
        if (events.length === maxCount) return events;
      }
      if (page.length === 0) return events;
      after = page[page.length - 1]!.checkpoint;
    }
  }

  /** Events (system ones too) strictly after `after`, at most `count` of them. */
  async #readAllPage(after: Checkpoint, count: number): Promise<RecordedEvent[]> {
    const pair = decodePositionPair(after);
    const fromPosition = pair ? { commit: pair[0], prepare: pair[1] } : START;
    const page: RecordedEvent[] = [];
    for await (const resolved of this.#client.readAll({ fromPosition, direction: FORWARDS, maxCount: count })) {
      if (!resolved.event) continue;
      const recorded = toRecordedEvent(resolved.event);
      if (recorded.checkpoint > after) page.push(recorded);
    }
    return page;
  }

  onAppended(listener: AppendListener): () => void {
    return this.#notifier.onAppended(listener);
  }

  async close(): Promise<void> {
    await this.#client.dispose();
  }
}
