import type { SqlExecutor } from '../sql/sql.port.js';

/** Per-subject data keys kept outside the event log; destroying one erases that subject's personal fields. */
export interface KeyStore {
  /**
   * The subject's key, created on first use; null once the key was destroyed (a subject that was
   * erased gets no new key, so data arriving late for them is never stored readable).
   */
  getOrCreateKey(subjectId: string): Promise<Buffer | null>;
  /** `getOrCreateKey` for many subjects in one round trip each way: the keys that exist after it (none of the erased). */
  getOrCreateKeys(subjectIds: readonly string[]): Promise<ReadonlyMap<string, Buffer>>;
  /** Keys of the given subjects that still exist (destroyed or unknown ones are absent). */
  getKeys(subjectIds: readonly string[]): Promise<ReadonlyMap<string, Buffer>>;
  /** Irreversibly forgets the key. Idempotent. */
  destroyKey(subjectId: string): Promise<void>;
  /** The same store, working through `executor` (an open transaction) instead of its own connection. */
  within(executor: SqlExecutor): KeyStore;
}
