import { START_CHECKPOINT, type Checkpoint } from '@dating/domain';

// Both numbers are unsigned 64-bit at most; zero-padding to that width makes the encoded
// checkpoints sort as strings in the same order as the positions they stand for.
const DIGITS = 20;
const PAIR = /^(\d{20})-(\d{20})$/;

/** Encodes a two-part log position (major, minor) as a checkpoint that compares as a string. */
export const encodePositionPair = (major: bigint | string | number, minor: bigint | string | number): Checkpoint =>
  `${String(major).padStart(DIGITS, '0')}-${String(minor).padStart(DIGITS, '0')}`;

/** The (major, minor) pair of a checkpoint, or undefined for the start of the log. */
export const decodePositionPair = (checkpoint: Checkpoint): readonly [bigint, bigint] | undefined => {
  if (checkpoint === START_CHECKPOINT) return undefined;
  const match = PAIR.exec(checkpoint);
  if (!match) throw new Error(`Not a checkpoint of this event store: ${checkpoint}`);
  return [BigInt(match[1]!), BigInt(match[2]!)];
};

/**
 * Orders checkpoints of the adapters in this package (negative: `a` comes first). They encode
 * fixed-width positions, so this is plain string order; START_CHECKPOINT is before all.
 */
export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => (a < b ? -1 : a > b ? 1 : 0);
