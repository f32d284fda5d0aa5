import { createPgliteSql, type SqlExecutor, type SqlPort } from '@dating/platform';
import { blocksProjection } from '../blocks/blocks.projection.js';
import { memberSearchProjection } from '../member-search/member-search.projection.js';
import { LIKE_TARGET, likeTargetOf } from './likes.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';

describe('likeTargetOf', () => {
  let sql: SqlPort;
  beforeAll(async () => {
    sql = await createPgliteSql();
    await blocksProjection.migrate(sql, '');
    await memberSearchProjection.migrate(sql, '');
    for (const [memberId, confirmed, invisible] of [['anna', true, false], ['bert', true, false], ['cleo', true, false], ['dirk', true, true], ['eva', false, false]] as const) {
      await sql.query(`insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, confirmed, invisible, signed_up_at) values ($1, $2, $3, $4, now())`, [memberId, 'example.test', confirmed, invisible]);
    }
    // An open target comes with what the swipe deck's conditions need of it.
    await sql.query(`update ${MEMBER_SEARCH_TABLE} set gender = 'female', sexuality = 'bi', birth_date = '1994-05-06' where member_id = 'cleo'`);
    await sql.query(`insert into rm_blocks (blocker_id, blocked_id, blocked_at) values ('cleo', 'anna', now()), ('anna', 'bert', now())`);
  });
  afterAll(() => sql.close());

  it('answers the likes handled side by side with one statement, each with its own target’s listing and blocks', async () => {
    const statements: string[] = [];
    const counted: SqlExecutor = { query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };

    const targets = await Promise.all([
      likeTargetOf(counted, 'anna', 'bert'),
      likeTargetOf(counted, 'anna', 'cleo'),
      likeTargetOf(counted, 'bert', 'cleo'),
      likeTargetOf(counted, 'anna', 'dirk'),
      likeTargetOf(counted, 'anna', 'eva'),
      likeTargetOf(counted, 'anna', 'nobody'),
      likeTargetOf(counted, 'bert', 'anna'),
    ]);

    expect(statements).toHaveLength(1);
    expect(targets).toEqual([
      { status: LIKE_TARGET.BLOCKED_BY_VIEWER },
      { status: LIKE_TARGET.BLOCKED_BY_MEMBER },
      { status: LIKE_TARGET.OPEN, member: { memberId: 'cleo', gender: 'female', sexuality: 'bi', birthDate: '1994-05-06' } },
      { status: LIKE_TARGET.MISSING },
      { status: LIKE_TARGET.MISSING },
      { status: LIKE_TARGET.MISSING },
      { status: LIKE_TARGET.BLOCKED_BY_MEMBER },
    ]);
  });
});
