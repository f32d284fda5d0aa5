import {
  DuplicateEventIdError,
  WrongExpectedVersionError,
  type Command,
  type Decider,
  type Event,
  type EventStore,
} from '@dating/domain';
import { deterministicUuid } from './deterministic-id.js';
import { loadedStreamOf, toAppend, type Decision } from './event-sourced.repository.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { SnapshotReading, SnapshotStore, StreamFromSnapshot } from './snapshot-store.js';

export interface SnapshotPolicy {
  /** Names the state's shape; bump it when the shape changes. */
  readonly schema: string;
  /** A new snapshot once this many events have followed the last one: a load never reads a longer tail. */
  readonly every: number;
}

export interface LoadedState<S> {
  readonly state: S;
  readonly version: number;
  readonly snapshotVersion: number;
}

// Other processes write the same streams: losing a race means re-reading a short tail, so a few dozen tries are cheap.
const MAX_ATTEMPTS = 40;
// How long what this process last decided on a stream stands in for reading it again, and for how many streams.
const RECENT_FOR_MS = 2_000;
const RECENT_STREAMS = 1_000;

interface Recent {
  readonly schema: string;
  readonly loaded: LoadedState<unknown>;
  readonly until: number;
}
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/**
 * Commands on streams that grow with use (a wallet gets an event per message sent): the state is the last
 * snapshot plus the short tail after it, never the whole stream. Writers of one stream queue in this process and
 * settle races with other processes by expected version. With an idempotency key, the events get ids derived from
 * it, so a retry that the aggregate no longer remembers is still refused by the log's unique event ids.
 */
export class SnapshottingRepository {
  readonly #writers = new KeyedMutex();
  /**
   * The state this process just appended to a stream, for a command that follows at once (a message is settled
   * right after it is submitted): its load is skipped. Only an append can act on it: if another process wrote since,
   * the append loses the race and the command decides again on what is in the log; a refusal or a no-op decided on it
   * is decided again on the log too, so a stale state never refuses anything.
   */
  readonly #recent = new Map<string, Recent>();

  constructor(
    private readonly store: EventStore & Partial<SnapshotReading>,
    private readonly snapshots: SnapshotStore,
  ) {}

  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string, policy: SnapshotPolicy): Promise<LoadedState<S>> {
    const { snapshot, events } = await this.#readFromSnapshot(streamId, policy.schema);
    const snapshotVersion = snapshot?.version ?? 0;
    const tail = loadedStreamOf(events, decider.upcast, snapshotVersion);
    return { state: tail.events.reduce(decider.evolve, (snapshot?.state as S | undefined) ?? decider.initialState), version: tail.version, snapshotVersion };
  }

  /** In one round trip from a log that keeps the snapshots beside it; from any other, the snapshot and then the tail. */
  async #readFromSnapshot(streamId: string, schema: string): Promise<StreamFromSnapshot> {
    if (this.store.readStreamFromSnapshot) return this.store.readStreamFromSnapshot(streamId, schema);
    const snapshot = await this.snapshots.load(streamId, schema);
    return { snapshot, events: await this.store.readStream(streamId, snapshot?.version ?? 0) };
  }

  execute<C extends Command, E extends Event, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: SnapshotPolicy & { idempotencyKey: string },
  ): Promise<Decision<E, S>> {
    return this.#writers.run(streamId, () => this.#decide(decider, streamId, command, options));
  }

  async #decide<C extends Command, E extends Event, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: SnapshotPolicy & { idempotencyKey: string },
  ): Promise<Decision<E, S>> {
    for (let attempt = 1; ; attempt += 1) {
      const recent = attempt === 1 ? this.#recentState<S>(streamId, options.schema) : undefined;
      const { state, version, snapshotVersion } = recent ?? (await this.load(decider as unknown as Decider<never, E, S>, streamId, options));
      let events: E[];
      try {
        events = decider.decide(command, state);
      } catch (error) {
        if (recent) continue;
        throw error;
      }
      if (!events.length) {
        if (recent) continue;
        return { events, state, checkpoint: null };
      }
      const newState = events.reduce(decider.evolve, state);
      const appended = events.map((event, index) => toAppend(event, command, deterministicUuid(`${streamId}/${options.idempotencyKey}/${index}`)));
      try {
        const result = await this.store.append(streamId, appended, version === 0 ? 'no_stream' : version);
        let snapshotAt = snapshotVersion;
        if (result.nextExpectedVersion - snapshotVersion >= options.every) {
          // The events are in: a snapshot that failed to save only makes the next load read a longer tail.
          const saved = await this.snapshots.save(streamId, options.schema, { version: result.nextExpectedVersion, state: newState }).then(
            () => true,
            () => false,
          );
          if (saved) snapshotAt = result.nextExpectedVersion;
        }
        this.#remember(streamId, options.schema, { state: newState, version: result.nextExpectedVersion, snapshotVersion: snapshotAt });
        return { events, state: newState, checkpoint: result.checkpoint };
      } catch (error) {
        if (recent && (error instanceof DuplicateEventIdError || error instanceof WrongExpectedVersionError)) continue;
        if (error instanceof DuplicateEventIdError) return { events: [], state, checkpoint: null };
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }

  #recentState<S>(streamId: string, schema: string): LoadedState<S> | undefined {
    const recent = this.#recent.get(streamId);
    if (!recent) return undefined;
    this.#recent.delete(streamId);
    return recent.schema === schema && recent.until > Date.now() ? (recent.loaded as LoadedState<S>) : undefined;
  }

  /** A stream's state is taken out when read (`#recentState`), so each one goes back in as the newest. */
  #remember(streamId: string, schema: string, loaded: LoadedState<unknown>): void {
    this.#recent.set(streamId, { schema, loaded, until: Date.now() + RECENT_FOR_MS });
    // The oldest first: a Map keeps the order of insertion.
    if (this.#recent.size > RECENT_STREAMS) this.#recent.delete(this.#recent.keys().next().value!);
  }
}
