import { randomUUID } from 'node:crypto';
import { fold, WrongExpectedVersionError, type Command, type Decider, type Event, type EventStore } from '@dating/domain';

const MAX_ATTEMPTS = 3;

/** Load a stream, decide, append with optimistic concurrency; a concurrent writer means deciding again on fresh state. */
export const decideOnStream = async <C extends Command, E extends Event, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
): Promise<E[]> => {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = fold(decider, recorded.map((event) => ({ type: event.type, data: event.data }) as E));
    const events = decider.decide(command, state);
    if (!events.length) return events;
    const version = recorded.at(-1)?.streamVersion ?? 0;
    const toAppend = events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { occurredAt: command.metadata.now, commandType: command.type },
    }));
    try {
      await store.append(streamId, toAppend, version === 0 ? 'no_stream' : version);
      return events;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
};
