import { inTodaysShape, START_CHECKPOINT, type Checkpoint, type RecordedEvent } from '@dating/domain';
import { compareCheckpoints } from '../event-store/checkpoint.js';
import { siteLog } from '../logging/site-log.js';
import type { SqlConnection, SqlExecutor, SqlPort } from '../sql/sql.port.js';
import type { Consumer, ConsumerGroup, LostWorkCheck } from './consumer.js';
import { loadCheckpoints, migrateConsumerCheckpoints, saveCheckpoints, saveCheckpointWithOthers } from './consumer-checkpoints.js';
import { NOT_ACQUIRED, whileLocked } from './consumer-lock.js';
import type { LogReader } from './shared-log-reader.js';
import { Sleeper } from './sleeper.js';

export interface ConsumerLogger {
  error(message: string, error: unknown): void;
}

export interface ConsumerRunnerOptions {
  /** The log, or a SharedLogReader over it that the runners of a process share. */
  readonly store: LogReader;
  /** Where checkpoints live and handlers write (the read-model database). */
  readonly sql: SqlPort;
  /** One consumer, or a group of them fed together. */
  readonly consumer: Consumer | ConsumerGroup;
  readonly batchSize?: number;
  /** How often to look for new events when no append in this process says there are some. */
  readonly pollIntervalMs?: number;
  /** How often a waiting instance tries to take over from the active one. */
  readonly lockRetryMs?: number;
  readonly maxBackoffMs?: number;
  /** How long `catchUp` waits for the lock or the running loop before it fails. */
  readonly catchUpTimeoutMs?: number;
  readonly logger?: ConsumerLogger;
  /** Told of every batch committed, for each consumer, with where it got to: requests that wait for one need not poll for it. */
  readonly onProgress?: (name: string, checkpoint: Checkpoint) => void;
  /**
   * Read the next batch while this one is handled, when this one was full: for a consumer whose handling mostly waits
   * on work off the event loop (the analytic lake's DuckDB), so that reading the log and that work overlap. Not on the
   * embedded database, whose one connection the batch's transaction holds.
   */
  readonly readAhead?: boolean;
}

const DEFAULTS = { readAhead: false, batchSize: 500, pollIntervalMs: 1_000, lockRetryMs: 1_000, maxBackoffMs: 30_000, catchUpTimeoutMs: 30_000 };
const FIRST_BACKOFF_MS = 100;
// How often an idle active instance checks that its lock (its connection) is still there.
const PROBE_INTERVAL_MS = 1_000;
const UNTIL_RETRY_MS = 20;
// How soon to read again for an event announced but not readable yet (an older transaction on the server still
// open), and for how long: a committed append is readable within milliseconds, not at the next poll.
const ANNOUNCED_RETRY_MS = 3;
const ANNOUNCED_RETRY_FOR_MS = 1_000;

interface DrainWaiter {
  readonly afterPass: number;
  readonly resolve: () => void;
}

const earliest = (positions: ReadonlyMap<string, Checkpoint>): Checkpoint =>
  [...positions.values()].reduce((first, position) => (compareCheckpoints(position, first) < 0 ? position : first));

/**
 * Feeds one consumer, or a group of them, from the event log: reads their checkpoints, reads the next batch, and in one
 * transaction lets each handle what it has not yet and saves the new checkpoints. Only one instance per consumer name
 * is active at a time (advisory locks); others wait and take over when it stops. A failing batch is logged and retried
 * with backoff, never skipped.
 */
export class ConsumerRunner {
  readonly #options: Required<Omit<ConsumerRunnerOptions, 'logger' | 'onProgress'>> & Pick<ConsumerRunnerOptions, 'onProgress'> & { logger: ConsumerLogger };
  readonly #nudge = new Sleeper();
  readonly #pause = new Sleeper();
  #running = false;
  #active = false;
  #loop?: Promise<void>;
  #unsubscribe?: () => void;
  #passes = 0;
  #drainWaiters: DrainWaiter[] = [];
  #migrated = false;
  readonly #members: readonly Consumer[];
  /** A lone consumer that writes nothing through its tx: its batches need no transaction. */
  readonly #outsideTransactions: boolean;
  /** Where each consumer got to, while this instance holds the locks (no other instance moves their checkpoints then). */
  #positions?: ReadonlyMap<string, Checkpoint>;
  /** The furthest append announced to this process, and since when this instance has not read as far. */
  #announced?: Checkpoint;
  #behindAnnouncedSince?: number;
  #probedAt = 0;
  readonly #lostWork: LostWorkCheck | undefined;
  #lostWorkCheckedAt = 0;
  /** The next batch, being read while the last one was handled. */
  #readingAhead?: { readonly from: Checkpoint; readonly events: Promise<RecordedEvent[]> };

