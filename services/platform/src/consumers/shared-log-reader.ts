import type { Checkpoint, EventStore, RecordedEvent } from '@dating/domain';
import type { AppendListener, AppendNotifying } from '../event-store/append-notifier.js';

/** What a consumer runner reads the log through. */
export type LogReader = Pick<EventStore, 'readAll'> & Partial<AppendNotifying>;

interface SharedRead {
  /** How many appends had been announced when the read began: a read that began before an append may miss it. */
  readonly appendsAnnounced: number;
  readonly events: Promise<RecordedEvent[]>;
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

  constructor(private readonly store: LogReader) {
    store.onAppended?.(() => {
      this.#appendsAnnounced += 1;
    });
  }

  onAppended(listener: AppendListener): () => void {
    return this.store.onAppended?.(listener) ?? (() => undefined);
  }

  readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${from}/${maxCount}`;
    const shared = this.#inFlight.get(key);
    if (shared && shared.appendsAnnounced === this.#appendsAnnounced) return shared.events;
    const events = this.store.readAll(from, maxCount).finally(() => {
      if (this.#inFlight.get(key)?.events === events) this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, { appendsAnnounced: this.#appendsAnnounced, events });
    return events;
  }
}
