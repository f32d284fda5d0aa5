import type { Event } from '../kernel/message.js';
import { memberPair } from '../kernel/member-pair.js';
import { without } from '../kernel/state-updates.js';

/** How a like was given: from a profile or a card, in the swipe game, or by a site-run (fictional) member. */
export const LIKE_SOURCES = ['profile', 'swipe', 'auto'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/** The liker liked the liked member (from a profile or card, in the swipe game, or as a site-run member). */
export type MemberLiked = Event<'MemberLiked', { likerId: string; likedId: string; likedAt: string; source: LikeSource }>;
/** The liker took their like back. */
export type MemberUnliked = Event<'MemberUnliked', { likerId: string; likedId: string; unlikedAt: string }>;
/** The liked member has looked at the liker's profile: the like is no longer new. */
export type LikeSeen = Event<'LikeSeen', { likerId: string; likedId: string }>;
/** Both members now like each other: they match. `memberIds` in the order of the pair's stream id. */
export type MatchMade = Event<'MatchMade', { memberIds: readonly [string, string]; matchedAt: string }>;
/** One of a matched pair (`endedBy`) took their like back: they no longer match. */
export type MatchEnded = Event<'MatchEnded', { memberIds: readonly [string, string]; endedBy: string; endedAt: string }>;
/** Swiped away in the swipe game: the deck does not deal this member to the passer again. */
export type MemberPassed = Event<'MemberPassed', { memberId: string; passedId: string; passedAt: string }>;
export type LikeEvent = MemberLiked | MemberUnliked | LikeSeen | MatchMade | MatchEnded | MemberPassed;

export const LIKE_EVENT_TYPES: readonly LikeEvent['type'][] = ['MemberLiked', 'MemberUnliked', 'LikeSeen', 'MatchMade', 'MatchEnded', 'MemberPassed'];

/** One stream per pair of members: both likes and their match are decided there at once. */
export const likePairStreamId = (a: string, b: string): string => `likes-${memberPair(a, b).join('-')}`;

export interface LikeGiven {
  readonly likedAt: string;
  readonly seen: boolean;
}

/** Who of the pair likes the other (keyed by liker), since when they match, and who passed the other in the swipe game. */
export interface LikePairState {
  readonly likes: Readonly<Record<string, LikeGiven>>;
  readonly matchedAt: string | null;
  readonly passedBy: readonly string[];
}

export const initialLikePair: LikePairState = { likes: {}, matchedAt: null, passedBy: [] };

/**
 * How a pair's stream is snapshotted (`schema` names the shape of LikePairState: bump it when the shape changes). Here
 * because members' requests and the demo members' like-back both write the pair's stream, through the same kind of
 * repository: its stream grows only as its members like and unlike again and again, and a load never reads more than
 * `every` events after its snapshot.
 */
export const LIKE_PAIR_SNAPSHOTS = { schema: 'like-pair.v1', every: 20 } as const;

export const evolveLikePair = (state: LikePairState, event: LikeEvent): LikePairState => {
  switch (event.type) {
    case 'MemberLiked':
      return { ...state, likes: { ...state.likes, [event.data.likerId]: { likedAt: event.data.likedAt, seen: false } } };
    case 'MemberUnliked':
      return { ...state, likes: without(state.likes, event.data.likerId) };
    case 'LikeSeen': {
      const like = state.likes[event.data.likerId];
      return like ? { ...state, likes: { ...state.likes, [event.data.likerId]: { ...like, seen: true } } } : state;
    }
    case 'MatchMade':
      return { ...state, matchedAt: event.data.matchedAt };
    case 'MatchEnded':
      return { ...state, matchedAt: null };
    case 'MemberPassed':
      return { ...state, passedBy: [...state.passedBy, event.data.memberId] };
  }
};

export const likes = (state: LikePairState, likerId: string): boolean => Object.hasOwn(state.likes, likerId);
