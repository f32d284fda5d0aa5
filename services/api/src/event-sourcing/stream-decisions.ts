import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CONVERSATION_SNAPSHOT_SCHEMA,
  conversationDecider,
  DIRECT_DEBIT_SNAPSHOT_SCHEMA,
  directDebitDecider,
  LIKE_PAIR_SNAPSHOTS,
  likeDecider,
  WALLET_SNAPSHOT_SCHEMA,
  walletDecider,
  type Command,
  type Decider,
  type Event,
} from '@dating/domain';
import {
  EventSourcedRepository,
  SnapshottingRepository,
  type Decision,
  type EventsOf,
  type Infrastructure,
  type JointDecision,
  type JointOptions,
  type JointStreams,
  type SnapshotPolicy,
  type StatesOf,
} from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ReadModelConsistency } from './read-model-consistency.js';

/**
 * The streams that grow with use, read from their last snapshot plus the tail after it; every other stream is short
 * and folded whole. Keyed by decider, so a stream type is always written through the same kind of repository.
 */
const SNAPSHOTTED = new Map<unknown, SnapshotPolicy>([
  // A conversation grows with every message.
  [conversationDecider, { schema: CONVERSATION_SNAPSHOT_SCHEMA, every: 50 }],
  // A wallet gets an event per message, gift and photo paid.
  [walletDecider, { schema: WALLET_SNAPSHOT_SCHEMA, every: 25 }],
  [likeDecider, LIKE_PAIR_SNAPSHOTS],
  [directDebitDecider, { schema: DIRECT_DEBIT_SNAPSHOT_SCHEMA, every: 20 }],
]);

/** A short stream's policy in a joint decision: never snapshotted, so always read from its first event. */
const READ_WHOLE: SnapshotPolicy = { schema: 'read-whole', every: Number.POSITIVE_INFINITY };

const withPolicies = <P extends Record<string, Omit<JointStreams[string], 'policy'>>>(streams: P): WithPolicies<P> =>
  Object.fromEntries(Object.entries(streams).map(([name, stream]) => [name, { ...stream, policy: SNAPSHOTTED.get(stream.decider) ?? READ_WHOLE }])) as WithPolicies<P>;

type WithPolicies<P> = { [K in keyof P]: P[K] & { readonly policy: SnapshotPolicy } };

/** A command as its caller builds it: the metadata (the clock's now) is added on the way to the decider. */
export type UndatedCommand<C extends Command> = C extends Command ? Omit<C, 'metadata'> : never;

export interface DecideOptions {
  /** Read models the next page reads this write from: the decision returns once they have processed it. */
  readonly waitFor?: readonly string[];
  /**
   * Of a snapshotted stream: derives the events' ids, so a retried step meets the first run's events in the log
   * (without it each decision is its own). Short streams have their decider refuse or ignore a repeat instead.
   */
  readonly idempotencyKey?: string;
  /**
   * The command's time when it is not the clock's now: one the caller shares with other steps (a signup's claim and
   * registration, the day a swipe falls on), or that of what the command follows (the order a repeat slot was held for).
   */
  readonly now?: Date;
}

/**
 * How every command reaches the log: load the stream (through the one repository of its type), decide, append with
 * the clock's now as the command's time, and wait for the read models the answer's next page reads, if any.
 */
@Injectable()
export class StreamDecisions {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly snapshotting: SnapshottingRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** For the workers role, which runs no Nest app. */
  static over({ eventStore, snapshots, sql }: Infrastructure, clock: Clock): StreamDecisions {
    return new StreamDecisions(new EventSourcedRepository(eventStore), new SnapshottingRepository(eventStore, snapshots), new ReadModelConsistency(sql), clock);
  }

  async decide<C extends Command, E extends Event, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: UndatedCommand<C>,
    { waitFor, idempotencyKey, now = this.clock.now() }: DecideOptions = {},
  ): Promise<Decision<E, S>> {
    const dated = { ...command, metadata: { now: now.toISOString() } } as C;
    const snapshots = SNAPSHOTTED.get(decider);
    const decision = snapshots
      ? await this.snapshotting.execute(decider, streamId, dated, { ...snapshots, idempotencyKey: idempotencyKey ?? randomUUID() })
      : await this.repository.execute(decider, streamId, dated);
    if (waitFor) await this.consistency.waitFor(decision.checkpoint, waitFor);
    return decision;
  }

  /**
   * One command decided on several streams together (`streams`: deciders, each with the idempotency key its events'
   * ids come from), read in one statement and appended in one transaction. A short stream is read whole, as `decide`
   * reads it.
   */
  async decideTogether<C extends Command, P extends Record<string, Omit<JointStreams[string], 'policy'>>>(
    streams: P,
    command: UndatedCommand<C>,
    decide: (command: C, states: StatesOf<WithPolicies<P>>) => EventsOf<WithPolicies<P>>,
    { now = this.clock.now(), waitFor, ...joint }: Pick<DecideOptions, 'now' | 'waitFor'> & JointOptions = {},
  ): Promise<JointDecision<WithPolicies<P>>> {
    const dated = { ...command, metadata: { now: now.toISOString() } } as C;
    const decision = await this.snapshotting.executeTogether(withPolicies(streams), dated, decide, joint);
    if (waitFor) await this.consistency.waitFor(decision.checkpoint, waitFor);
    return decision;
  }

  /** The streams of a joint decision read now, beside the caller's other reads: `decideTogether`'s `read`. */
  readTogether(streams: Record<string, Omit<JointStreams[string], 'policy'>>): NonNullable<JointOptions['read']> {
    return this.snapshotting.readTogether(withPolicies(streams));
  }

  /** Whether `decideTogether` can store a row of the caller's (`alongside`) in the append's own statement: on PostgreSQL and PGlite. */
  get appendsAlongside(): boolean {
    return this.snapshotting.appendsAlongside;
  }

  /** Every event of a stream kept short (not snapshotted), as its decider reads them. */
  history<E extends Event, S>(decider: Decider<never, E, S>, streamId: string): Promise<E[]> {
    if (SNAPSHOTTED.has(decider)) throw new Error('A snapshotted stream grows with use: it is never read whole');
    return this.repository.history(decider, streamId);
  }

  /** A stream's state now, read the way its commands read it. */
  async load<E extends Event, S>(decider: Decider<never, E, S>, streamId: string): Promise<S> {
    const snapshots = SNAPSHOTTED.get(decider);
    return snapshots ? (await this.snapshotting.load(decider, streamId, snapshots)).state : (await this.repository.load(decider, streamId)).state;
  }
}
