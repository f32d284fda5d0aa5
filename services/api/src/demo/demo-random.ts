import { createHash } from 'node:crypto';

const UINT32 = 2 ** 32;

/**
 * A small seeded pseudo-random generator (a 32-bit add-and-mix step): the same seed gives the
 * same demo site on every machine, which keeps seeding resumable and tests stable.
 */
export class DemoRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one named part of the site: members do not shift when another part changes. */
  static for(name: string): DemoRandom {
    return new DemoRandom(createHash('sha256').update(name).digest().readUInt32BE(0));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / UINT32;
  }

  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)]!;
  }

  /** `count` distinct values in random order. */
  sample<T>(values: readonly T[], count: number): T[] {
    const pool = [...values];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = this.int(0, index);
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, count);
  }
}

/** A name-based (version 5 layout) UUID: the same name always gives the same id, so a re-run finds what it wrote. */
export const demoUuid = (name: string): string => {
  const bytes = createHash('sha1').update(`dating-demo-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
