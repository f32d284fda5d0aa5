import { randomUUID } from 'node:crypto';
import type { AppendResult, Checkpoint, EventStore, EventToAppend, ExpectedVersion, MultiAppendResult, RecordedEvent, StreamAppend } from '@dating/domain';
import type { SnapshotRead, SnapshotReading, StreamFromSnapshot } from '../event-sourcing/snapshot-store.js';
import type { AlongsideAppending, AlongsideRow } from '../event-store/alongside-appending.js';
import { AppendNotifier, type AppendListener, type AppendNotifying } from '../event-store/append-notifier.js';
import type { LiveBus } from './live-bus.js';

interface AppendedNotice {
  readonly origin: string;
  readonly checkpoint: Checkpoint;
}

/**
 * The log's in-process append nudge, extended to every process of the site over the live bus: a consumer whose lock
 * is held in another process (a projection, the live publisher) wakes at once instead of at its next poll, which is
 * what keeps a message sent through one API instance within milliseconds of the page connected to another.
 */
export class ClusterNotifyingEventStore implements EventStore, AppendNotifying, Partial<SnapshotReading>, Partial<AlongsideAppending> {
  readonly #origin = randomUUID();
  readonly #notifier = new AppendNotifier();
  readonly #unsubscribe: (() => void)[];
  /** There when the decorated log reads snapshots too. */
  readonly readStreamsFromSnapshots?: (reads: readonly SnapshotRead[]) => Promise<StreamFromSnapshot[]>;

  /** There when the decorated log appends alongside the caller's work. */
  readonly appendManyAlongside?: (appends: readonly StreamAppend[], alongside: AlongsideRow) => Promise<MultiAppendResult>;

  constructor(
    private readonly inner: EventStore & AppendNotifying & Partial<SnapshotReading> & Partial<AlongsideAppending>,
    bus: LiveBus,
  ) {
    this.readStreamsFromSnapshots = inner.readStreamsFromSnapshots?.bind(inner);
    this.appendManyAlongside = inner.appendManyAlongside?.bind(inner);
    this.#unsubscribe = [
      inner.onAppended((appended) => {
        this.#notifier.notify(appended);
        const notice: AppendedNotice = { origin: this.#origin, checkpoint: appended.checkpoint };
        // A nudge is only a hint: the others poll anyway.
        bus.publish('appended', JSON.stringify(notice)).catch(() => undefined);
      }),
      bus.subscribe('appended', (message) => {
        const notice = JSON.parse(message) as AppendedNotice;
        if (notice.origin !== this.#origin) this.#notifier.notify({ streamIds: [], checkpoint: notice.checkpoint });
      }),
    ];
  }

  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    return this.inner.appendMany(appends);
  }

  readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, afterVersion);
  }

  readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(from, maxCount);
  }

  onAppended(listener: AppendListener): () => void {
    return this.#notifier.onAppended(listener);
  }

  close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    return this.inner.close();
  }
}
