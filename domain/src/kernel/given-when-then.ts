import type { Command, Event } from './message.js';
import type { Decider } from './decider.js';
import { fold } from './decider.js';

interface Then<E> {
  thenEvents(expected: E[]): void;
  thenThrows(matches: (error: unknown) => boolean): void;
}

/** Test helper: given past events, when a command is decided, then these events or this error. */
export const specFor = <C extends Command, E extends Event, S>(decider: Decider<C, E, S>) => (given: E[]) => ({
  when: (command: C): Then<E> => {
    const run = () => decider.decide(command, fold(decider, given));
    return {
      thenEvents: (expected) => {
        const actual = run();
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          throw new Error(`Expected events\n${JSON.stringify(expected, null, 2)}\nbut got\n${JSON.stringify(actual, null, 2)}`);
        }
      },
      thenThrows: (matches) => {
        let thrown: unknown;
        try {
          run();
        } catch (error) {
          thrown = error;
        }
        if (thrown === undefined) throw new Error('Expected the command to be rejected, but it was accepted');
        if (!matches(thrown)) throw new Error(`Rejected with an unexpected error: ${String(thrown)}`);
      },
    };
  },
});
