import type { EnqueueOptions, JobFailure, JobHandlers, QueueCounts, QueueDriver } from './job-queue.port.js';
import { assertValidJobId, reportJobFailureToLog, retryDelayMs, unknownJobError } from './job-queue.port.js';

export interface InProcessQueueOptions {
  /** Jobs of one queue running at the same time. */
  readonly concurrency?: number;
  readonly onJobFailed?: (failure: JobFailure) => void;
}

interface PendingJob {
  readonly queue: string;
  readonly jobName: string;
  readonly data: unknown;
  readonly options: EnqueueOptions;
  attempt: number;
}

interface QueueState {
  /** Every job id ever enqueued here: the dedupe memory, as long as the process lives. */
  readonly knownIds: Set<string>;
  readonly ready: PendingJob[];
  readonly running: Set<PendingJob>;
  /** Jobs waiting for their next attempt. */
  retrying: number;
  /** Jobs that failed for good since the start (this driver keeps no failed jobs to count). */
  failed: number;
  handlers?: JobHandlers;
}

const DEFAULT_CONCURRENCY = 4;

const scheduleKey = (queue: string, jobName: string): string => JSON.stringify([queue, jobName]);

/**
 * The embedded default: jobs run in this process, asynchronously, with the same id dedupe and
 * exponential retries as the BullMQ driver. Jobs not yet run are lost when the process stops;
 * the reactors' deterministic ids make a re-enqueue after a replay safe.
 */
export class InProcessQueueDriver implements QueueDriver {
  private readonly queues = new Map<string, QueueState>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  /** Timers of the schedules, by queue and job name. */
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private readonly concurrency: number;
  private readonly onJobFailed: (failure: JobFailure) => void;

  constructor(options: InProcessQueueOptions = {}) {
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.onJobFailed = options.onJobFailed ?? reportJobFailureToLog;
  }

  async enqueue(queue: string, jobName: string, data: unknown, options: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error('The queue driver is closed');
    assertValidJobId(options.jobId);
    const state = this.stateOf(queue);
    if (state.knownIds.has(options.jobId)) return;
    state.knownIds.add(options.jobId);
    // A copy, as a Redis round trip would make: a caller mutating its object later changes nothing.
    state.ready.push({ queue, jobName, data: structuredClone(data), options, attempt: 1 });
    this.wake(state);
  }

  async process(queue: string, handlers: JobHandlers): Promise<void> {
    const state = this.stateOf(queue);
    if (state.handlers) throw new Error(`Queue ${queue} is already processed`);
    state.handlers = handlers;
    this.wake(state);
  }

  /** One process has no replicas to agree with: a timer ticks, and a slow run is not overtaken by the next tick. */
  async schedule(queue: string, jobName: string, everyMs: number): Promise<void> {
    if (this.closed) throw new Error('The queue driver is closed');
    await this.unschedule(queue, jobName);
    const state = this.stateOf(queue);
    let ticks = 0;
    const timer = setInterval(() => {
      if (this.holdsJobNamed(state, jobName)) return;
      ticks += 1;
      // Ticks bypass the dedupe memory: their ids are unique anyway, and remembering one per tick would grow forever.
      state.ready.push({ queue, jobName, data: {}, options: { jobId: `${jobName}.tick-${ticks}`, attempts: 1, backoffMs: 0 }, attempt: 1 });
      this.pump(state);
    }, everyMs);
    this.schedules.set(scheduleKey(queue, jobName), timer);
  }

  async unschedule(queue: string, jobName: string): Promise<void> {
    const key = scheduleKey(queue, jobName);
    clearInterval(this.schedules.get(key));
    this.schedules.delete(key);
  }

  async counts(queue: string): Promise<QueueCounts> {
    const state = this.stateOf(queue);
    return { waiting: state.ready.length, active: state.running.size, delayed: state.retrying, failed: state.failed };
  }

  /** Resolves once no job is waiting, running or waiting for a retry (in queues that are processed). */
  drain(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.notifyIfIdle();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.schedules.values()) clearInterval(timer);
    this.schedules.clear();
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    for (const state of this.queues.values()) state.ready.length = 0;
    await this.drain();
  }

  private stateOf(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) {
      state = { knownIds: new Set(), ready: [], running: new Set(), retrying: 0, failed: 0 };
      this.queues.set(queue, state);
    }
    return state;
  }

  // Deferred so that enqueue returns before the job runs, as it does with a real queue.
  private wake(state: QueueState): void {
    setImmediate(() => this.pump(state));
  }

  private holdsJobNamed(state: QueueState, jobName: string): boolean {
    return [...state.ready, ...state.running].some((job) => job.jobName === jobName);
  }

  private pump(state: QueueState): void {
    const handlers = state.handlers;
    if (!handlers || this.closed) return this.notifyIfIdle();
    while (state.running.size < this.concurrency && state.ready.length > 0) {
      const job = state.ready.shift() as PendingJob;
      state.running.add(job);
      void this.run(job, handlers).finally(() => {
        state.running.delete(job);
        this.pump(state);
      });
    }
    this.notifyIfIdle();
  }

  private async run(job: PendingJob, handlers: JobHandlers): Promise<void> {
    const handler = handlers[job.jobName];
    if (!handler) return this.fail(job, unknownJobError(job.queue, job.jobName), true);
    try {
      await handler(job.data as never, { jobId: job.options.jobId, attempt: job.attempt });
    } catch (error) {
      this.fail(job, error, job.attempt >= job.options.attempts);
    }
  }

  private fail(job: PendingJob, error: unknown, final: boolean): void {
    const { queue, jobName, attempt } = job;
    this.onJobFailed({ queue, jobName, jobId: job.options.jobId, attempt, error, final });
    const state = this.stateOf(queue);
    if (final) state.failed += 1;
    if (final || this.closed) return;
    job.attempt += 1;
    state.retrying += 1;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      state.retrying -= 1;
      state.ready.push(job);
      this.pump(state);
    }, retryDelayMs(job.options.backoffMs, job.attempt));
    this.retryTimers.add(timer);
  }

  private isIdle(): boolean {
    if (this.retryTimers.size > 0) return false;
    return [...this.queues.values()].every((state) => state.running.size === 0 && (!state.handlers || this.closed || state.ready.length === 0));
  }

  private notifyIfIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
