import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import { batchedPerTurn, compareCheckpoints, loadCheckpoints, Sleeper, type LiveBus, type SqlPort } from '@dating/platform';
import type { Checkpoint } from '@dating/domain';
import { checkpointOfReadModel } from '@dating/projections';
import { LIVE_BUS, SQL } from '../runtime/tokens.js';

// Without the live bus nothing announces a batch: the checkpoints are read this often while anyone waits.
const POLL_MS = 15;
// With it, they are read when an announcement may end a wait, and this often only in case announcements were lost.
const UNANNOUNCED_POLL_MS = 250;
const DEFAULT_TIMEOUT_MS = 5_000;

/** What a consumer runner announces after each batch it committed (`ConsumerRunner`'s `onProgress`). */
export interface ConsumerProgress {
  readonly name: string;
  readonly checkpoint: Checkpoint;
}

/**
 * Announces the batches the consumer runners of this process commit: those of one turn in one message, since an
 * append wakes them all at once. A lost announcement only costs a waiter its next poll.
 */
export const progressAnnouncer = (bus: LiveBus): ((name: string, checkpoint: Checkpoint) => void) => {
  const announce = batchedPerTurn(async (progress: readonly ConsumerProgress[]) => {
    await bus.publish('checkpoint', JSON.stringify(progress));
    return progress.map(() => undefined);
  });
  return (name, checkpoint) => void announce({ name, checkpoint }).catch(() => undefined);
};

interface Waiter {
  readonly checkpoint: Checkpoint;
  readonly projections: readonly string[];
  readonly deadline: number;
  readonly resolve: () => void;
}

/**
 * Read your own writes: after a command, wait until the named projections have processed its
 * events, so the next query shows them. Projections may run in another process; their checkpoints
 * are the shared truth. However many requests wait, one query reads the checkpoints for all of them: under load, a
 * query per waiter would itself become the load. With the live bus the waits are told, not polling: a runner's
 * announcement of a batch that may end a wait reads the checkpoints then, and only then (a slow poll covers lost
 * announcements). An announcement is only a hint (the bus may be shared with other sites' logs): the checkpoints
 * read decide.
 */
@Injectable()
export class ReadModelConsistency implements OnModuleDestroy {
  readonly #waiters = new Set<Waiter>();
  readonly #tick = new Sleeper();
  readonly #unsubscribe?: () => void;
  /** The furthest batch each consumer announced: a wait it already covers reads the checkpoints at once. */
  readonly #announced = new Map<string, Checkpoint>();
  /**
   * The furthest checkpoint each consumer was read at: a wait it covers (a member's reads after their own write, which
   * ask again and again) is over without a query. A rebuilt read model starts again below it, and is incomplete
   * until it has caught up anyway.
   */
  readonly #reached = new Map<string, Checkpoint>();
  /** Those waiting for any news of these consumers (`waitUntil`). */
  readonly #listeners = new Set<{ readonly projections: readonly string[]; readonly hear: () => void }>();
  #polling = false;

  constructor(@Inject(SQL) private readonly sql: SqlPort, @Optional() @Inject(LIVE_BUS) bus?: LiveBus) {
    this.#unsubscribe = bus?.subscribe('checkpoint', (message) => {
      const progress = JSON.parse(message) as ConsumerProgress[];
      for (const { name, checkpoint } of progress) {
        const known = this.#announced.get(name);
        if (!known || compareCheckpoints(checkpoint, known) > 0) this.#announced.set(name, checkpoint);
      }
      for (const listener of this.#listeners) if (progress.some(({ name }) => listener.projections.includes(name))) listener.hear();
      for (const waiter of this.#waiters) if (this.#announcedAsReached(waiter)) return this.#tick.wake();
    });
  }

  #announcedAsReached({ projections, checkpoint }: Pick<Waiter, 'projections' | 'checkpoint'>): boolean {
    return projections.some((name) => this.#covers(this.#announced.get(name), checkpoint));
  }

  onModuleDestroy(): void {
    this.#unsubscribe?.();
  }

  waitFor(checkpoint: Checkpoint | null, readModels: readonly string[], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    const projections = readModels.map(checkpointOfReadModel);
    if (!checkpoint || !projections.length || projections.every((name) => this.#covers(this.#reached.get(name), checkpoint))) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { checkpoint, projections, deadline: Date.now() + timeoutMs, resolve };
      this.#waiters.add(waiter);
      if (this.#announcedAsReached(waiter)) this.#tick.wake();
      this.#poll();
    });
  }

  /**
   * For a write whose position is not known (a retried request answered from what its first run wrote): reads until
   * `read` finds something, again after each batch the named consumers announce, until the timeout; then what it read.
   */
  async waitUntil<T>(read: () => Promise<T | undefined>, readModels: readonly string[], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T | undefined> {
    const projections = readModels.map(checkpointOfReadModel);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await read();
      if (found !== undefined || Date.now() >= deadline) return found;
      await this.#nextBatchOf(projections, deadline);
    }
  }

  #nextBatchOf(projections: readonly string[], deadline: number): Promise<void> {
    return new Promise((resolve) => {
      const listener = { projections, hear: () => done() };
      const timer = setTimeout(() => done(), Math.min(this.#unsubscribe ? UNANNOUNCED_POLL_MS : POLL_MS, Math.max(0, deadline - Date.now())));
      const done = () => {
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve();
      };
      this.#listeners.add(listener);
    });
  }

  #poll(): void {
    if (this.#polling) return;
    this.#polling = true;
    void this.#pollWhileWaited().finally(() => {
      this.#polling = false;
      // A waiter that came as the loop was ending.
      if (this.#waiters.size) this.#poll();
    });
  }

  async #pollWhileWaited(): Promise<void> {
    const told = this.#unsubscribe !== undefined;
    while (this.#waiters.size) {
      if (told) await this.#tick.sleep(UNANNOUNCED_POLL_MS);
      const waiters = [...this.#waiters];
      const names = [...new Set(waiters.flatMap((waiter) => waiter.projections))];
      let reached: ReadonlyMap<string, string>;
      try {
        reached = await loadCheckpoints(this.sql, names);
      } catch {
        // The database is away for a moment (a restart, a failover): the write being waited for has succeeded, so
        // its request goes on at its deadline, as when the read models are slow, rather than failing.
        for (const waiter of waiters) if (Date.now() > waiter.deadline) this.#settle(waiter, waiter.resolve);
        if (!told) await this.#tick.sleep(POLL_MS);
        continue;
      }
      for (const [name, checkpoint] of reached) if (!this.#covers(this.#reached.get(name), checkpoint)) this.#reached.set(name, checkpoint);
      const now = Date.now();
      for (const waiter of waiters) {
        const caughtUp = waiter.projections.every((name) => this.#covers(reached.get(name), waiter.checkpoint));
        // Better a slightly stale page than a failed request: the write itself has succeeded.
        if (caughtUp || now > waiter.deadline) this.#settle(waiter, waiter.resolve);
      }
      if (!told && this.#waiters.size) await this.#tick.sleep(POLL_MS);
    }
  }

  #covers(reached: Checkpoint | undefined, checkpoint: Checkpoint): boolean {
    return reached !== undefined && compareCheckpoints(reached, checkpoint) >= 0;
  }

  #settle(waiter: Waiter, end: () => void): void {
    this.#waiters.delete(waiter);
    end();
  }
}
