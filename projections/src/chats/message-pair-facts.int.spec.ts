import { createPgliteSql, type SqlExecutor, type SqlPort } from '@dating/platform';
import { BLOCK_RELATION } from '../blocks/blocks.queries.js';
import { blocksProjection } from '../blocks/blocks.projection.js';
import { memberSearchProjection } from '../member-search/member-search.projection.js';
import { messagePairFacts } from './chats.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';

describe('messagePairFacts', () => {
  let sql: SqlPort;
  beforeAll(async () => {
    sql = await createPgliteSql();
    await blocksProjection.migrate(sql, '');
    await memberSearchProjection.migrate(sql, '');
    for (const [memberId, confirmed, banned] of [['anna', true, false], ['bert', false, false], ['cleo', true, true]] as const) {
      await sql.query(`insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, confirmed, banned, signed_up_at) values ($1, $2, $3, $4, now())`, [memberId, 'example.test', confirmed, banned]);
    }
    await sql.query(`insert into rm_blocks (blocker_id, blocked_id, blocked_at) values ('cleo', 'anna', now())`);
  });
  afterAll(() => sql.close());

  it('answers the sends handled side by side with one statement, each with its own pair’s members and blocks', async () => {
    const statements: string[] = [];
    const counted: SqlExecutor = { query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };

    const [annaToBert, annaToCleo, cleoToAnna, annaToNobody] = await Promise.all([
      messagePairFacts(counted, 'anna', 'bert'),
      messagePairFacts(counted, 'anna', 'cleo'),
      messagePairFacts(counted, 'cleo', 'anna'),
      messagePairFacts(counted, 'anna', 'nobody'),
    ]);

    expect(statements).toHaveLength(1);
    expect(annaToBert.relation).toBe(BLOCK_RELATION.NONE);
    expect([...annaToBert.members.keys()].sort()).toEqual(['anna', 'bert']);
    expect(annaToBert.members.get('bert')).toMatchObject({ deliversAtOnce: false, banned: false });
    expect(annaToCleo.relation).toBe(BLOCK_RELATION.BLOCKED_BY_MEMBER);
    expect(annaToCleo.members.get('cleo')).toMatchObject({ banned: true });
    expect(cleoToAnna.relation).toBe(BLOCK_RELATION.BLOCKED_BY_VIEWER);
    expect([...annaToNobody.members.keys()]).toEqual(['anna']);
  });
});
