import { LIKE_EVENT_TYPES, type AccountErased, type LikeEvent, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, insertRows, type SqlProjection } from '../sql-projection/sql-projection.js';

export const LIKES_TABLE = 'rm_likes';
/** Two rows per match, one from each member's side, so "my matches" is one index range. */
export const MATCHES_TABLE = 'rm_matches';
export const SWIPE_PASSES_TABLE = 'rm_swipe_passes';

const tablesOf = (suffix: string) => ({
  likes: assertIdentifier(`${LIKES_TABLE}${suffix}`),
  matches: assertIdentifier(`${MATCHES_TABLE}${suffix}`),
  passes: assertIdentifier(`${SWIPE_PASSES_TABLE}${suffix}`),
});

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const { likes, matches, passes } = tablesOf(suffix);
  await tx.query(
    `create table if not exists ${likes} (
      liker_id text not null,
      liked_id text not null,
      liked_at timestamptz not null,
      seen boolean not null default false,
      primary key (liker_id, liked_id))`,
  );
  // Received likes, new ones first: the primary key serves the likes given.
  await tx.query(`create index if not exists ${likes}_received on ${likes} (liked_id, seen, liked_at desc)`);
  await tx.query(
    `create table if not exists ${matches} (
      member_id text not null,
      other_id text not null,
      matched_at timestamptz not null,
      primary key (member_id, other_id))`,
  );
  await tx.query(`create table if not exists ${passes} (member_id text not null, passed_id text not null, primary key (member_id, passed_id))`);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const { likes, matches, passes } = tablesOf(suffix);
  const event = { type: recorded.type, data: recorded.data } as LikeEvent | AccountErased;
  switch (event.type) {
    case 'MemberLiked':
      await tx.query(`insert into ${likes} (liker_id, liked_id, liked_at) values ($1, $2, $3) on conflict do nothing`, [
        event.data.likerId,
        event.data.likedId,
        event.data.likedAt,
      ]);
      return;
    case 'MemberUnliked':
      await tx.query(`delete from ${likes} where liker_id = $1 and liked_id = $2`, [event.data.likerId, event.data.likedId]);
      return;
    case 'LikeSeen':
      await tx.query(`update ${likes} set seen = true where liker_id = $1 and liked_id = $2`, [event.data.likerId, event.data.likedId]);
      return;
    case 'MatchMade': {
      const [a, b] = event.data.memberIds;
      await tx.query(`insert into ${matches} (member_id, other_id, matched_at) values ($1, $2, $3), ($2, $1, $3) on conflict do nothing`, [
        a,
        b,
        event.data.matchedAt,
      ]);
      return;
    }
    case 'MatchEnded': {
      const [a, b] = event.data.memberIds;
      await tx.query(`delete from ${matches} where (member_id = $1 and other_id = $2) or (member_id = $2 and other_id = $1)`, [a, b]);
      return;
    }
    case 'MemberPassed':
      await tx.query(`insert into ${passes} (member_id, passed_id) values ($1, $2) on conflict do nothing`, [event.data.memberId, event.data.passedId]);
      return;
    case 'AccountErased':
      // Both directions: an erased member's likes, matches and passes go, and so do everyone's towards them.
      await tx.query(`delete from ${likes} where liker_id = $1 or liked_id = $1`, [event.data.memberId]);
      await tx.query(`delete from ${matches} where member_id = $1 or other_id = $1`, [event.data.memberId]);
      await tx.query(`delete from ${passes} where member_id = $1 or passed_id = $1`, [event.data.memberId]);
      return;
  }
};

/**
 * Likes, matches and passes that follow one another (many members liking at once): each only adds a row if it is not
 * there yet, each to a table of its own, so their order within the run cannot matter and each table gets one insert.
 */
const applyAdded = async (tx: SqlExecutor, recorded: readonly RecordedEvent[], suffix: string) => {
  const { likes, matches, passes } = tablesOf(suffix);
  const liked: unknown[][] = [];
  const matched: unknown[][] = [];
  const passed: unknown[][] = [];
  for (const { type, data } of recorded) {
    const event = { type, data } as LikeEvent;
    if (event.type === 'MemberLiked') liked.push([event.data.likerId, event.data.likedId, event.data.likedAt]);
    if (event.type === 'MatchMade') {
      const [a, b] = event.data.memberIds;
      matched.push([a, b, event.data.matchedAt], [b, a, event.data.matchedAt]);
    }
    if (event.type === 'MemberPassed') passed.push([event.data.memberId, event.data.passedId]);
  }
  if (liked.length) await insertRows(tx, likes, ['liker_id', 'liked_id', 'liked_at'], liked, 'on conflict do nothing');
  if (matched.length) await insertRows(tx, matches, ['member_id', 'other_id', 'matched_at'], matched, 'on conflict do nothing');
  if (passed.length) await insertRows(tx, passes, ['member_id', 'passed_id'], passed, 'on conflict do nothing');
};

/** Who likes whom, who matches whom, and whom the swipe game should not deal again. */
export const likesProjection: SqlProjection = {
  name: 'likes',
  canHandle: [...LIKE_EVENT_TYPES, 'AccountErased'],
  tables: [LIKES_TABLE, MATCHES_TABLE, SWIPE_PASSES_TABLE],
  migrate,
  apply,
  runs: { types: ['MemberLiked', 'MatchMade', 'MemberPassed'], apply: applyAdded },
};
