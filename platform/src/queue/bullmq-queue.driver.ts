import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { siteLog } from '../logging/site-log.js';
import type { EnqueueOptions, JobFailure, JobHandlers, ProcessOptions, QueueCounts, QueueDriver } from './job-queue.port.js';
import { assertValidJobId, JOB_RETENTION, reportJobFailureToLog, unknownJobError } from './job-queue.port.js';

export interface BullMqQueueOptions {
  /** REDIS_URL, e.g. redis://127.0.0.1:6379/0 */
  readonly redisUrl: string;
  /** Namespaces every Redis key: lets tests and several sites share one Redis. */
  readonly prefix?: string;
  /** Jobs of one queue running at the same time in this process. */
  readonly concurrency?: number;
  readonly onJobFailed?: (failure: JobFailure) => void;
  /**
   * How long a running job stays locked to its worker without a renewal (the worker renews it while the job runs), and
   * how often workers look for jobs whose lock ran out because their worker died: those are run again. BullMQ's 30 s
   * when absent.
   */
  readonly leaseMs?: number;
  /**
   * How often this driver writes its schedules to Redis again: Redis restarted without its data (the queue kept as a
   * cache) forgets them, and no sweep would run until a worker process restarts. One minute when absent.
   */
  readonly scheduleRefreshMs?: number;
}

// BullMQ counts ages in seconds.
const KEEP_COMPLETED = { age: JOB_RETENTION.completedMs / 1000 };
const KEEP_FAILED = { age: JOB_RETENTION.failedMs / 1000 };
// A tick carries no id worth deduplicating; a few are kept for inspection, not one per tick for a week.
const KEEP_TICKS = { count: 100 };
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_SCHEDULE_REFRESH_MS = 60_000;
/** Writes the marker unless it is there, and answers the marker there now. */
const WRITE_MEMORY_ONCE = "redis.call('SET', KEYS[1], ARGV[1], 'NX'); return redis.call('GET', KEYS[1])";
// BullMQ's own prefix when none is given: the marker sits beside the jobs it stands for.
const BULLMQ_DEFAULT_PREFIX = 'bull';

/** Production driver: BullMQ 6 on Redis, one BullMQ queue per queue name. */
export class BullMqQueueDriver implements QueueDriver {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly onJobFailed: (failure: JobFailure) => void;
  /** The schedules this process keeps, by queue and job name, with their period. */
  private readonly schedules = new Map<string, { queue: string; jobName: string; everyMs: number }>();
  private scheduleRefresh: NodeJS.Timeout | undefined;
  private memoryClient: Redis | undefined;
  private closed = false;

  constructor(private readonly options: BullMqQueueOptions) {
    this.onJobFailed = options.onJobFailed ?? reportJobFailureToLog;
  }

