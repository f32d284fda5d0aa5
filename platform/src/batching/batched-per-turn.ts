/**
 * Gathers the calls made in one turn of the event loop into one call of `many`, which answers each key in the order it
 * was given. Jobs running side by side then ask the database once per turn for all of them, not once each: under load
 * a round trip serves many jobs, and alone a job waits no longer than the turn it is in.
 */
export const batchedPerTurn = <Key, Result>(many: (keys: readonly Key[]) => Promise<readonly Result[]>): ((key: Key) => Promise<Result>) => {
  interface Call {
    readonly key: Key;
    readonly resolve: (result: Result) => void;
    readonly reject: (error: unknown) => void;
  }
  let gathering: Call[] | null = null;
  const answer = async (calls: readonly Call[]) => {
    try {
      const results = await many(calls.map((call) => call.key));
      calls.forEach((call, index) => call.resolve(results[index]!));
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  };
  return (key) =>
    new Promise<Result>((resolve, reject) => {
      if (!gathering) {
        const calls: Call[] = [];
        gathering = calls;
        // setImmediate runs after every I/O callback of this turn: the replies that arrived together all get their say.
        setImmediate(() => {
          gathering = null;
          void answer(calls);
        });
      }
      gathering.push({ key, resolve, reject });
    });
};

/** `batchedPerTurn` for a lookup that answers by key: a key it leaves out gets `absent`. */
export const batchedLookup = <Key, Result>(many: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Result>>, absent: Result): ((key: Key) => Promise<Result>) =>
  batchedPerTurn(async (keys: readonly Key[]) => {
    const found = await many(keys);
    return keys.map((key) => found.get(key) ?? absent);
  });
