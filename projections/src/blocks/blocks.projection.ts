import { BLOCK_EVENT_TYPES, type AccountErased, type BlockEvent, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

export const BLOCKS_TABLE = 'rm_blocks';

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${BLOCKS_TABLE}${suffix}`);
  await tx.query(
    `create table if not exists ${table} (
      blocker_id text not null,
      blocked_id text not null,
      blocked_at timestamptz not null,
      primary key (blocker_id, blocked_id))`,
  );
  // Search excludes members in both directions: the primary key serves "whom I blocked", this "who blocked me".
  await tx.query(`create index if not exists ${table}_blocked on ${table} (blocked_id, blocker_id)`);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const table = assertIdentifier(`${BLOCKS_TABLE}${suffix}`);
  const event = { type: recorded.type, data: recorded.data } as BlockEvent | AccountErased;
  switch (event.type) {
    case 'MemberBlocked':
      await tx.query(`insert into ${table} (blocker_id, blocked_id, blocked_at) values ($1, $2, $3) on conflict do nothing`, [
        event.data.memberId,
        event.data.blockedId,
        event.data.blockedAt,
      ]);
      return;
    case 'MemberUnblocked':
      await tx.query(`delete from ${table} where blocker_id = $1 and blocked_id = $2`, [event.data.memberId, event.data.blockedId]);
      return;
    case 'AccountErased':
      // Both directions: whom the member blocked and who blocked the member.
      await tx.query(`delete from ${table} where blocker_id = $1 or blocked_id = $1`, [event.data.memberId]);
      return;
  }
};

/** Who blocked whom, for the queries that list many members at once (search, blocks.php). */
export const blocksProjection: SqlProjection = {
  name: 'blocks',
  canHandle: [...BLOCK_EVENT_TYPES, 'AccountErased'],
  tables: [BLOCKS_TABLE],
  migrate,
  apply,
};
