import type { Checkpoint } from '@dating/domain';
import { compareCheckpoints, type LostWorkCheck, type QueueDriver, type SqlExecutor } from '@dating/platform';

/** Where the reactors had got to at a time: every job of the events before `checkpoint` was enqueued by `at`. */
export interface PositionMark {
  readonly at: string;
  readonly checkpoint: Checkpoint;
}

const MINUTE_MS = 60_000;
/**
 * Longer than any job stays in the queue: the longest retry schedule (the money steps', about half an hour) and the
 * longest delay (a few minutes), with room for a backlog. A job enqueued longer ago than this has run.
 */
export const LOST_JOBS_WINDOW_MS = 2 * 60 * MINUTE_MS;
const MARK_EVERY_MS = MINUTE_MS;
// A Redis that lost its data is noticed within seconds: the jobs lost are enqueued again before members miss them.
const CHECK_EVERY_MS = 5_000;

export const migrateQueueMemory = async (sql: SqlExecutor): Promise<void> => {
  await sql.query('CREATE TABLE IF NOT EXISTS queue_memory (consumer text PRIMARY KEY, memory text NOT NULL, marks jsonb NOT NULL)');
};

const ageAt = (mark: PositionMark, at: string): number => Date.parse(at) - Date.parse(mark.at);

/**
 * The marks with `mark` added when the newest is a minute old: of those older than the window only the newest stays,
 * the one a redo would start from.
 */
export const withMark = (marks: readonly PositionMark[], mark: PositionMark, windowMs = LOST_JOBS_WINDOW_MS): readonly PositionMark[] => {
  const newest = marks.at(-1);
  if (newest && ageAt(newest, mark.at) < MARK_EVERY_MS) return marks;
  const added = [...marks, mark];
  const firstKept = added.findLastIndex((kept) => ageAt(kept, mark.at) >= windowMs);
  return firstKept > 0 ? added.slice(firstKept) : added;
};

/** Where to redo from when the queue forgot its jobs at `lostAt`: the newest mark at least the window old, else the oldest. */
export const redoPoint = (marks: readonly PositionMark[], lostAt: string, windowMs = LOST_JOBS_WINDOW_MS): Checkpoint => {
  const old = marks.filter((mark) => ageAt(mark, lostAt) >= windowMs);
  return (old.at(-1) ?? marks[0]!).checkpoint;
};

export interface LostJobsCheckDeps {
  /** The consumer group whose jobs these are: it keys its row of marks. */
  readonly consumer: string;
  readonly queue: Pick<QueueDriver, 'memory'>;
  readonly now: () => Date;
}

interface QueueMemoryRow {
  readonly memory: string;
  readonly marks: readonly PositionMark[];
}

/**
 * Lets reactors redo what a queue that lost its jobs forgot. Now and then it marks where the reactors got to; when the
 * queue's memory has changed, they handle again the events of the window before the loss. Their jobs are named after
 * the events and run against ledgers, so a job that had run sends nothing twice, and one that was lost runs.
 */
export const lostJobsCheck = ({ consumer, queue, now }: LostJobsCheckDeps): LostWorkCheck => ({
  everyMs: CHECK_EVERY_MS,
  async redoFrom(tx, position) {
    const memory = await queue.memory();
    const mark: PositionMark = { at: now().toISOString(), checkpoint: position };
    const { rows } = await tx.query<QueueMemoryRow>('SELECT memory, marks FROM queue_memory WHERE consumer = $1 FOR UPDATE', [consumer]);
    const known = rows[0];
    if (!known) {
      await tx.query('INSERT INTO queue_memory (consumer, memory, marks) VALUES ($1, $2, $3) ON CONFLICT (consumer) DO NOTHING', [consumer, memory, JSON.stringify([mark])]);
      return undefined;
    }
    if (known.memory === memory) {
      const marks = withMark(known.marks, mark);
      if (marks !== known.marks) await tx.query('UPDATE queue_memory SET marks = $2 WHERE consumer = $1', [consumer, JSON.stringify(marks)]);
      return undefined;
    }
    const redoFrom = redoPoint(known.marks, mark.at);
    // The jobs of the events after the redo point are enqueued anew from now on: no mark past it holds any more.
    const marks = known.marks.filter((kept) => compareCheckpoints(kept.checkpoint, redoFrom) <= 0);
    await tx.query('UPDATE queue_memory SET memory = $2, marks = $3 WHERE consumer = $1', [consumer, memory, JSON.stringify(marks)]);
    return redoFrom;
  },
});
