import { siteLog } from '../logging/site-log.js';

/**
 * Background jobs, run at least once. Reactors enqueue; processors in the `workers` role run them.
 * A job is idempotent: a deterministic `jobId` makes re-enqueueing the same job a no-op, and a
 * handler that runs twice does no harm twice (a job whose process died mid-run is run again).
 */
export const JOB_OUTCOMES = {
  /** The work was done. */
  DONE: 'done',
  /** Nothing to do, now or ever (member erased, already confirmed...): never retried. */
  SKIPPED: 'skipped',
} as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[keyof typeof JOB_OUTCOMES];

export interface JobContext {
  readonly jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  readonly attempt: number;
}

/** Throw only on failures worth retrying; a permanent one returns SKIPPED. */
export type JobHandler<Data = never> = (data: Data, context: JobContext) => Promise<JobOutcome>;
/** Handlers of one queue by job name. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface EnqueueOptions {
  /** Same id, same job: enqueueing it again while it is remembered does nothing. Letters, digits, `-`, `_`, `.` only. */
  readonly jobId: string;
  /** Total runs, the first included. */
  readonly attempts: number;
  /** Delay before the first retry; each later retry waits twice as long as the one before. */
  readonly backoffMs: number;
  /** Runs the job no earlier than this long after the enqueue (at once when absent). The `jobId` dedupe holds meanwhile. */
  readonly delayMs?: number;
}

export interface JobFailure {
  readonly queue: string;
  readonly jobName: string;
  readonly jobId: string;
  readonly attempt: number;
  readonly error: unknown;
  /** No attempt is left: the job is given up. */
  readonly final: boolean;
}

export interface ProcessOptions {
  /** Jobs of this queue running at once in this process; the driver's own number when absent. */
  readonly concurrency?: number;
}

export interface QueueDriver {
  enqueue(queue: string, jobName: string, data: unknown, options: EnqueueOptions): Promise<void>;
  /** Starts running this queue's jobs with `handlers`; call once per queue and process. */
  process(queue: string, handlers: JobHandlers, options?: ProcessOptions): Promise<void>;
  /**
   * Runs job `jobName` of `queue` (with `{}` as its data) every `everyMs`: periodic work such as a sweep. The schedule
   * is named after the job, so every replica that schedules it names the same one, and each tick is one job that
   * one process runs. A tick is not retried: the next tick is its retry. Scheduling again changes the interval.
   */
  schedule(queue: string, jobName: string, everyMs: number): Promise<void>;
  /** Ends the schedule of `jobName` (periodic work switched off by configuration); nothing when there is none. */
  unschedule(queue: string, jobName: string): Promise<void>;
  /** How many jobs of `queue` are in each state now: the queue depth operators watch. */
  counts(queue: string): Promise<QueueCounts>;
  /**
   * Names what the queue holds now: the name changes when the queue has lost its jobs (Redis restarted without its
   * data). Whoever enqueued jobs then enqueues again those that may not have run.
   */
  memory(): Promise<string>;
  close(): Promise<void>;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueCounts = Readonly<Record<(typeof QUEUE_STATES)[number], number>>;

export const QUEUE_ERRORS = {
  INVALID_JOB_ID: 'QUEUE.INVALID_JOB_ID',
  UNKNOWN_JOB: 'QUEUE.UNKNOWN_JOB',
} as const;

export class QueueError extends Error {
  constructor(
    readonly code: (typeof QUEUE_ERRORS)[keyof typeof QUEUE_ERRORS],
    message: string,
  ) {
    super(message);
    this.name = 'QueueError';
  }
}

// BullMQ reserves `:` in ids; both drivers accept the same ids so a test on one holds for the other.
const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

export const assertValidJobId = (jobId: string): void => {
  if (!JOB_ID_PATTERN.test(jobId)) throw new QueueError(QUEUE_ERRORS.INVALID_JOB_ID, `Invalid job id: ${JSON.stringify(jobId)}`);
};

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long every driver keeps a finished job. A job id is only deduplicated while its job is kept, so a completed one
 * is kept long enough to cover any replay of a reactor; a failed one longer, for inspection.
 */
export const JOB_RETENTION = { completedMs: 7 * DAY_MS, failedMs: 30 * DAY_MS } as const;

/** Delay before run `nextAttempt` (2 = the first retry): exponential, as BullMQ computes it. */
export const retryDelayMs = (backoffMs: number, nextAttempt: number): number => backoffMs * 2 ** (nextAttempt - 2);

export const unknownJobError = (queue: string, jobName: string): QueueError =>
  new QueueError(QUEUE_ERRORS.UNKNOWN_JOB, `No handler for job ${jobName} on queue ${queue}`);

/** Job ids carry member ids and event ids, never personal data; the error's message is the job's own. */
export const reportJobFailureToLog = (failure: JobFailure): void => {
  const error = failure.error instanceof Error ? failure.error.message : String(failure.error);
  siteLog.error({ queue: failure.queue, job: failure.jobName, jobId: failure.jobId, attempt: failure.attempt, final: failure.final, error }, 'job failed');
};
