import { blockStreamId, type BlockEvent } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { blocksProjection } from './blocks.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const blocked = (memberId: string, blockedId: string): BlockEvent => ({
  type: 'MemberBlocked',
  data: { memberId, blockedId, blockedAt: '2026-11-22T10:00:00.000Z' },
});
const unblocked = (memberId: string, blockedId: string): BlockEvent => ({ type: 'MemberUnblocked', data: { memberId, blockedId } });

describeWithServices('blocks projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(blocksProjection);

  const append = (memberId: string, events: BlockEvent[]) => bed.append(blockStreamId(memberId), events);
  const pairs = async () =>
    (await bed.sql.query<{ blocker_id: string; blocked_id: string }>('select blocker_id, blocked_id from rm_blocks order by blocker_id, blocked_id')).rows;
  const pairsAfterCatchUp = async () => {
    await bed.catchUp();
    return pairs();
  };

  it('keeps one row per block and removes it at unblock', async () => {
    await append('anna', [blocked('anna', 'bert'), blocked('anna', 'carl')]);
    await append('bert', [blocked('bert', 'anna')]);
    const blockedPairs = [
      { blocker_id: 'anna', blocked_id: 'bert' },
      { blocker_id: 'anna', blocked_id: 'carl' },
      { blocker_id: 'bert', blocked_id: 'anna' },
    ];
    expect(await pairsAfterCatchUp()).toEqual(blockedPairs);

    await append('anna', [unblocked('anna', 'bert')]);
    const remaining = blockedPairs.slice(1);
    expect(await pairsAfterCatchUp()).toEqual(remaining);
  });

  it('finds who blocked a member through an index, not a scan', async () => {
    await bed.sql.transaction((tx) => blocksProjection.migrate(tx, ''));
    const plan = await bed.sql.withConnection(async (connection) => {
      // A table this small would be scanned anyway; ask which index the planner would use at scale.
      await connection.query('set enable_seqscan = off');
      return (await connection.query<{ 'QUERY PLAN': string }>("explain select blocker_id from rm_blocks where blocked_id = 'bert'")).rows;
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/on rm_blocks_blocked/);
  });
});
