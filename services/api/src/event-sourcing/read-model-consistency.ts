import { Inject, Injectable } from '@nestjs/common';
import { compareCheckpoints, type SqlPort } from '@dating/platform';
import type { Checkpoint } from '@dating/domain';
import { SQL } from '../runtime/tokens.js';

const POLL_MS = 15;
const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Read your own writes: after a command, wait until the named projections have processed its
 * events, so the next query shows them. Projections may run in another process; their checkpoints
 * are the shared truth.
 */
@Injectable()
export class ReadModelConsistency {
  constructor(@Inject(SQL) private readonly sql: SqlPort) {}

  async waitFor(checkpoint: Checkpoint | null, projections: readonly string[], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    if (!checkpoint || !projections.length) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.sql.query<{ name: string; checkpoint: string }>(
        'select name, checkpoint from consumer_checkpoints where name = any($1)',
        [projections],
      );
      const caughtUp = projections.every((name) => {
        const reached = rows.find((row) => row.name === name)?.checkpoint;
        return reached !== undefined && compareCheckpoints(reached, checkpoint) >= 0;
      });
      if (caughtUp) return;
      // Better a slightly stale page than a failed request: the write itself has succeeded.
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
