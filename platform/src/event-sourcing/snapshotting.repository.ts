import {
  DuplicateEventIdError,
  WrongExpectedVersionError,
  type Checkpoint,
  type Command,
  type Decider,
  type Event,
  type EventStore,
  type MultiAppendResult,
  type StreamAppend,
} from '@dating/domain';
import type { AlongsideAppending, AlongsideRow } from '../event-store/alongside-appending.js';
import { deterministicUuid } from './deterministic-id.js';
import { loadedStreamOf, toAppend, type Decision } from './event-sourced.repository.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { SnapshotRead, SnapshotReading, SnapshotStore, StreamFromSnapshot } from './snapshot-store.js';

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

/** One stream of a joint decision (`executeTogether`): read as `execute` reads it, its events' ids derived from `idempotencyKey`. */
export interface StreamToDecide<E extends Event = Event, S = unknown> {
  readonly decider: Decider<never, E, S>;
  readonly streamId: string;
  readonly policy: SnapshotPolicy;
  readonly idempotencyKey: string;
}
/** Any stream of a joint decision: each has its own state and events, given back typed by `StatesOf` and `EventsOf`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JointStreams = Record<string, StreamToDecide<any, any>>;
export type StatesOf<P extends JointStreams> = { [K in keyof P]: P[K]['decider'] extends { evolve: (state: infer S, event: never) => unknown } ? S : never };
export type EventsOf<P extends JointStreams> = { [K in keyof P]: P[K]['decider'] extends { evolve: (state: never, event: infer E) => unknown } ? E[] : never };

export interface JointDecision<P extends JointStreams> {
  readonly events: EventsOf<P>;
  /** Every stream's state after the decision. */
  readonly states: StatesOf<P>;
  /** Position of the appended events (null when the command changed nothing), to wait for read models. */
  readonly checkpoint: Checkpoint | null;
}

const stateOf = <E extends Event, S>(decider: Decider<never, E, S>, { snapshot, events }: StreamFromSnapshot): LoadedState<S> => {
  const snapshotVersion = snapshot?.version ?? 0;
  const tail = loadedStreamOf(events, decider.upcast, snapshotVersion);
  return { state: tail.events.reduce(decider.evolve, (snapshot?.state as S | undefined) ?? decider.initialState), version: tail.version, snapshotVersion };
};

export interface JointOptions {
  /** A row of the caller's stored by the append's own statement (`appendsAlongside`), or not at all. */
  readonly alongside?: AlongsideRow;
  /** The streams as `readTogether` read them a moment ago: the first attempt decides on them instead of reading again. */
  readonly read?: Promise<StreamFromSnapshot[]>;
}

const readsOf = (streams: JointStreams, names: readonly string[]): SnapshotRead[] =>
  names.map((name) => ({ streamId: streams[name]!.streamId, schema: streams[name]!.policy.schema }));

const loadedStatesOf = (streams: JointStreams, names: readonly string[], read: readonly StreamFromSnapshot[]): LoadedState<unknown>[] =>
  names.map((name, index) => stateOf(streams[name]!.decider, read[index]!));

const statesOnly = <P extends JointStreams>(names: readonly string[], loaded: readonly LoadedState<unknown>[]): StatesOf<P> =>
  Object.fromEntries(names.map((name, index) => [name, loaded[index]!.state])) as StatesOf<P>;

