import { WrongExpectedVersionError, type Command, type Decider, type Event, type EventStore } from '@dating/domain';
import { demoUuid } from './demo-random.js';

/**
 * Writes a whole seeded stream at once: the domain decider decides each command in turn and the
 * events get ids derived from the stream and their position, so writing the same stream again (a
 * restart after a crash half-way) is a no-op of the event store.
 */
export class DemoStreamWriter {
  constructor(private readonly store: EventStore) {}

  async write<C extends Command, E extends Event, S>(decider: Decider<C, E, S>, streamId: string, commands: readonly C[]): Promise<void> {
    let state = decider.initialState;
    const events = commands.flatMap((command) => {
      const decided = decider.decide(command, state);
      state = decided.reduce(decider.evolve, state);
      return decided.map(({ type, data }) => ({ type, data, metadata: { occurredAt: command.metadata.now, commandType: command.type } }));
    });
    const toAppend = events.map((event, index) => ({ id: demoUuid(`${streamId}#${index + 1}`), ...event }));
    if (!toAppend.length) return;
    try {
      await this.store.append(streamId, toAppend, 'no_stream');
    } catch (error) {
      // The stream exists with other events (written by an earlier version of the seed): it stays as it is.
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
