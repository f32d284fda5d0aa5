import type { Command, Event } from './message.js';

/** An aggregate as three pure functions: the state before any event, how an event changes it, and which events a command yields. */
export interface Decider<C extends Command, E extends Event, S> {
  readonly initialState: S;
  readonly evolve: (state: S, event: E) => S;
  readonly decide: (command: C, state: S) => E[];
}

export const fold = <E extends Event, S>(decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState);