const emptyEventsOf = <P extends JointStreams>(streams: P): EventsOf<P> =>
  Object.fromEntries(Object.keys(streams).map((name) => [name, []])) as unknown as EventsOf<P>;

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
    private readonly store: EventStore & Partial<SnapshotReading> & Partial<AlongsideAppending>,
    private readonly snapshots: SnapshotStore,
  ) {}

  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string, policy: SnapshotPolicy): Promise<LoadedState<S>> {
    const [read] = await this.#readFromSnapshots([{ streamId, schema: policy.schema }]);
    return stateOf(decider, read!);
  }

  /** In one round trip from a log that keeps the snapshots beside it; from any other, per stream the snapshot and then the tail. */
  async #readFromSnapshots(reads: readonly SnapshotRead[]): Promise<StreamFromSnapshot[]> {
    if (this.store.readStreamsFromSnapshots) return this.store.readStreamsFromSnapshots(reads);
    return Promise.all(
      reads.map(async ({ streamId, schema }) => {
        const snapshot = await this.snapshots.load(streamId, schema);
        return { snapshot, events: await this.store.readStream(streamId, snapshot?.version ?? 0) };
      }),
    );
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
        // An earlier run of this command stored its events and lost its answer. What was decided now, on a state that may
        // be older than the one they followed, is neither remembered nor snapshotted: the answer is the log's.
        if (result.storedBefore) return { events: [], state: (await this.load(decider as unknown as Decider<never, E, S>, streamId, options)).state, checkpoint: result.checkpoint };
        await this.#appended(streamId, options, { state: newState, version: result.nextExpectedVersion, snapshotVersion });
        return { events, state: newState, checkpoint: result.checkpoint };
      } catch (error) {
        if (recent && (error instanceof DuplicateEventIdError || error instanceof WrongExpectedVersionError)) continue;
        if (error instanceof DuplicateEventIdError) return { events: [], state, checkpoint: null };
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }

  /**
   * One command decided on several streams at once (a message on the conversation and the sender's wallet): each
   * stream is loaded as `execute` loads it (all at once), `decide` returns the events of each, and they go into the
   * log in one atomic append with every stream's expected version, so either all of them are written or none. Writers
   * of these streams in this process queue (in one order of stream ids, so two joint decisions never wait on each other).
   */
  executeTogether<C extends Command, P extends JointStreams>(
    streams: P,
    command: C,
    decide: (command: C, states: StatesOf<P>) => EventsOf<P>,
    options: JointOptions = {},
  ): Promise<JointDecision<P>> {
    const ids = Object.values(streams)
      .map(({ streamId }) => streamId)
      .sort();
    const queued = ids.reduceRight<() => Promise<JointDecision<P>>>(
      (inner, streamId) => () => this.#writers.run(streamId, inner),
      () => this.#decideTogether(streams, command, decide, options),
    );
    return queued();
  }

  async #decideTogether<C extends Command, P extends JointStreams>(
    streams: P,
    command: C,
    decide: (command: C, states: StatesOf<P>) => EventsOf<P>,
    { alongside, read: readBefore }: JointOptions,
  ): Promise<JointDecision<P>> {
    const names = Object.keys(streams) as (keyof P & string)[];
    for (let attempt = 1; ; attempt += 1) {
      // Always from the log (or the caller's read of it): what this process remembers is for single-stream commands.
      const loaded = loadedStatesOf(streams, names, attempt === 1 && readBefore ? await readBefore : await this.#readFromSnapshots(readsOf(streams, names)));
      const states = statesOnly<P>(names, loaded);
      const events = decide(command, states);
      const changed = names.flatMap((name, index) => (events[name].length ? [{ name, index }] : []));
      if (!changed.length) return { events, states, checkpoint: null };
      const newStates = Object.fromEntries(
        names.map((name) => [name, (events[name] as Event[]).reduce(streams[name]!.decider.evolve as (state: unknown, event: Event) => unknown, states[name])]),
      ) as StatesOf<P>;
      const appends = changed.map(({ name, index }) => {
        const { streamId, idempotencyKey } = streams[name]!;
        const { version } = loaded[index]!;
        return {
          streamId,
          events: (events[name] as Event[]).map((event, position) => toAppend(event, command, deterministicUuid(`${streamId}/${idempotencyKey}/${position}`))),
          expected: version === 0 ? ('no_stream' as const) : version,
        };
      });
      try {
        const result = alongside ? await this.#appendAlongside(appends, alongside) : await this.store.appendMany(appends);
        // As in `execute`: the stored run's states are the log's, not the ones decided now.
        if (result.storedBefore) {
          const stored = loadedStatesOf(streams, names, await this.#readFromSnapshots(readsOf(streams, names)));
          return { events: emptyEventsOf(streams), states: statesOnly<P>(names, stored), checkpoint: result.checkpoint };
        }
        await Promise.all(
          names.map((name, index) => {
            const { streamId, policy } = streams[name]!;
            const position = changed.findIndex((part) => part.name === name);
            const { version, snapshotVersion } = loaded[index]!;
            return this.#appended(streamId, policy, { state: newStates[name], version: position < 0 ? version : result.nextExpectedVersions[position]!, snapshotVersion });
          }),
        );
        return { events, states: newStates, checkpoint: result.checkpoint };
      } catch (error) {
        if (error instanceof DuplicateEventIdError) return { events: emptyEventsOf(streams), states, checkpoint: null };
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }

  /**
   * Reads `streams` as a joint decision does, for a caller to send the read out beside reads of its own and hand it to
   * `executeTogether` (`read`): a state changed since by another writer only makes the append lose and decide again.
   */
  readTogether(streams: JointStreams): Promise<StreamFromSnapshot[]> {
    return this.#readFromSnapshots(readsOf(streams, Object.keys(streams)));
  }

  /** Whether `executeTogether` can store a row of the caller's (`alongside`) in the append's own statement. */
  get appendsAlongside(): boolean {
    return this.store.appendManyAlongside !== undefined;
  }

  #appendAlongside(appends: readonly StreamAppend[], alongside: AlongsideRow): Promise<MultiAppendResult> {
    if (!this.store.appendManyAlongside) throw new Error('this log cannot store a row alongside an append: see appendsAlongside');
    return this.store.appendManyAlongside(appends, alongside);
  }

  /** After an append: a snapshot when one is due, and the state kept for the command that follows. */
  async #appended(streamId: string, policy: SnapshotPolicy, { state, version, snapshotVersion }: LoadedState<unknown>): Promise<void> {
    let snapshotAt = snapshotVersion;
    if (version - snapshotVersion >= policy.every) {
      // The events are in: a snapshot that failed to save only makes the next load read a longer tail.
      const saved = await this.snapshots.save(streamId, policy.schema, { version, state }).then(
        () => true,
        () => false,
      );
      if (saved) snapshotAt = version;
    }
    this.#remember(streamId, policy.schema, { state, version, snapshotVersion: snapshotAt });
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
