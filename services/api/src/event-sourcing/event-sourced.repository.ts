import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  fold,
  WrongExpectedVersionError,
  type Command,
  type Decider,
  type Event,
  type EventStore,
  type ExpectedVersion,
} from '@dating/domain';
import { EVENT_STORE } from '../runtime/tokens.js';

const MAX_ATTEMPTS = 3;

export interface Decision<E, S> {
  readonly events: E[];
  readonly state: S;
  readonly checkpoint: string | null;
}

/** Load a stream, decide, append with optimistic concurrency; a concurrent writer means decide again on fresh state. */
@Injectable()
export class EventSourcedRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string): Promise<{ state: S; version: number }> {
    const recorded = await this.store.readStream(streamId);
    const events = recorded.map((event) => ({ type: event.type, data: event.data }) as E);
    return { state: fold(decider, events), version: recorded.at(-1)?.streamVersion ?? 0 };
  }

  async execute<C extends Command, E extends Event, S>(decider: Decider<C, E, S>, streamId: string, command: C): Promise<Decision<E, S>> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(decider as unknown as Decider<never, E, S>, streamId);
      const events = decider.decide(command, state);
      const newState = events.reduce(decider.evolve, state);
      if (!events.length) return { events, state: newState, checkpoint: null };
      const expected: ExpectedVersion = version === 0 ? 'no_stream' : version;
      try {
        const result = await this.store.append(streamId, events.map((event) => this.toAppend(event, command)), expected);
        return { events, state: newState, checkpoint: result.checkpoint };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private toAppend(event: Event, command: Command) {
    return {
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { occurredAt: command.metadata.now, commandType: command.type, correlationId: command.metadata.correlationId },
    };
  }
}
