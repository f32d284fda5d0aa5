import { Inject, Injectable } from '@nestjs/common';
import { compareCheckpoints, type SqlPort } from '@dating/platform';
import type { Checkpoint } from '@dating/domain';
import { SQL } from '../runtime/tokens.js';

const POLL_MS = 15;
const DEFAULT_TIMEOUT_MS = 5_000;

interface Waiter {
  readonly checkpoint: Checkpoint;
  readonly projections: readonly string[];
  readonly deadline: number;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Read your own writes: after a command, wait until the named projections have processed its
 * events, so the next query shows them. Projections may run in another process; their checkpoints
 * are the shared truth. However many requests wait, one query per tick reads the checkpoints for
 * all of them: under load, a query per waiter per tick would itself become the load.
 */
@Injectable()
export class ReadModelConsistency {
  readonly #waiters = new Set<Waiter>();
  #polling = false;

  constructor(@Inject(SQL) private readonly sql: SqlPort) {}

  waitFor(checkpoint: Checkpoint | null, projections: readonly string[], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    if (!checkpoint || !projections.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#waiters.add({ checkpoint, projections, deadline: Date.now() + timeoutMs, resolve, reject });
      this.#poll();
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
    while (this.#waiters.size) {
      const waiters = [...this.#waiters];
      const names = [...new Set(waiters.flatMap((waiter) => waiter.projections))];
      let reached: Map<string, string>;
      try {
        const { rows } = await this.sql.query<{ name: string; checkpoint: string }>('select name, checkpoint from consumer_checkpoints where name = any($1)', [names]);
        reached = new Map(rows.map((row) => [row.name, row.checkpoint]));
      } catch (error) {
        for (const waiter of waiters) this.#settle(waiter, () => waiter.reject(error));
        continue;
      }
      const now = Date.now();
      for (const waiter of waiters) {
        const caughtUp = waiter.projections.every((name) => {
          const checkpoint = reached.get(name);
          return checkpoint !== undefined && compareCheckpoints(checkpoint, waiter.checkpoint) >= 0;
        });
        // Better a slightly stale page than a failed request: the write itself has succeeded.
        if (caughtUp || now > waiter.deadline) this.#settle(waiter, waiter.resolve);
      }
      if (this.#waiters.size) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  #settle(waiter: Waiter, end: () => void): void {
    this.#waiters.delete(waiter);
    end();
  }
}
