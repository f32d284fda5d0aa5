import DataLoader from 'dataloader';

/**
 * Gathers the calls made in one turn of the event loop into one call of `many`, which answers each key in the order it
 * was given. Jobs running side by side then ask the database once per turn for all of them, not once each: under load
 * a round trip serves many jobs, and alone a job waits no longer than the turn it is in.
 */
export const batchedPerTurn = <Key, Result>(many: (keys: readonly Key[]) => Promise<readonly Result[]>): ((key: Key) => Promise<Result>) => {
  const loader = new DataLoader<Key, Result>(async (keys) => many(keys), {
    // Read models change between turns: every batch asks afresh, and a key asked twice in a turn is asked twice.
    cache: false,
    // setImmediate runs after every I/O callback of this turn: the replies that arrived together all get their say.
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return (key) => loader.load(key);
};

/** `batchedPerTurn` for a lookup that answers by key: a key it leaves out gets `absent`. */
export const batchedLookup = <Key, Result>(many: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Result>>, absent: Result): ((key: Key) => Promise<Result>) =>
  batchedPerTurn(async (keys: readonly Key[]) => {
    const found = await many(keys);
    return keys.map((key) => found.get(key) ?? absent);
  });

/**
 * `batchedPerTurn` for a read of one database handle, as stateless query functions make it: the calls of one turn on
 * the same handle share a statement (a transaction's handle batches only its own calls).
 */
export const batchedPerTurnOn = <Handle extends object, Key, Result>(
  many: (handle: Handle, keys: readonly Key[]) => Promise<readonly Result[]>,
): ((handle: Handle, key: Key) => Promise<Result>) => {
  const batchers = new WeakMap<Handle, (key: Key) => Promise<Result>>();
  return (handle, key) => {
    let batcher = batchers.get(handle);
    if (!batcher) {
      batcher = batchedPerTurn((keys: readonly Key[]) => many(handle, keys));
      batchers.set(handle, batcher);
    }
    return batcher(key);
  };
};
