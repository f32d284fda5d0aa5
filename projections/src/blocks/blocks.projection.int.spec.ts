import { randomUUID } from 'node:crypto';
import { blockStreamId, type BlockEvent } from '@dating/domain';
import { ConsumerRunner, createPostgresSql, createTestDatabase, PostgresEventStore, postgresIsAvailable, type SqlPort, type TestDatabase } from '@dating/platform';
import { sqlProjectionConsumer } from '../sql-projection/sql-projection.js';
import { blocksProjection } from './blocks.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const blocked = (memberId: string, blockedId: string): BlockEvent => ({
  type: 'MemberBlocked',
  data: { memberId, blockedId, blockedAt: '2026-11-22T10:00:00.000Z' },
});
const unblocked = (memberId: string, blockedId: string): BlockEvent => ({ type: 'MemberUnblocked', data: { memberId, blockedId } });

describeWithServices('blocks projection (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let store: PostgresEventStore;

  let appended: string | undefined;
  const append = async (memberId: string, events: BlockEvent[]) => {
    const records = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: {} }));
    appended = (await store.append(blockStreamId(memberId), records, 'any')).checkpoint;
  };
  const catchUp = () => new ConsumerRunner({ store, sql, consumer: sqlProjectionConsumer(blocksProjection) }).catchUp(appended);
  const pairs = async () =>
    (await sql.query<{ blocker_id: string; blocked_id: string }>('select blocker_id, blocked_id from rm_blocks order by blocker_id, blocked_id')).rows;
  // The log shows an event only once no older transaction is open on the server (other suites run
  // beside this one): catch up until the table holds what is expected, then compare.
  const pairsAfterCatchUp = async (expected: { blocker_id: string; blocked_id: string }[]) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await catchUp();
      const rows = await pairs();
      if (JSON.stringify(rows) === JSON.stringify(expected)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pairs();
  };

  beforeEach(async () => {
    database = await createTestDatabase('projections');
    sql = createPostgresSql(database.url);
    store = new PostgresEventStore(sql);
    await store.migrate();
  });
  afterEach(async () => {
    await sql.close();
    await database.drop();
  });

  it('keeps one row per block and removes it at unblock', async () => {
    await append('anna', [blocked('anna', 'bert'), blocked('anna', 'carl')]);
    await append('bert', [blocked('bert', 'anna')]);
    const blockedPairs = [
      { blocker_id: 'anna', blocked_id: 'bert' },
      { blocker_id: 'anna', blocked_id: 'carl' },
      { blocker_id: 'bert', blocked_id: 'anna' },
    ];
    expect(await pairsAfterCatchUp(blockedPairs)).toEqual(blockedPairs);

    await append('anna', [unblocked('anna', 'bert')]);
    const remaining = blockedPairs.slice(1);
    expect(await pairsAfterCatchUp(remaining)).toEqual(remaining);
  });

  it('finds who blocked a member through an index, not a scan', async () => {
    await sql.transaction((tx) => blocksProjection.migrate(tx, ''));
    const plan = await sql.withConnection(async (connection) => {
      // A table this small would be scanned anyway; ask which index the planner would use at scale.
      await connection.query('set enable_seqscan = off');
      return (await connection.query<{ 'QUERY PLAN': string }>("explain select blocker_id from rm_blocks where blocked_id = 'bert'")).rows;
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/on rm_blocks_blocked/);
  });
});
