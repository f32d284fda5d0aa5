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
