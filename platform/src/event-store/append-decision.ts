import type { AppendResult, EventToAppend, ExpectedVersion, RecordedEvent } from '@dating/domain';

export type AppendDecision =
  | { readonly kind: 'append'; readonly afterVersion: number }
  /** The whole batch is already stored as one run: a retry of that append, answered with its result. */
  | { readonly kind: 'retried'; readonly result: AppendResult }
  /** One of the ids is stored, not as a retry of this append: a command applied before. */
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'conflict'; readonly actual: number | 'no_stream' };

const storedRun = (stored: readonly RecordedEvent[], ids: readonly string[]): AppendResult | 'partly' | undefined => {
  const start = stored.findIndex((event) => ids.includes(event.id));
  if (start < 0) return undefined;
  const run = stored.slice(start, start + ids.length);
  if (run.length !== ids.length || run.some((event, index) => event.id !== ids[index])) return 'partly';
  const last = run.at(-1)!;
  return { nextExpectedVersion: last.streamVersion, checkpoint: last.checkpoint, storedBefore: true };
};

/**
 * What appending `batch` to a stream holding `stored` must do, for a store that does not refuse a stored event id by
 * itself, with the PostgreSQL adapter's semantics: with `any` or `stream_exists` a stored batch is a retry; with a
 * version that no longer holds, a stored batch is a retry and anything else a conflict; with a version that holds,
 * any stored id is refused, however many events ago it was stored.
 */
export const decideAppend = (stored: readonly RecordedEvent[], batch: readonly EventToAppend[], expected: ExpectedVersion): AppendDecision => {
  const current = stored.at(-1)?.streamVersion ?? 0;
  const prior = storedRun(stored, batch.map((event) => event.id));
  const holds = expected === 'any' || (expected === 'stream_exists' ? current > 0 : (expected === 'no_stream' ? 0 : expected) === current);
  const retry = typeof prior === 'object' && (expected === 'any' || expected === 'stream_exists' || !holds);
  if (retry) return { kind: 'retried', result: prior };
  if (!holds) return { kind: 'conflict', actual: current === 0 ? 'no_stream' : current };
  if (prior) return { kind: 'duplicate' };
  return { kind: 'append', afterVersion: current };
};
