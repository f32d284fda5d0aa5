// Immutable updates the aggregates' evolve functions share.

/** `record` without the entry under `key`. */
export const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

/** `ids` with `id` appended, keeping only the last `limit`: a state remembers recent ids without growing with use. */
export const remember = (ids: readonly string[], id: string, limit: number): readonly string[] => [...ids.slice(Math.max(0, ids.length - limit + 1)), id];
