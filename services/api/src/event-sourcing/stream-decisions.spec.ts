import { blockDecider, blockStreamId, LIKE_PAIR_SNAPSHOTS, likeDecider, likePairStreamId, type Checkpoint } from '@dating/domain';
import type { EventSourcedRepository, SnapshottingRepository } from '@dating/platform';
import type { ReadModelConsistency } from './read-model-consistency.js';
import { StreamDecisions } from './stream-decisions.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const CHECKPOINT: Checkpoint = `${'0'.repeat(19)}7-${'0'.repeat(19)}1`;

/** Records what each repository was asked, and which read models were waited for at which checkpoint. */
const streamsWithFakes = () => {
  const calls = { folded: [] as unknown[][], snapshotted: [] as unknown[][], waits: [] as unknown[][] };
  const decision = { events: [{ type: 'Decided', data: {} }], state: { decided: true }, checkpoint: CHECKPOINT };
  const repository = {
    execute: async (...args: unknown[]) => (calls.folded.push(args), decision),
    load: async () => ({ state: 'folded whole', version: 3 }),
  } as unknown as EventSourcedRepository;
  const snapshotting = {
    execute: async (...args: unknown[]) => (calls.snapshotted.push(args), decision),
    load: async () => ({ state: 'from its snapshot', version: 30, snapshotVersion: 20 }),
  } as unknown as SnapshottingRepository;
  const consistency = { waitFor: async (...args: unknown[]) => void calls.waits.push(args) } as unknown as ReadModelConsistency;
  return { sut: new StreamDecisions(repository, snapshotting, consistency, { now: () => NOW }), calls };
};

describe(StreamDecisions.name, () => {
  describe('when a short stream decides', () => {
    it('folds it whole and dates the command with the clock, waiting for nothing unless asked', async () => {
      const { sut, calls } = streamsWithFakes();
      await sut.decide(blockDecider, blockStreamId('anna'), { type: 'BlockMember', data: { memberId: 'anna', blockedId: 'bert' } });
      expect(calls.folded).toEqual([[blockDecider, blockStreamId('anna'), { type: 'BlockMember', data: { memberId: 'anna', blockedId: 'bert' }, metadata: { now: NOW.toISOString() } }]]);
      expect(calls.snapshotted).toEqual([]);
      expect(calls.waits).toEqual([]);
    });

    it('returns once the named read models reached the append', async () => {
      const { sut, calls } = streamsWithFakes();
      await sut.decide(blockDecider, blockStreamId('anna'), { type: 'UnblockMember', data: { memberId: 'anna', blockedId: 'bert' } }, { waitFor: ['blocks'] });
      expect(calls.waits).toEqual([[CHECKPOINT, ['blocks']]]);
    });
  });

  describe('when a stream that grows with use decides', () => {
    it('goes through the snapshotting repository with its policy, each decision its own unless a key ties them', async () => {
      const { sut, calls } = streamsWithFakes();
      const like = { type: 'LikeMember', data: { memberId: 'anna', likedId: 'bert', source: 'profile' } } as const;
      const earlier = new Date('2026-02-01T08:00:00.000Z');
      await sut.decide(likeDecider, likePairStreamId('anna', 'bert'), like);
      await sut.decide(likeDecider, likePairStreamId('anna', 'bert'), like, { idempotencyKey: 'retry-me', now: earlier });
      const [[, , first, firstOptions], [, , second, secondOptions]] = calls.snapshotted as [unknown, unknown, { metadata: unknown }, { idempotencyKey: string }][];
      expect(calls.folded).toEqual([]);
      expect(first.metadata).toEqual({ now: NOW.toISOString() });
      expect(firstOptions).toMatchObject({ ...LIKE_PAIR_SNAPSHOTS, idempotencyKey: expect.any(String) });
      expect(second.metadata).toEqual({ now: earlier.toISOString() });
      expect(secondOptions).toEqual({ ...LIKE_PAIR_SNAPSHOTS, idempotencyKey: 'retry-me' });
    });
  });

  it('reads a stream the way its commands read it', async () => {
    const { sut } = streamsWithFakes();
    expect(await sut.load(likeDecider, likePairStreamId('anna', 'bert'))).toBe('from its snapshot');
    expect(await sut.load(blockDecider, blockStreamId('anna'))).toBe('folded whole');
  });
});
