import type { AlongsideAppending } from './alongside-appending.js';
import { randomUUID } from 'node:crypto';
import { START_CHECKPOINT, type EventStore, type EventToAppend, type RecordedEvent } from '@dating/domain';
import type { SnapshotReading } from '../event-sourcing/snapshot-store.js';
import type { SqlPort } from '../sql/sql.port.js';
import type { AppendNotifying } from './append-notifier.js';

/** What the contract needs of an adapter under test. */
export interface EventStoreFixture {
  /** Reading snapshots too when the adapter keeps them in its database. */
  readonly store: EventStore & AppendNotifying & Partial<SnapshotReading> & Partial<AlongsideAppending>;
  /** Database for consumer checkpoints and subject keys. */
  readonly sql: SqlPort;
  /**
   * Appends to a new stream in a transaction on its own connection and keeps it open until
   * `commit`. Only stores with concurrent transactions (PostgreSQL) can; the late-commit case needs it.
   */
  readonly appendHeldOpen?: (streamId: string, events: readonly EventToAppend[]) => Promise<{ commit(): Promise<void> }>;
  dispose(): Promise<void>;
}

/** What the adapter under test can do, for the cases only some adapters can run. */
export interface EventStoreContractOptions {
  /** The store runs transactions concurrently (PostgreSQL), so events can commit out of order. */
  readonly concurrentTransactions: boolean;
  /** The store appends to several streams in one transaction; one that cannot refuses such an append. */
  readonly atomicMultiStreamAppend: boolean;
  /** The store appends in one transaction with work of the caller's in its database (`AlongsideAppending`). */
  readonly alongsideAppend: boolean;
}

export const anEvent = (type = 'ThingHappened', data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data: { value: randomUUID(), ...data },
  metadata: { correlationId: randomUUID() },
});
export const aStreamId = (): string => `thing-${randomUUID()}`;

/** Every event from `from` on, following checkpoints page by page. */
export const readAllFrom = async (store: EventStore, from = START_CHECKPOINT): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  for (let page = await store.readAll(from, 100); page.length > 0; page = await store.readAll(all[all.length - 1]!.checkpoint, 100)) {
    all.push(...page);
  }
  return all;
};