  async enqueue(queue: string, jobName: string, data: unknown, options: EnqueueOptions): Promise<void> {
    assertValidJobId(options.jobId);
    // A closed driver's queues are gone: an enqueue would open a connection nobody closes.
    if (this.closed) throw new Error('The queue driver is closed');
    // BullMQ ignores an add whose job id it still holds: that is the dedupe.
    await this.queueOf(queue).add(jobName, data, {
      jobId: options.jobId,
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs },
      delay: options.delayMs,
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    });
  }

  /**
   * A BullMQ job scheduler whose id is the job name: every replica upserts the same one, and BullMQ produces each
   * tick as one job, which one worker takes.
   */
  async schedule(queue: string, jobName: string, everyMs: number): Promise<void> {
    this.schedules.set(`${queue}/${jobName}`, { queue, jobName, everyMs });
    await this.upsertSchedule(queue, jobName, everyMs);
    // Upserting an unchanged scheduler keeps its next tick: writing them again is harmless when Redis still has them.
    this.scheduleRefresh ??= setInterval(() => void this.refreshSchedules(), this.options.scheduleRefreshMs ?? DEFAULT_SCHEDULE_REFRESH_MS).unref();
  }

  async unschedule(queue: string, jobName: string): Promise<void> {
    this.schedules.delete(`${queue}/${jobName}`);
    await this.queueOf(queue).removeJobScheduler(jobName);
  }

  private async upsertSchedule(queue: string, jobName: string, everyMs: number): Promise<void> {
    await this.queueOf(queue).upsertJobScheduler(
      jobName,
      { every: everyMs },
      { name: jobName, data: {}, opts: { attempts: 1, removeOnComplete: KEEP_TICKS, removeOnFail: KEEP_TICKS } },
    );
  }

  private async refreshSchedules(): Promise<void> {
    for (const { queue, jobName, everyMs } of this.schedules.values()) {
      if (this.closed) return;
      await this.upsertSchedule(queue, jobName, everyMs).catch((error: unknown) =>
        siteLog.error({ queue, job: jobName, error: error instanceof Error ? error.message : String(error) }, 'schedule refresh failed'),
      );
    }
  }

  async counts(queue: string): Promise<QueueCounts> {
    const counts = await this.queueOf(queue).getJobCounts('waiting', 'active', 'delayed', 'failed');
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
  }

  /**
   * A marker key written once beside the jobs: Redis restarted without its data has lost it with them, and the next
   * call writes a new one.
   */
  async memory(): Promise<string> {
    if (this.closed) throw new Error('The queue driver is closed');
    if (!this.memoryClient) {
      this.memoryClient = new Redis(this.options.redisUrl);
      this.memoryClient.on('error', (error) => siteLog.error({ error: error.message }, 'queue memory connection error'));
    }
    const key = `${this.options.prefix ?? BULLMQ_DEFAULT_PREFIX}:queue-memory`;
    // In one script: a Redis restarting between a write and a read would otherwise answer the read with nothing.
    return String(await this.memoryClient.eval(WRITE_MEMORY_ONCE, 1, key, randomUUID()));
  }

  /** The BullMQ queues behind these names, for the staff's queue dashboard. */
  bullQueues(names: readonly string[]): Queue[] {
    return names.map((name) => this.queueOf(name));
  }

  async process(queue: string, handlers: JobHandlers, options: ProcessOptions = {}): Promise<void> {
    const worker = new Worker(queue, (job: Job) => this.runJob(queue, handlers, job), {
      // Kept on every job it runs (`processedBy`): which host and process runs or ran a job, for operators and the chaos harness.
      name: `${hostname()}.${process.pid}`,
      connection: this.connection(),
      prefix: this.options.prefix,
      concurrency: options.concurrency ?? this.options.concurrency ?? DEFAULT_CONCURRENCY,
      // BullMQ's defaults apply only to options that are absent, not present as undefined.
      ...(this.options.leaseMs !== undefined && { lockDuration: this.options.leaseMs, stalledInterval: this.options.leaseMs }),
    });
    worker.on('failed', (job, error) => {
      if (job) this.onJobFailed(this.failureOf(queue, job, error));
    });
    worker.on('error', (error) => siteLog.error({ queue, error: error.message }, 'queue worker error'));
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.scheduleRefresh);
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    const memoryClient = this.memoryClient;
    this.memoryClient = undefined;
    await memoryClient?.quit();
    this.workers.length = 0;
    this.queues.clear();
  }

  private async runJob(queue: string, handlers: JobHandlers, job: Job): Promise<string> {
    const handler = handlers[job.name];
    if (!handler) throw new UnrecoverableError(unknownJobError(queue, job.name).message);
    return handler(job.data as never, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 });
  }

  private failureOf(queue: string, job: Job, error: Error): JobFailure {
    const attempt = job.attemptsMade;
    const final = error instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
    return { queue, jobName: job.name, jobId: job.id ?? '', attempt, error, final };
  }

  private queueOf(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.options.prefix });
      queue.on('error', (error) => siteLog.error({ queue: name, error: error.message }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  // Each Queue and Worker opens its own connections from these options (BullMQ itself makes a
  // worker's blocking connection retry forever, while an enqueue fails fast when Redis is down).
  private connection() {
    return { url: this.options.redisUrl };
  }
}
