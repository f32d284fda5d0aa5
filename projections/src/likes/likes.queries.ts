import type { GivenLike, LikedBy, LikesView, MatchView, ProfileCard, SwipeCard } from '@dating/domain';
import { batchedPerTurnOn, type SqlExecutor } from '@dating/platform';
import { BLOCKS_TABLE } from '../blocks/blocks.projection.js';
import { notBlockedEitherWay } from '../blocks/blocks.queries.js';
import { interestsOfMembers } from '../member-profiles/member-profiles.queries.js';
import { MEMBER_VIEWS, memberShownTo } from '../member-visibility/member-visibility.js';
import { LISTABLE, MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';
import {
  CARD_COLUMNS,
  cardsWithRows,
  isAmongFirstSuggestions,
  suggestedMembers,
  type CardViewer,
  type ReadModelReader,
  type SuggestionCandidate,
  type SuggestionFilters,
} from '../member-search/member-search.queries.js';
import { LIKES_TABLE, MATCHES_TABLE, SWIPE_PASSES_TABLE } from './likes.projection.js';

/** The most a likes list shows (most recent first); a popular member's older likes stay in the log. */
export const LIKES_LIST_LIMIT = 200;

type Member = CardViewer & { viewerId: string };

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The other member of a like, `m`, as the visibility rule shows members in lists. */
const shownOther = memberShownTo('$1', MEMBER_VIEWS.LISTED);

/** GET /api/likes.php: likes given, likes received (new first) and matches, as the viewer may see them. */
export const likesOf = async (reader: ReadModelReader, viewer: Member): Promise<LikesView> => {
  const params = [viewer.viewerId, LIKES_LIST_LIMIT];
  const [given, received, matches] = await Promise.all([
    cardsWithRows<{ liked_at: Date }>(
      reader,
      {
        text: `select ${CARD_COLUMNS}, l.liked_at from ${LIKES_TABLE} l join ${MEMBER_SEARCH_TABLE} m on m.member_id = l.liked_id
          where l.liker_id = $1 and ${shownOther} order by l.liked_at desc, m.member_id limit $2`,
        params,
      },
      viewer,
    ),
    cardsWithRows<{ liked_at: Date; seen: boolean }>(
      reader,
      {
        text: `select ${CARD_COLUMNS}, l.liked_at, l.seen from ${LIKES_TABLE} l join ${MEMBER_SEARCH_TABLE} m on m.member_id = l.liker_id
          where l.liked_id = $1 and ${shownOther} order by l.seen, l.liked_at desc, m.member_id limit $2`,
        params,
      },
      viewer,
    ),
    reader.sql.query<{ other_id: string; matched_at: Date }>(
      `select x.other_id, x.matched_at from ${MATCHES_TABLE} x join ${MEMBER_SEARCH_TABLE} m on m.member_id = x.other_id
        where x.member_id = $1 and ${shownOther} order by x.matched_at desc, x.other_id limit $2`,
      params,
    ),
  ]);
  return {
    profiles: given.map(({ card, row }): GivenLike => ({ ...card, liked_at: iso(row.liked_at) })),
    liked_by: received.map(({ card, row }): LikedBy => ({ id: card.id, like_new: !row.seen, liked_at: iso(row.liked_at), profile: card })),
    matches: matches.rows.map((row): MatchView => ({ id: row.other_id, matched_at: iso(row.matched_at) })),
  };
};

/** SQL conditions: the viewer has neither liked nor (in the swipe game) passed the member. */
const notLikedOrPassed = (viewer: string): string[] => [
  `not exists (select 1 from ${LIKES_TABLE} l where l.liker_id = ${viewer} and l.liked_id = m.member_id)`,
  `not exists (select 1 from ${SWIPE_PASSES_TABLE} p where p.member_id = ${viewer} and p.passed_id = m.member_id)`,
];

/** The swipe deck's filters (and the signup matches'): the match finder's rules within the ages the member looks for, without members already liked or passed. */
const LIKE_SUGGESTIONS: SuggestionFilters = { withinAgePreference: true, exclude: notLikedOrPassed };

/** Suggestions to like (signup matches, the swipe deck), nearest first. */
export const likeSuggestions = (reader: ReadModelReader, viewer: Member, limit: number): Promise<ProfileCard[]> => suggestedMembers(reader, viewer, { ...LIKE_SUGGESTIONS, limit });

/** Whether one of the swipe game's next `deckSize` cards shows `member`, without making or even sorting the cards. */
export const swipeDeckOffers = (sql: SqlExecutor, viewer: Member, member: SuggestionCandidate, deckSize: number): Promise<boolean> =>
  isAmongFirstSuggestions(sql, viewer, LIKE_SUGGESTIONS, member, deckSize);

/** The swipe game's next cards, each with the member's interests. */
export const swipeDeck = async (reader: ReadModelReader, viewer: Member, limit: number): Promise<SwipeCard[]> => {
  const cards = await likeSuggestions(reader, viewer, limit);
  const interests = await interestsOfMembers(reader, cards.map((card) => card.id));
  return cards.map((card) => ({ ...card, interests: interests.get(card.id) ?? [] }));
};

/** A site-run member who does not like the viewer yet, for the auto-like; undefined when there is none left. */
export const autoLikeCandidate = async (reader: ReadModelReader, viewer: Member): Promise<ProfileCard | undefined> => {
  const [candidate] = await suggestedMembers(reader, viewer, {
    limit: 1,
    fictionalOnly: true,
    exclude: (member) => [`not exists (select 1 from ${LIKES_TABLE} l where l.liker_id = m.member_id and l.liked_id = ${member})`],
  });
  return candidate;
};

/** Members who like each other, counted from the likes alone (the likes benchmark compares it with the matches). */
export const mutualLikePairs = async (sql: SqlExecutor): Promise<number> =>
  (
    await sql.query<{ pairs: number }>(
      `select count(*)::int as pairs from ${LIKES_TABLE} a join ${LIKES_TABLE} b on b.liker_id = a.liked_id and b.liked_id = a.liker_id where a.liker_id < a.liked_id`,
    )
  ).rows[0]!.pairs;

/** Matches in the read model, each counted once. */
export const matchCount = async (sql: SqlExecutor): Promise<number> =>
  (await sql.query<{ pairs: number }>(`select count(*)::int as pairs from ${MATCHES_TABLE} where member_id < other_id`)).rows[0]!.pairs;

/** Whether a member can be liked by the viewer: unknown or not listed, blocked either way, or open. */
export const LIKE_TARGET = { MISSING: 'missing', BLOCKED_BY_MEMBER: 'blocked_by_member', BLOCKED_BY_VIEWER: 'blocked_by_viewer', OPEN: 'open' } as const;
export type LikeTargetStatus = (typeof LIKE_TARGET)[keyof typeof LIKE_TARGET];

/** A like's target as the like finds it, with what the swipe deck's conditions need of a member it may like. */
export type LikeTarget = { readonly status: Exclude<LikeTargetStatus, 'open'> } | { readonly status: 'open'; readonly member: SuggestionCandidate };

interface LikePair {
  readonly viewerId: string;
  readonly memberId: string;
}

const likeTargetsOf = async (sql: SqlExecutor, pairs: readonly LikePair[]): Promise<LikeTarget[]> => {
  const { rows } = await sql.query<{
    pair: string | number;
    listed: boolean;
    blocked_by_member: boolean;
    blocked_by_viewer: boolean;
    gender: SuggestionCandidate['gender'];
    sexuality: SuggestionCandidate['sexuality'];
    birth_date: string | null;
  }>(
    `select w.pair, (${LISTABLE}) as listed, gender, sexuality, birth_date::text as birth_date,
        exists (select 1 from ${BLOCKS_TABLE} b where b.blocker_id = w.member_id and b.blocked_id = w.viewer_id) as blocked_by_member,
        exists (select 1 from ${BLOCKS_TABLE} b where b.blocker_id = w.viewer_id and b.blocked_id = w.member_id) as blocked_by_viewer
      from unnest($1::text[], $2::text[]) with ordinality as w (viewer_id, member_id, pair)
      join ${MEMBER_SEARCH_TABLE} on ${MEMBER_SEARCH_TABLE}.member_id = w.member_id`,
    [pairs.map((pair) => pair.viewerId), pairs.map((pair) => pair.memberId)],
    { preparedAs: 'like_targets' },
  );
  const byPair = new Map(rows.map((row) => [Number(row.pair), row]));
  return pairs.map(({ memberId }, index): LikeTarget => {
    const row = byPair.get(index + 1);
    if (!row?.listed) return { status: LIKE_TARGET.MISSING };
    // When both blocked each other, the viewer is shut out: the stricter answer wins.
    if (row.blocked_by_member) return { status: LIKE_TARGET.BLOCKED_BY_MEMBER };
    if (row.blocked_by_viewer) return { status: LIKE_TARGET.BLOCKED_BY_VIEWER };
    return { status: LIKE_TARGET.OPEN, member: { memberId, gender: row.gender, sexuality: row.sexuality, birthDate: row.birth_date } };
  });
};

const likeTargetsTogether = batchedPerTurnOn(likeTargetsOf);

/** What a like needs to know of its target: the likes handled side by side ask in one statement for all of them. */
export const likeTargetOf = (sql: SqlExecutor, viewerId: string, memberId: string): Promise<LikeTarget> => likeTargetsTogether(sql, { viewerId, memberId });

/** SQL: whether the site answers the like of `likerId` for its demo member `demoMemberId`: two pairs in three, by the pair itself. */
export const demoAnswersLike = (likerId: string, demoMemberId: string): string => `abs(hashtext(${likerId} || ${demoMemberId})) % 3 <> 0`;

/**
 * Likes given to site-run members at or before `before` that the demo member has not answered, and that the site
 * answers (two in three, picked by the pair so a round never reconsiders a like it let be), oldest first.
 */
export const likesDueForDemoReply = async (sql: SqlExecutor, before: Date, limit: number): Promise<{ likerId: string; demoMemberId: string }[]> => {
  const { rows } = await sql.query<{ liker_id: string; liked_id: string }>(
    `select l.liker_id, l.liked_id from ${LIKES_TABLE} l
      join ${MEMBER_SEARCH_TABLE} demo on demo.member_id = l.liked_id and demo.fictional
      join ${MEMBER_SEARCH_TABLE} liker on liker.member_id = l.liker_id and not liker.fictional
      where l.liked_at <= $1
        and ${demoAnswersLike('l.liker_id', 'l.liked_id')}
        and not exists (select 1 from ${LIKES_TABLE} back where back.liker_id = l.liked_id and back.liked_id = l.liker_id)
      order by l.liked_at limit $2`,
    [before, limit],
  );
  return rows.map((row) => ({ likerId: row.liker_id, demoMemberId: row.liked_id }));
};

/** Whether a like still deserves a notification to the liked member: the like stands, unseen, and is no match yet (the match is told instead). */
export const likeAwaitsNotice = async (sql: SqlExecutor, likerId: string, likedId: string): Promise<boolean> =>
  (
    await sql.query(
      `select 1 from ${LIKES_TABLE} l where l.liker_id = $1 and l.liked_id = $2 and not l.seen
        and not exists (select 1 from ${MATCHES_TABLE} m where m.member_id = $2 and m.other_id = $1)
        and ${notBlockedEitherWay('$1', '$2')}`,
      [likerId, likedId],
    )
  ).rows.length > 0;

/** Whether two members are matched now (a match ended since is not told). */
export const areMatched = async (sql: SqlExecutor, memberId: string, otherId: string): Promise<boolean> =>
  (await sql.query(`select 1 from ${MATCHES_TABLE} where member_id = $1 and other_id = $2`, [memberId, otherId])).rows.length > 0;