  constructor(options: ConsumerRunnerOptions) {
    this.#options = { ...DEFAULTS, logger: console, ...options };
    const { consumer } = options;
    this.#members = 'members' in consumer ? consumer.members : [consumer];
    this.#outsideTransactions = !('members' in consumer) && consumer.outsideTransactions === true;
    this.#lostWork = 'members' in consumer ? consumer.lostWork : undefined;
    if (this.#members.length === 0) throw new Error(`Consumer group ${consumer.name} has no members`);
    if ('members' in consumer && consumer.members.some((member) => member.outsideTransactions)) {
      throw new Error(`Consumer group ${consumer.name}: a consumer that writes outside transactions runs on its own`);
    }
  }

  get name(): string {
    return this.#options.consumer.name;
  }

  get #memberNames(): string[] {
    return this.#members.map((member) => member.name);
  }

  /** Whether this instance holds the lock and is processing. */
  get isActive(): boolean {
    return this.#active;
  }

  /** Starts the loop in the background; it waits its turn if another instance is active. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#unsubscribe = this.#options.store.onAppended?.(({ checkpoint }) => {
      if (checkpoint && (this.#announced === undefined || compareCheckpoints(checkpoint, this.#announced) > 0)) this.#announced = checkpoint;
      this.#nudge.wake();
    });
    this.#loop = this.#run();
  }

  /** Stops after the batch in progress, releasing the lock. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    this.#unsubscribe?.();
    this.#nudge.wake();
    this.#pause.wake();
    await this.#loop;
  }

  /**
   * Processes until no more events are readable. Started: waits for the loop to get there (a pass
   * that began after this call). Not started: takes the lock and processes in the caller's turn.
   * With `until`, keeps at it until the checkpoint reaches that position: an event appended just
   * now stays unreadable while any older transaction on the server is still open.
   */
  async catchUp(until?: Checkpoint): Promise<void> {
    const deadline = Date.now() + this.#options.catchUpTimeoutMs;
    for (;;) {
      await this.#catchUpOnce(deadline);
      if (until === undefined || compareCheckpoints(earliest(await this.#storedPositions(this.#options.sql)), until) >= 0) return;
      if (Date.now() > deadline) throw new Error(`Consumer ${this.name}: did not reach ${until} in time`);
      await this.#pause.sleep(UNTIL_RETRY_MS);
    }
  }

  async #catchUpOnce(deadline: number): Promise<void> {
    if (this.#running) return this.#awaitDrain(deadline);
    for (;;) {
      const outcome = await this.#whileActive((_probe, connection) => this.#drain(connection));
      if (outcome !== NOT_ACQUIRED) return;
      if (Date.now() > deadline) throw new Error(`Consumer ${this.name}: still locked by another instance`);
      await this.#pause.sleep(this.#options.lockRetryMs);
    }
  }

  /** Moves the checkpoint back to the start (and lets the consumer clear its data) for a replay. */
  async reset(): Promise<void> {
    if (this.#running) throw new Error(`Consumer ${this.name}: stop it before a reset`);
    const outcome = await whileLocked(this.#options.sql, this.#memberNames, async (_probe, connection) => {
      await this.#migrate(connection);
      await connection.transaction(async (tx) => {
        for (const member of this.#members) await member.reset?.(tx);
        await saveCheckpoints(tx, this.#memberNames.map((name) => ({ name, checkpoint: START_CHECKPOINT })));
      });
    });
    if (outcome === NOT_ACQUIRED) throw new Error(`Consumer ${this.name}: another instance is active`);
  }

  async #run(): Promise<void> {
    let failures = 0;
    while (this.#running) {
      try {
        const outcome = await this.#whileActive((probe, connection) => this.#processWhileRunning(probe, connection));
        failures = 0;
        if (outcome === NOT_ACQUIRED) await this.#pause.sleep(this.#options.lockRetryMs);
      } catch (error) {
        failures += 1;
        this.#options.logger.error(`Consumer ${this.name} failed (attempt ${failures}); retrying`, error);
        await this.#pause.sleep(Math.min(this.#options.maxBackoffMs, FIRST_BACKOFF_MS * 2 ** (failures - 1)));
      }
    }
    this.#releaseDrainWaiters();
  }

  /** Runs `work` as the active instance: holding the locks, on their connection, from the stored checkpoints, with lazy commits. */
  #whileActive(work: (probe: () => Promise<void>, connection: SqlConnection) => Promise<void>): Promise<void | typeof NOT_ACQUIRED> {
    return whileLocked(this.#options.sql, this.#memberNames, (probe, connection) =>
      this.#fromStoredCheckpoints(() => this.#withLazyCommits(connection, () => work(probe, connection))),
    );
  }

  async #processWhileRunning(probe: () => Promise<void>, connection: SqlConnection): Promise<void> {
    this.#active = true;
    try {
      while (this.#running) {
        const pass = ++this.#passes;
        const handled = await this.#pass(connection);
        if (handled < this.#options.batchSize) {
          this.#resolveDrainWaiters(pass);
          if (Date.now() - this.#probedAt >= PROBE_INTERVAL_MS) {
            await probe();
            this.#probedAt = Date.now();
          }
          await this.#nudge.sleep(this.#untilNextRead());
        }
      }
    } finally {
      this.#active = false;
    }
  }

  async #drain(connection: SqlConnection): Promise<void> {
    while ((await this.#pass(connection)) === this.#options.batchSize);
  }

  /**
   * What a consumer does follows from the log: a commit lost in a crash goes with its checkpoint, and the batch is
   * simply handled again. So its commits need not wait for the disk, where the log's appends do. Set once for the
   * session of the lock's connection, and undone before that connection goes back to the pool.
   */
  async #withLazyCommits<T>(connection: SqlConnection, work: () => Promise<T>): Promise<T> {
    if (this.#options.sql.dialect !== 'postgres') return work();
    await connection.query('SET synchronous_commit = off');
    const result = await work();
    // Not in a finally: a connection whose work failed is destroyed, never handed out again.
    await connection.query('RESET synchronous_commit');
    return result;
  }

  /** Runs `work` having just taken the locks: what another instance did meanwhile is read from the stored checkpoints. */
  async #fromStoredCheckpoints<T>(work: () => Promise<T>): Promise<T> {
    this.#positions = undefined;
    try {
      return await work();
    } finally {
      this.#positions = undefined;
      this.#readingAhead = undefined;
    }
  }

  /** The batch after `from`: the one read ahead if it was read from there, else read now. */
  #read(from: Checkpoint): Promise<RecordedEvent[]> {
    const ahead = this.#readingAhead;
    this.#readingAhead = undefined;
    return ahead && ahead.from === from ? ahead.events : this.#readLog(from);
  }

  /** The batch after `from`, each event in today's shape: a consumer never reads a field an older shape lacks. */
  async #readLog(from: Checkpoint): Promise<RecordedEvent[]> {
    return (await this.#options.store.readAll(from, this.#options.batchSize)).map(inTodaysShape);
  }

  #readAheadFrom(from: Checkpoint): void {
    const events = this.#readLog(from);
    // A failed read ahead is a failed read when its batch's turn comes, or is never looked at: not a crash meanwhile.
    events.catch(() => undefined);
    this.#readingAhead = { from, events };
  }

