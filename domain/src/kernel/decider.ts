import type { Command, Event } from './message.js';

/** An aggregate as three pure functions: the state before any event, how an event changes it, and which events a command yields. */
export interface Decider<C extends Command, E extends Event, S> {
  readonly initialState: S;
  readonly evolve: (state: S, event: E) => S;
  readonly decide: (command: C, state: S) => E[];
  /**
   * Brings an event as it was stored (possibly by older code) to the shape `evolve` knows, when the stream is
   * read; `undefined` drops an event that no longer belongs to this aggregate. Without it, events are taken as stored.
   */
  readonly upcast?: (event: Event) => E | undefined;
}

export const fold = <E extends Event, S>(decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState);
