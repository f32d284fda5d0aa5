import type { Writable } from 'node:stream';
import { START_CHECKPOINT, type EventStore, type RecordedEvent } from '@dating/domain';

export interface ExportFilter {
  readonly types?: readonly string[];
  /** ISO times; an event counts by when it was recorded. */
  readonly since?: string;
  readonly until?: string;
}

const BATCH = 1_000;

const matches = (event: RecordedEvent, filter: ExportFilter) =>
  (!filter.types?.length || filter.types.includes(event.type)) &&
  (!filter.since || event.recordedAt >= filter.since) &&
  (!filter.until || event.recordedAt < filter.until);

/**
 * Writes the event log (or a slice by type and time) as NDJSON in the store's global order. Give it
 * the stored log, not the decrypting one: personal fields leave encrypted, and stay erasable.
 */
export const exportEvents = async (log: EventStore, filter: ExportFilter, out: Writable): Promise<number> => {
  let written = 0;
  for (let from = START_CHECKPOINT; ; ) {
    const batch = await log.readAll(from, BATCH);
    if (!batch.length) return written;
    for (const event of batch.filter((candidate) => matches(candidate, filter))) {
      if (!out.write(`${JSON.stringify(event)}\n`)) await new Promise((resolve) => out.once('drain', resolve));
      written++;
    }
    from = batch.at(-1)!.checkpoint;
  }
};
