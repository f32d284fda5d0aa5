import type { Checkpoint, EventStore, RecordedEvent } from '@dating/domain';
import type { AppendListener, AppendNotifying } from '../event-store/append-notifier.js';
import { compareCheckpoints } from '../event-store/checkpoint.js';

// Long enough for every consumer woken on one poll tick to come by, short enough that nothing missed lasts.
const KEEP_FINISHED_MS = 50;
// The stretches of the log read last, which consumers further behind are served from: enough for the consumers of one
// process running apart under load, for about as long as they take to catch up with each other.
const KEPT_STRETCHES = 8;
const KEEP_STRETCH_MS = 1_000;

/** Events read from just after `from`: all the log held there when read, in order, with none left out. */
interface Stretch {
  readonly from: Checkpoint;
  readonly events: readonly RecordedEvent[];
  readonly until: number;
}

/** What a consumer runner reads the log through. */
export type LogReader = Pick<EventStore, 'readAll'> & Partial<AppendNotifying>;

interface SharedRead {
  /** How many appends had been announced when the read began: a read that began before an append may miss it. */
  readonly appendsAnnounced: number;
  readonly events: Promise<RecordedEvent[]>;
  /** Set when a sole writer's read has finished: it serves callers until then. */
  keptUntil?: number;
}

/**
 * The log as the consumers of one process read it together. An append wakes every consumer at once, and most then ask
 * for the same batch (from the same checkpoint): they share one read instead of each running its own. A read only
 * serves callers that came before any later append was announced, so a shared batch never hides a newer event from
 * a consumer that was woken for it. Under load the consumers drift apart, and would each read from a place of their
 * own: one behind is served what follows its checkpoint in a stretch of the log read lately, and what follows that
 * stretch is read from where it ends, a read the consumers behind share.
 */
export class SharedLogReader implements LogReader {
  readonly #inFlight = new Map<string, SharedRead>();
  #stretches: Stretch[] = [];
  #appendsAnnounced = 0;

  /**
   * `soleWriter`: no other process appends to this log (the embedded PGlite, which one process alone can open). Then a
   * finished read still tells the truth until this process announces an append, and serves later callers for a moment:
   * PGlite answers within the turn that asked, so consumers waking one after another would otherwise each read the
   * same batch.
   */
  constructor(
    private readonly store: LogReader,
    private readonly soleWriter = false,
  ) {
    store.onAppended?.(() => {
      this.#appendsAnnounced += 1;
      if (this.soleWriter) this.#inFlight.clear();
    });
  }

  onAppended(listener: AppendListener): () => void {
    return this.store.onAppended?.(listener) ?? (() => undefined);
  }

  async readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const known = this.#knownAfter(from, maxCount);
    if (!known) return this.#shared(from, maxCount);
    if (known.length === maxCount) return known;
    // A short answer says the log holds no more now: what follows the stretch is read, as any read would be.
    const newer = await this.#shared(known.at(-1)!.checkpoint, maxCount);
    return [...known, ...newer.slice(0, maxCount - known.length)];
  }

  #shared(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${from}/${maxCount}`;
    const shared = this.#inFlight.get(key);
    const fresh = shared?.keptUntil === undefined || shared.keptUntil > Date.now();
    if (shared && fresh && shared.appendsAnnounced === this.#appendsAnnounced) return shared.events;
    const events = this.store.readAll(from, maxCount);
    const read: SharedRead = { appendsAnnounced: this.#appendsAnnounced, events };
    const forget = () => {
      if (this.#inFlight.get(key) === read) this.#inFlight.delete(key);
    };
    const keep = () => {
      read.keptUntil = Date.now() + KEEP_FINISHED_MS;
      setTimeout(forget, KEEP_FINISHED_MS).unref();
    };
    // A failed read is never kept.
    events.then(this.soleWriter ? keep : forget, forget);
    events.then((read) => this.#remember(from, read), () => undefined);
    this.#inFlight.set(key, read);
    return events;
  }

  #remember(from: Checkpoint, events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    const now = Date.now();
    this.#stretches = [...this.#stretches.filter((stretch) => stretch.until > now).slice(1 - KEPT_STRETCHES), { from, events, until: now + KEEP_STRETCH_MS }];
  }

  /** What a stretch read lately holds after `from`, when it holds anything after it; never the empty answer it may have outgrown. */
  #knownAfter(from: Checkpoint, maxCount: number): RecordedEvent[] | undefined {
    const now = Date.now();
    for (const { from: start, events, until } of [...this.#stretches].reverse()) {
      if (until <= now || compareCheckpoints(from, start) < 0 || compareCheckpoints(from, events.at(-1)!.checkpoint) >= 0) continue;
      const next = events.findIndex((event) => compareCheckpoints(event.checkpoint, from) > 0);
      return events.slice(next, next + maxCount);
    }
    return undefined;
  }
}
