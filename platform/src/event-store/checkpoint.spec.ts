import { START_CHECKPOINT } from '@dating/domain';
import { compareCheckpoints, decodePositionPair, encodePositionPair } from './checkpoint.js';

describe('checkpoint encoding', () => {
  it('round-trips a position pair, including 64-bit values', () => {
    const major = 18_446_744_073_709_551_615n;
    expect(decodePositionPair(encodePositionPair(major, 42))).toEqual([major, 42n]);
  });

  it('orders checkpoints as strings in the order of their positions', () => {
    const ordered = [START_CHECKPOINT, encodePositionPair(9, 100), encodePositionPair(10, 2), encodePositionPair(10, 11)];
    expect([...ordered].reverse().sort(compareCheckpoints)).toEqual(ordered);
  });

  it('reads the start of the log as no position', () => {
    expect(decodePositionPair(START_CHECKPOINT)).toBeUndefined();
  });

  it('rejects a checkpoint of another store', () => {
    expect(() => decodePositionPair('42')).toThrow(/Not a checkpoint/);
  });
});
