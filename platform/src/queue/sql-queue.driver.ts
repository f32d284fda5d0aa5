import { Sleeper } from '../consumers/sleeper.js';
import { siteLog } from '../logging/site-log.js';
import type { SqlExecutor, SqlPort } from '../sql/sql.port.js';
import type { EnqueueOptions, JobFailure, JobHandlers, ProcessOptions, QueueCounts, QueueDriver } from './job-queue.port.js';
import { assertValidJobId, JOB_RETENTION, reportJobFailureToLog, retryDelayMs, unknownJobError } from './job-queue.port.js';
import { migrateSqlQueue } from './sql-queue.schema.js';
import {
  CLAIM,
  COUNT_BY_STATE,
  COUNT_DUE_OR_RUNNING,
  DELETE_SCHEDULE,
  ENQUEUE,
  NEXT_DUE,
  PRODUCE_DUE_TICKS,
  PURGE_FINISHED,
  RENEW_LEASES,
  SETTLE,
  UPSERT_SCHEDULE,
} from './sql-queue.statements.js';

export interface SqlQueueOptions {
  /** Jobs of one queue running at the same time in this process. */
  readonly concurrency?: number;
  readonly onJobFailed?: (failure: JobFailure) => void;
  /**
   * How long a claimed job stays this process's without a renewal (renewed while the job runs). Once it has run out the
   * process is taken for dead and the job is run again by whichever process looks next.
   */
  readonly leaseMs?: number;
  /**
   * How often a processed queue is looked at when nothing woke it: for jobs other processes enqueued. An enqueue here
   * wakes it at once, and a delay, a retry or a schedule that falls due sooner wakes it then.
   */
  readonly pollIntervalMs?: number;
}

interface ClaimedJob {
  readonly queue: string;
  readonly jobId: string;
  readonly name: string;
  readonly data: unknown;
  readonly attempt: number;
  readonly attempts: number;
  readonly backoffMs: number;
  readonly stalls: number;
  readonly lease: string;
  readonly fromSchedule: boolean;
}

interface Processor {
  readonly queue: string;
  readonly handlers: JobHandlers;
  readonly sleeper: Sleeper;
  /** Runs in progress here, by job, each ending once its job is settled. */
  readonly running: Map<ClaimedJob, Promise<void>>;
  readonly concurrency: number;
  /** The earliest schedule slot at the last look: until then no tick is due, so none is looked for. */
  nextTickAt: number;
  loop?: Promise<void>;
}

type Settlement =
  | { readonly state: 'completed' }
  | { readonly state: 'failed'; readonly reason: string }
  | { readonly state: 'waiting'; readonly runAt: number; readonly reason: string };

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_LEASE_MS = 30_000;
// Only other processes' jobs wait for a look (this process's own wake it, and due times are known): the embedded
// default has no other process, and each look is a few queries on its single PGlite connection, which pages share.
const DEFAULT_POLL_INTERVAL_MS = 2_000;
// As BullMQ's maxStalledCount: a job that took its process down twice would likely do it again.
const MAX_STALLS = 1;
const HOUR_MS = 60 * 60 * 1000;
// Nobody enqueues a tick's id again: a day of them is kept for inspection, not a week.
const KEEP_TICKS_MS = 24 * HOUR_MS;
const PURGE_EVERY_MS = HOUR_MS;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const SQL_QUEUE_MEMORY = 'sql-queue';

/**
 * Jobs kept in the site's own database (PGlite in the embedded default, or PostgreSQL): they outlive the process, with
 * the same id dedupe, delays, exponential retries and schedules as the BullMQ driver. A job runs under a lease, so two
 * processes on one database never run it at once, and one whose process died is run again once the lease has run out.
 * Times come from the processes' clocks, as with BullMQ: keep them in step to well within the lease.
 */
