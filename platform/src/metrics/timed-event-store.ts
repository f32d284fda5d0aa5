import type { AppendResult, Checkpoint, EventStore, EventToAppend, ExpectedVersion, MultiAppendResult, RecordedEvent, StreamAppend } from '@dating/domain';
import type { Histogram } from 'prom-client';
import type { SnapshotRead, SnapshotReading, StreamFromSnapshot } from '../event-sourcing/snapshot-store.js';
import type { AlongsideAppending, AlongsideRow } from '../event-store/alongside-appending.js';
import type { AppendListener, AppendNotifying } from '../event-store/append-notifier.js';

/** The site's event store with every append timed, to one stream or several: the latency every command pays. */
export class TimedEventStore implements EventStore, AppendNotifying, Partial<SnapshotReading>, Partial<AlongsideAppending> {
  /** There when the decorated log reads snapshots too. */
  readonly readStreamsFromSnapshots?: (reads: readonly SnapshotRead[]) => Promise<StreamFromSnapshot[]>;

  /** There when the decorated log appends alongside the caller's work; timed as every append. */
  readonly appendManyAlongside?: (appends: readonly StreamAppend[], alongside: AlongsideRow) => Promise<MultiAppendResult>;

  constructor(
    private readonly inner: EventStore & AppendNotifying & Partial<SnapshotReading> & Partial<AlongsideAppending>,
    private readonly appendDuration: Histogram,
  ) {
    this.readStreamsFromSnapshots = inner.readStreamsFromSnapshots?.bind(inner);
    const alongside = inner.appendManyAlongside?.bind(inner);
    if (alongside) this.appendManyAlongside = (appends, work) => this.#timed(() => alongside(appends, work));
  }

  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.#timed(() => this.inner.append(streamId, events, expected));
  }

  appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    return this.#timed(() => this.inner.appendMany(appends));
  }

  readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, afterVersion);
  }

  readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(from, maxCount);
  }

  onAppended(listener: AppendListener): () => void {
    return this.inner.onAppended(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  async #timed<T>(append: () => Promise<T>): Promise<T> {
    const stop = this.appendDuration.startTimer();
    try {
      return await append();
    } finally {
      stop();
    }
  }
}
