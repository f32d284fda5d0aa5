import { randomUUID } from 'node:crypto';
import {
  fold,
  WrongExpectedVersionError,
  type Checkpoint,
  type Command,
  type Decider,
  type Event,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
} from '@dating/domain';

// Each retry re-reads the stream; a stream contended this often is a design problem, not bad luck.
const MAX_ATTEMPTS = 5;

export interface LoadedStream<E> {
  readonly events: E[];
  /** The stream's version as stored (0: no stream), for the expected version of the next append. */
  readonly version: number;
}

export interface Decision<E, S> {
  readonly events: E[];
  /** The aggregate's state after the decision. */
  readonly state: S;
  /** Position of the appended events (null when the command changed nothing), to wait for read models. */
  readonly checkpoint: Checkpoint | null;
}

type Upcast<E> = ((event: Event) => E | undefined) | undefined;

/** Events read after `afterVersion` as `E`, each upcast on the way in (so `evolve` only ever sees today's shapes). */
export const loadedStreamOf = <E extends Event>(recorded: readonly RecordedEvent[], upcast?: Upcast<E>, afterVersion = 0): LoadedStream<E> => {
  const events: E[] = [];
  for (const { type, data } of recorded) {
    const event = upcast ? upcast({ type, data }) : ({ type, data } as E);
    if (event) events.push(event);
  }
  return { events, version: recorded.at(-1)?.streamVersion ?? afterVersion };
};

/** A stream's events as `E`, upcast; with `afterVersion`, only the tail after it. */
export const readStream = async <E extends Event>(
  store: EventStore,
  streamId: string,
  upcast?: Upcast<E>,
  afterVersion = 0,
): Promise<LoadedStream<E>> => loadedStreamOf(await store.readStream(streamId, afterVersion), upcast, afterVersion);

export const toAppend = (event: Event, command: Command, id: string = randomUUID()): EventToAppend => ({
  id,
  type: event.type,
  data: event.data,
  metadata: { occurredAt: command.metadata.now, commandType: command.type, correlationId: command.metadata.correlationId },
});

/**
 * The one command-handling path: load a stream, let the decider decide, append with the loaded version as the
 * expected one; when another writer got there first, decide again on the fresh state.
 */
export class EventSourcedRepository {
  constructor(private readonly store: EventStore) {}

  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string): Promise<{ state: S; version: number }> {
    const { events, version } = await readStream(this.store, streamId, decider.upcast);
    return { state: fold(decider, events), version };
  }

  /** The stream's events as its decider reads them (upcast): for steps that follow from all of a short stream's events. */
  async history<E extends Event>(decider: Pick<Decider<never, E, unknown>, 'upcast'>, streamId: string): Promise<E[]> {
    return (await readStream(this.store, streamId, decider.upcast)).events;
  }

  async execute<C extends Command, E extends Event, S>(decider: Decider<C, E, S>, streamId: string, command: C): Promise<Decision<E, S>> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(decider as unknown as Decider<never, E, S>, streamId);
      const events = decider.decide(command, state);
      const newState = events.reduce(decider.evolve, state);
      if (!events.length) return { events, state: newState, checkpoint: null };
      try {
        const appended = events.map((event) => toAppend(event, command));
        const result = await this.store.append(streamId, appended, version === 0 ? 'no_stream' : version);
        return { events, state: newState, checkpoint: result.checkpoint };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
