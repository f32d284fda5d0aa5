import type { Checkpoint, EventStore, RecordedEvent } from '@dating/domain';
import type { AppendListener, AppendNotifying } from '../event-store/append-notifier.js';

// Long enough for every consumer woken on one poll tick to come by, short enough that nothing missed lasts.
const KEEP_FINISHED_MS = 50;

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
 * a consumer that was woken for it.
 */
export class SharedLogReader implements LogReader {
  readonly #inFlight = new Map<string, SharedRead>();
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

  readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
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
    this.#inFlight.set(key, read);
    return events;
  }
}
