import type { Checkpoint, RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '../sql/sql.port.js';

/**
 * A checkpointed consumer of the event log (projector or reactor). `handle` runs in the same
 * transaction that saves the checkpoint, so its writes through `tx` commit exactly with it.
 * Delivery is at-least-once across crashes of side effects outside `tx`: keep those idempotent.
 */
export interface Consumer {
  /** Stable and unique: it keys the checkpoint and the single-instance lock. */
  readonly name: string;
  handle(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<void>;
  /**
   * The event types `handle` acts on, when it ignores all others: a batch without any of them only moves the
   * checkpoint, with no transaction around a handler that would do nothing.
   */
  readonly handles?: readonly string[];
  /**
   * True when `handle` writes nothing through `tx` (it tells another system, such as a pub/sub bus): its batches need no
   * transaction, and its checkpoint moves with those of the consumers that only pass by.
   */
  readonly outsideTransactions?: boolean;
  /** Clears what the consumer built (e.g. its read-model rows) when it is reset for a replay. */
  reset?(tx: SqlExecutor): Promise<void>;
}

/**
 * How consumers whose work rests outside the log (jobs in a queue that can forget them) learn that it was lost, and
 * from where to handle the log again to redo it. Redoing is safe because their work is idempotent.
 */
export interface LostWorkCheck {
  /** How often the active instance asks. */
  readonly everyMs: number;
  /**
   * Where to handle the log again from, when work set off by events after it may be lost; undefined when nothing was.
   * `position` is where the consumers have got to. Runs in the transaction that moves their checkpoints back.
   */
  redoFrom(tx: SqlExecutor, position: Checkpoint): Promise<Checkpoint | undefined>;
}

/**
 * Consumers that one runner feeds together: one read of the log, one lock, and one transaction per batch for all of
 * them, with all their checkpoints saved in one statement. Each keeps its own checkpoint (and handles only what it has
 * not yet), so a member can be replayed alone and a wait for one read model still names it. A batch that fails for one
 * member is retried for all: group consumers that live and fail together, such as the read models of one database.
 */
export interface ConsumerGroup {
  readonly name: string;
  /** Each writes only through its `tx` (none is `outsideTransactions`). */
  readonly members: readonly Consumer[];
  readonly lostWork?: LostWorkCheck;
}
