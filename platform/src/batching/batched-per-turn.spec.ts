import { batchedLookup, batchedPerTurn, batchedPerTurnOn } from './batched-per-turn.js';

describe('batchedPerTurn', () => {
  it('answers the calls of one turn with one call of the batch function, each with its own result', async () => {
    const batches: string[][] = [];
    const upper = batchedPerTurn(async (keys: readonly string[]) => (batches.push([...keys]), keys.map((key) => key.toUpperCase())));

    await expect(Promise.all([upper('a'), upper('b'), upper('a')])).resolves.toEqual(['A', 'B', 'A']);
    expect(batches).toEqual([['a', 'b', 'a']]);
  });

  it('starts a new batch for calls made after the turn', async () => {
    const batches: number[][] = [];
    const double = batchedPerTurn(async (keys: readonly number[]) => (batches.push([...keys]), keys.map((key) => key * 2)));

    await expect(double(1)).resolves.toBe(2);
    await expect(Promise.all([double(2), double(3)])).resolves.toEqual([4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('fails every call of a batch whose function failed, and serves the next batch afresh', async () => {
    let fail = true;
    const lookup = batchedPerTurn(async (keys: readonly string[]) => {
      if (fail) throw new Error('database gone');
      return keys;
    });

    const failed = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(lookup('c')).resolves.toBe('c');
  });
});

describe('batchedLookup', () => {
  it('gives each key what the lookup found for it, and the absent value where it found nothing', async () => {
    const ages = batchedLookup(async (names: readonly string[]) => new Map(names.filter((name) => name !== 'nobody').map((name) => [name, name.length])), 0);

    await expect(Promise.all([ages('ann'), ages('nobody'), ages('bo')])).resolves.toEqual([3, 0, 2]);
  });
});

describe('batchedPerTurnOn', () => {
  it('shares a call among the calls of one turn on the same handle only, each handle answering from its own', async () => {
    const batches: string[][] = [];
    const prefixed = batchedPerTurnOn(async (handle: { name: string }, keys: readonly string[]) => (batches.push([handle.name, ...keys]), keys.map((key) => `${handle.name}:${key}`)));
    const [first, second] = [{ name: 'one' }, { name: 'two' }];

    await expect(Promise.all([prefixed(first, 'a'), prefixed(second, 'b'), prefixed(first, 'c')])).resolves.toEqual(['one:a', 'two:b', 'one:c']);
    expect(batches).toEqual([['one', 'a', 'c'], ['two', 'b']]);
  });
});
