import type { SqlExecutor } from '@dating/platform';
import { CHAT_MEMBERS_TABLE } from '../chats/chats.projection.js';
import { CHAT_LISTED, CHAT_OTHER_SHOWN } from '../chats/chats.queries.js';
import { LIKES_TABLE } from '../likes/likes.projection.js';
import { MEMBER_VIEWS, memberShownTo } from '../member-visibility/member-visibility.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';

/**
 * What waits for each member (spec §5 app badge): the unread messages of their chats list plus the new likes of their
 * likes list, under the rules those lists show conversations and likers by, so a push sets the badge a page of theirs
 * would show. Every member asked is answered, 0 for one with nothing waiting. Only conversations with something unread
 * are visited, so the cost follows what waits, not how many conversations a member ever had.
 */
export const appBadgeCountsOf = async (sql: SqlExecutor, memberIds: readonly string[]): Promise<ReadonlyMap<string, number>> => {
  const { rows } = await sql.query<{ member_id: string; attention: number }>(
    `select asked.member_id,
        (select coalesce(sum(c.unread), 0) from ${CHAT_MEMBERS_TABLE} c join ${MEMBER_SEARCH_TABLE} m on m.member_id = c.other_id
          where c.member_id = asked.member_id and c.unread > 0 and ${CHAT_LISTED} and ${CHAT_OTHER_SHOWN})::int
      + (select count(*) from ${LIKES_TABLE} l join ${MEMBER_SEARCH_TABLE} m on m.member_id = l.liker_id
          where l.liked_id = asked.member_id and not l.seen and ${memberShownTo('asked.member_id', MEMBER_VIEWS.LISTED)})::int as attention
       from unnest($1::text[]) as asked (member_id)`,
    [memberIds],
    { preparedAs: 'attention_of' },
  );
  return new Map(rows.map((row) => [row.member_id, row.attention]));
};
