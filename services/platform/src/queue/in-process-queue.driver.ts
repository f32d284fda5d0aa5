import type { EnqueueOptions, JobFailure, JobHandlers, QueueDriver } from './job-queue.port.js';
import { assertValidJobId, reportJobFailureToConsole, retryDelayMs, unknownJobError } from './job-queue.port.js';

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
  handlers?: JobHandlers;
  running: number;
}

const DEFAULT_CONCURRENCY = 4;

/**
 * The embedded default: jobs run in this process, asynchronously, with the same id dedupe and
 * exponential retries as the BullMQ driver. Jobs not yet run are lost when the process stops;
 * the reactors' deterministic ids make a re-enqueue after a replay safe.
 */
export class InProcessQueueDriver implements QueueDriver {
  private readonly queues = new Map<string, QueueState>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private readonly concurrency: number;
  private readonly onJobFailed: (failure: JobFailure) => void;

  constructor(options: InProcessQueueOptions = {}) {
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.onJobFailed = options.onJobFailed ?? reportJobFailureToConsole;
  }

  async enqueue(queue: string, jobName: string, data: unknown, options: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error('The queue driver is closed');
    assertValidJobId(options.jobId);
    const state = this.stateOf(queue);
    if (state.knownIds.has(options.jobId)) return;
    state.knownIds.add(options.jobId);
    // A copy, as a Redis round trip would make: a caller mutating its object later changes nothing.
    state.ready.push({ queue, jobName, data: structuredClone(data), options, attempt: 1 });
    this.schedule(state);
  }

  async process(queue: string, handlers: JobHandlers): Promise<void> {
    const state = this.stateOf(queue);
    if (state.handlers) throw new Error(`Queue ${queue} is already processed`);
    state.handlers = handlers;
    this.schedule(state);
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
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    for (const state of this.queues.values()) state.ready.length = 0;
    await this.drain();
  }

  private stateOf(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) {
      state = { knownIds: new Set(), ready: [], running: 0 };
      this.queues.set(queue, state);
    }
    return state;
  }

  // Deferred so that enqueue returns before the job runs, as it does with a real queue.
  private schedule(state: QueueState): void {
    setImmediate(() => this.pump(state));
  }

  private pump(state: QueueState): void {
    const handlers = state.handlers;
    if (!handlers || this.closed) return this.notifyIfIdle();
    while (state.running < this.concurrency && state.ready.length > 0) {
      const job = state.ready.shift() as PendingJob;
      state.running += 1;
      void this.run(job, handlers).finally(() => {
        state.running -= 1;
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
    if (final || this.closed) return;
    job.attempt += 1;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      const state = this.stateOf(job.queue);
      state.ready.push(job);
      this.pump(state);
    }, retryDelayMs(job.options.backoffMs, job.attempt));
    this.retryTimers.add(timer);
  }

  private isIdle(): boolean {
    if (this.retryTimers.size > 0) return false;
    return [...this.queues.values()].every((state) => state.running === 0 && (!state.handlers || this.closed || state.ready.length === 0));
  }

  private notifyIfIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