export class SqlQueueDriver implements QueueDriver {
  private readonly processors = new Map<string, Processor>();
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly onJobFailed: (failure: JobFailure) => void;
  private leaseRenewal?: NodeJS.Timeout;
  private nextPurgeAt = 0;
  private activityWaiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly sql: SqlPort,
    options: SqlQueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.onJobFailed = options.onJobFailed ?? reportJobFailureToLog;
  }

  /** The jobs rest in the site's database with its log: they are never lost without it. */
  async memory(): Promise<string> {
    return SQL_QUEUE_MEMORY;
  }

  /** Creates the queue's tables; safe to run concurrently and repeatedly. */
  migrate(): Promise<void> {
    return migrateSqlQueue(this.sql);
  }

  async enqueue(queue: string, jobName: string, data: unknown, options: EnqueueOptions): Promise<void> {
    this.assertOpen();
    assertValidJobId(options.jobId);
    const runAt = new Date(Date.now() + (options.delayMs ?? 0));
    await this.callerSql().query(ENQUEUE, [queue, options.jobId, jobName, JSON.stringify(data ?? null), options.attempts, options.backoffMs, runAt]);
    this.wakeSoon(queue);
  }

  async process(queue: string, handlers: JobHandlers, options: ProcessOptions = {}): Promise<void> {
    this.assertOpen();
    if (this.processors.has(queue)) throw new Error(`Queue ${queue} is already processed`);
    const processor: Processor = { queue, handlers, sleeper: new Sleeper(), running: new Map(), concurrency: options.concurrency ?? this.concurrency, nextTickAt: 0 };
    this.processors.set(queue, processor);
    this.leaseRenewal ??= setInterval(() => void this.renewLeases(), this.leaseMs / 3);
    // Deferred, as with a real queue: process() returns before any job runs.
    processor.loop = new Promise((resolve) => setImmediate(resolve)).then(() => this.loop(processor));
  }

  async schedule(queue: string, jobName: string, everyMs: number): Promise<void> {
    this.assertOpen();
    const firstTickAt = Date.now() + everyMs;
    await this.callerSql().query(UPSERT_SCHEDULE, [queue, jobName, everyMs, new Date(firstTickAt)]);
    const processor = this.processors.get(queue);
    if (processor) processor.nextTickAt = Math.min(processor.nextTickAt, firstTickAt);
    this.wakeSoon(queue);
  }

  async unschedule(queue: string, jobName: string): Promise<void> {
    await this.callerSql().query(DELETE_SCHEDULE, [queue, jobName]);
  }

  async counts(queue: string): Promise<QueueCounts> {
    const { rows } = await this.callerSql().query<QueueCounts>(COUNT_BY_STATE, [queue, new Date()]);
    return rows[0] as QueueCounts;
  }

  /**
   * Resolves once the queues processed here hold no job that is due or running (in any process). Jobs whose delay or
   * retry backoff has not run out yet are not waited for.
   */
  async drain(): Promise<void> {
    while (!this.closed && !(await this.isIdle())) await this.nextActivity();
  }

  /** Stops taking jobs and waits for the runs in progress; the jobs not yet run stay in the database for the next start. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const processor of this.processors.values()) processor.sleeper.wake();
    await Promise.all([...this.processors.values()].map((processor) => processor.loop));
    await Promise.all([...this.processors.values()].flatMap((processor) => [...processor.running.values()]));
    clearInterval(this.leaseRenewal);
    this.notifyActivity();
  }

  /**
   * A caller inside a transaction of this database (a consumer handling events) enqueues as part of it: the job is kept
   * only if that commits, and on PGlite a query beside the transaction would wait for it to end.
   */
  private callerSql(): SqlExecutor {
    return this.sql.enclosingTransaction() ?? this.sql;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The queue driver is closed');
  }

  // Deferred so that the caller's enqueue returns before the job runs, as it does with a real queue.
  private wakeSoon(queue: string): void {
    const processor = this.processors.get(queue);
    if (processor) setImmediate(() => processor.sleeper.wake());
  }

  private async loop(processor: Processor): Promise<void> {
    while (!this.closed) {
      const sleepMs = await this.poll(processor);
      this.notifyActivity();
      if (!this.closed) await processor.sleeper.sleep(sleepMs);
    }
  }

  /** Makes due ticks, starts the due jobs there is room for, and tells how long to sleep until the next look. */
  private async poll(processor: Processor): Promise<number> {
    const { queue } = processor;
    try {
      const now = Date.now();
      await this.purgeIfDue(now);
      if (processor.nextTickAt <= now) await this.sql.query(PRODUCE_DUE_TICKS, [queue, new Date(now)]);
      const room = processor.concurrency - processor.running.size;
      if (room > 0) {
        const { rows } = await this.sql.query<Omit<ClaimedJob, 'queue'>>(CLAIM, [queue, new Date(now), room, new Date(now + this.leaseMs)]);
        for (const row of rows) this.start(processor, { ...row, queue });
      }
      const { rows } = await this.sql.query<{ next_job_at: Date | null; next_tick_at: Date | null }>(NEXT_DUE, [queue]);
      processor.nextTickAt = rows[0]?.next_tick_at?.getTime() ?? Infinity;
      const nextDueAt = Math.min(rows[0]?.next_job_at?.getTime() ?? Infinity, processor.nextTickAt);
      const msUntilDue = nextDueAt - Date.now();
      // Due already but not taken: the runs here are at the limit (one ending wakes this) or another process holds it.
      return msUntilDue > 0 ? Math.min(msUntilDue, this.pollIntervalMs) : this.pollIntervalMs;
    } catch (error) {
      siteLog.error({ queue, error: messageOf(error) }, 'queue poll failed');
      return this.pollIntervalMs;
    }
  }

  private start(processor: Processor, job: ClaimedJob): void {
    const run = this.run(processor, job)
      .catch((error: unknown) => siteLog.error({ queue: job.queue, job: job.name, jobId: job.jobId, error: messageOf(error) }, 'queue job not settled'))
      .finally(() => {
        processor.running.delete(job);
        processor.sleeper.wake();
        this.notifyActivity();
      });
    processor.running.set(job, run);
  }

  private async run(processor: Processor, job: ClaimedJob): Promise<void> {
    if (job.stalls > MAX_STALLS) return this.fail(job, new Error('The job stalled too often: its process died while running it'), true);
    const handler = processor.handlers[job.name];
    if (!handler) return this.fail(job, unknownJobError(job.queue, job.name), true);
    try {
      await handler(job.data as never, { jobId: job.jobId, attempt: job.attempt });
    } catch (error) {
      return this.fail(job, error, job.fromSchedule || job.attempt >= job.attempts);
    }
    await this.settle(job, { state: 'completed' });
  }

  private async fail(job: ClaimedJob, error: unknown, final: boolean): Promise<void> {
    const reason = messageOf(error);
    const settlement: Settlement = final
      ? { state: 'failed', reason }
      : { state: 'waiting', runAt: Date.now() + retryDelayMs(job.backoffMs, job.attempt + 1), reason };
    if (!(await this.settle(job, settlement))) return;
    this.onJobFailed({ queue: job.queue, jobName: job.name, jobId: job.jobId, attempt: job.attempt, error, final });
  }

  /** False when the lease was lost: another process has taken the job over, and its run decides. */
  private async settle(job: ClaimedJob, settlement: Settlement): Promise<boolean> {
    const now = new Date();
    const { rowCount } = await this.sql.query(SETTLE, [
      job.queue,
      job.jobId,
      job.lease,
      settlement.state,
      settlement.state === 'waiting' ? new Date(settlement.runAt) : null,
      settlement.state === 'waiting' ? null : now,
      settlement.state === 'completed' ? null : settlement.reason,
    ]);
    return rowCount === 1;
  }

  private async renewLeases(): Promise<void> {
    const leases = [...this.processors.values()].flatMap((processor) => [...processor.running.keys()].map((job) => job.lease));
    if (leases.length === 0) return;
    try {
      await this.sql.query(RENEW_LEASES, [leases, new Date(Date.now() + this.leaseMs)]);
    } catch (error) {
      siteLog.error({ error: messageOf(error) }, 'queue lease renewal failed');
    }
  }

  private async purgeIfDue(now: number): Promise<void> {
    if (now < this.nextPurgeAt) return;
    this.nextPurgeAt = now + PURGE_EVERY_MS;
    const cutoffs = [KEEP_TICKS_MS, JOB_RETENTION.completedMs, JOB_RETENTION.failedMs].map((keepMs) => new Date(now - keepMs));
    await this.sql.query(PURGE_FINISHED, cutoffs);
  }

  private async isIdle(): Promise<boolean> {
    const processors = [...this.processors.values()];
    if (processors.some((processor) => processor.running.size > 0)) return false;
    if (processors.length === 0) return true;
    const { rows } = await this.sql.query<{ unfinished: number }>(COUNT_DUE_OR_RUNNING, [[...this.processors.keys()], new Date()]);
    return rows[0]?.unfinished === 0;
  }

  /** Resolves after the next look at a queue or the next settled job, whichever comes first. */
  private nextActivity(): Promise<void> {
    return new Promise((resolve) => this.activityWaiters.push(resolve));
  }

  private notifyActivity(): void {
    const waiters = this.activityWaiters;
    this.activityWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