  async #storedPositions(sql: SqlExecutor): Promise<ReadonlyMap<string, Checkpoint>> {
    const stored = await loadCheckpoints(sql, this.#memberNames);
    return new Map(this.#memberNames.map((name) => [name, stored.get(name) ?? START_CHECKPOINT]));
  }

  /**
   * One batch, from the consumer furthest behind, on the connection that holds the locks: each consumer handles the
   * events it has not yet, all in one transaction. Only checkpoints moved with others' (no consumer had anything to
   * do, or the one consumer writes outside transactions) take the pool.
   */
  async #pass(connection: SqlConnection): Promise<number> {
    const { sql, batchSize, readAhead } = this.#options;
    await this.#migrate(connection);
    const positions = await this.#afterLostWork(connection, this.#positions ?? (await this.#storedPositions(connection)));
    const events = await this.#read(earliest(positions));
    if (events.length === 0) {
      this.#positions = positions;
      return 0;
    }
    const last = events[events.length - 1]!.checkpoint;
    if (readAhead && events.length === batchSize && sql.dialect === 'postgres') this.#readAheadFrom(last);
    // Progress: the short retries stop only for an announced append that stays unreadable a while with none.
    this.#behindAnnouncedSince = undefined;
    const due = this.#members.flatMap((member) => {
      const unhandled = events.filter((event) => compareCheckpoints(event.checkpoint, positions.get(member.name)!) > 0);
      const actsOn = member.handles ? unhandled.some((event) => member.handles!.includes(event.type)) : unhandled.length > 0;
      return actsOn ? [{ member, events: unhandled }] : [];
    });
    // A consumer already past this batch (the batch was read for one further behind) keeps its place.
    const moved = this.#memberNames.map((name) => {
      const position = positions.get(name)!;
      return { name, checkpoint: compareCheckpoints(position, last) > 0 ? position : last };
    });
    if (due.length === 0 || this.#outsideTransactions) {
      for (const { member, events: unhandled } of due) await member.handle(unhandled, connection);
      // One statement shared with the other consumers moving on now, not a transaction each.
      await Promise.all(moved.map(({ name, checkpoint }) => saveCheckpointWithOthers(sql, name, checkpoint)));
    } else {
      await connection.transaction(async (tx) => {
        for (const { member, events: unhandled } of due) await member.handle(unhandled, tx);
        await saveCheckpoints(tx, moved);
      });
    }
    this.#positions = new Map(moved.map(({ name, checkpoint }) => [name, checkpoint]));
    for (const { name, checkpoint } of moved) this.#options.onProgress?.(name, checkpoint);
    return events.length;
  }

  /** The positions moved back, in the same transaction as the check, when the group's lost-work check says its work was lost. */
  async #afterLostWork(connection: SqlConnection, positions: ReadonlyMap<string, Checkpoint>): Promise<ReadonlyMap<string, Checkpoint>> {
    if (!this.#lostWork || Date.now() - this.#lostWorkCheckedAt < this.#lostWork.everyMs) return positions;
    const lostWork = this.#lostWork;
    const movedBack = await connection.transaction(async (tx) => {
      const redoFrom = await lostWork.redoFrom(tx, earliest(positions));
      if (redoFrom === undefined) return undefined;
      const moved = this.#memberNames.map((name) => {
        const position = positions.get(name)!;
        return { name, checkpoint: compareCheckpoints(redoFrom, position) < 0 ? redoFrom : position };
      });
      await saveCheckpoints(tx, moved);
      return { redoFrom, moved };
    });
    this.#lostWorkCheckedAt = Date.now();
    if (!movedBack) return positions;
    siteLog.warn({ consumer: this.name, from: earliest(positions), redoFrom: movedBack.redoFrom }, 'work lost outside the log: handling its events again');
    this.#positions = new Map(movedBack.moved.map(({ name, checkpoint }) => [name, checkpoint]));
    return this.#positions;
  }

  /** A short wait while an announced append is still unreadable (for at most a second without progress), else the poll interval. */
  #untilNextRead(): number {
    const behind = this.#announced !== undefined && this.#positions !== undefined && compareCheckpoints(earliest(this.#positions), this.#announced) < 0;
    if (!behind) {
      this.#behindAnnouncedSince = undefined;
      return this.#untilNextPollTick();
    }
    this.#behindAnnouncedSince ??= Date.now();
    return Date.now() - this.#behindAnnouncedSince < ANNOUNCED_RETRY_FOR_MS ? ANNOUNCED_RETRY_MS : this.#untilNextPollTick();
  }

  /**
   * Idle consumers look at the log on the same ticks of the clock, not each on its own: those at the head of the log
   * then ask for the same batch at once and share one read (`SharedLogReader`), instead of one read each.
   */
  #untilNextPollTick(): number {
    const { pollIntervalMs } = this.#options;
    return pollIntervalMs - (Date.now() % pollIntervalMs);
  }

  async #migrate(connection: SqlConnection): Promise<void> {
    if (this.#migrated) return;
    await migrateConsumerCheckpoints(connection);
    this.#migrated = true;
  }

  #awaitDrain(deadline: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Consumer ${this.name}: not caught up in time`)), deadline - Date.now());
      this.#drainWaiters.push({ afterPass: this.#passes, resolve: () => (clearTimeout(timer), resolve()) });
      this.#nudge.wake();
    });
  }

  #resolveDrainWaiters(pass: number): void {
    const [ready, waiting] = [this.#drainWaiters.filter((w) => w.afterPass < pass), this.#drainWaiters.filter((w) => w.afterPass >= pass)];
    this.#drainWaiters = waiting;
    for (const waiter of ready) waiter.resolve();
  }

  #releaseDrainWaiters(): void {
    // A stopped runner will not catch up: let waiters end (their caller sees the stop).
    const waiters = this.#drainWaiters;
    this.#drainWaiters = [];
    for (const waiter of waiters) waiter.resolve();
  }
}
