import {
  DuplicateEventIdError,
  WrongExpectedVersionError,
  type Command,
  type Decider,
  type Event,
  type EventStore,
} from '@dating/domain';
import { deterministicUuid } from './deterministic-id.js';
import { readStream, toAppend, type Decision } from './event-sourced.repository.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { SnapshotStore } from './snapshot-store.js';

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
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/**
 * Commands on streams that grow with use (a wallet gets an event per message sent): the state is the last
 * snapshot plus the short tail after it, never the whole stream. Writers of one stream queue in this process and
 * settle races with other processes by expected version. With an idempotency key, the events get ids derived from
 * it, so a retry that the aggregate no longer remembers is still refused by the log's unique event ids.
 */
export class SnapshottingRepository {
  readonly #writers = new KeyedMutex();

  constructor(
    private readonly store: EventStore,
    private readonly snapshots: SnapshotStore,
  ) {}

  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string, policy: SnapshotPolicy): Promise<LoadedState<S>> {
    const snapshot = await this.snapshots.load<S>(streamId, policy.schema);
    const snapshotVersion = snapshot?.version ?? 0;
    const tail = await readStream(this.store, streamId, decider.upcast, snapshotVersion);
    return { state: tail.events.reduce(decider.evolve, snapshot?.state ?? decider.initialState), version: tail.version, snapshotVersion };
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
      const { state, version, snapshotVersion } = await this.load(decider as unknown as Decider<never, E, S>, streamId, options);
      const events = decider.decide(command, state);
      if (!events.length) return { events, state, checkpoint: null };
      const newState = events.reduce(decider.evolve, state);
      const appended = events.map((event, index) => toAppend(event, command, deterministicUuid(`${streamId}/${options.idempotencyKey}/${index}`)));
      try {
        const result = await this.store.append(streamId, appended, version === 0 ? 'no_stream' : version);
        if (result.nextExpectedVersion - snapshotVersion >= options.every) {
          // The events are in: a snapshot that failed to save only makes the next load read a longer tail.
          await this.snapshots.save(streamId, options.schema, { version: result.nextExpectedVersion, state: newState }).catch(() => undefined);
        }
        return { events, state: newState, checkpoint: result.checkpoint };
      } catch (error) {
        if (error instanceof DuplicateEventIdError) return { events: [], state, checkpoint: null };
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }
}
