/** A seeded generator (mulberry32): one seed draws the same fault schedule and the same members' choices again. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, below). */
  below(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export const seededRandom = (seed: number): SeededRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (bound: number) => Math.floor(next() * bound);
  return { next, below, pick: (items) => items[below(items.length)]!, chance: (probability) => next() < probability };
};
