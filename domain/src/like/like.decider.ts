import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { memberPair } from '../kernel/member-pair.js';
import type { LikeCommand, LikeMember, MarkLikeSeen, PassMember, UnlikeMember } from './like.commands.js';
import { LIKE_ERRORS } from './like.errors.js';
import { evolveLikePair, initialLikePair, likes, type LikeEvent, type LikePairState } from './like.events.js';

const likeMember = ({ data, metadata }: LikeMember, state: LikePairState): LikeEvent[] => {
  if (data.memberId === data.likedId) throw new DomainError(LIKE_ERRORS.SELF);
  // A second like changes nothing: the first one's time and its seen flag stay.
  if (likes(state, data.memberId)) return [];
  const liked: LikeEvent = { type: 'MemberLiked', data: { likerId: data.memberId, likedId: data.likedId, likedAt: metadata.now, source: data.source } };
  // Both directions live on this one stream, so the second of two simultaneous likes always sees the first.
  if (!likes(state, data.likedId)) return [liked];
  return [liked, { type: 'MatchMade', data: { memberIds: memberPair(data.memberId, data.likedId), matchedAt: metadata.now } }];
};

const unlikeMember = ({ data, metadata }: UnlikeMember, state: LikePairState): LikeEvent[] => {
  if (!likes(state, data.memberId)) return [];
  const unliked: LikeEvent = { type: 'MemberUnliked', data: { likerId: data.memberId, likedId: data.likedId, unlikedAt: metadata.now } };
  if (state.matchedAt === null) return [unliked];
  return [unliked, { type: 'MatchEnded', data: { memberIds: memberPair(data.memberId, data.likedId), endedBy: data.memberId, endedAt: metadata.now } }];
};

const markLikeSeen = ({ data }: MarkLikeSeen, state: LikePairState): LikeEvent[] => {
  const like = state.likes[data.likerId];
  return like && !like.seen && data.likerId !== data.memberId ? [{ type: 'LikeSeen', data: { likerId: data.likerId, likedId: data.memberId } }] : [];
};

const passMember = ({ data, metadata }: PassMember, state: LikePairState): LikeEvent[] => {
  if (data.memberId === data.passedId) throw new DomainError(LIKE_ERRORS.SELF);
  // A member already liked or passed is not dealt again, so a second pass is a retry.
  if (likes(state, data.memberId) || state.passedBy.includes(data.memberId)) return [];
  return [{ type: 'MemberPassed', data: { memberId: data.memberId, passedId: data.passedId, passedAt: metadata.now } }];
};

export const decideLike = (command: LikeCommand, state: LikePairState): LikeEvent[] => {
  switch (command.type) {
    case 'LikeMember':
      return likeMember(command, state);
    case 'UnlikeMember':
      return unlikeMember(command, state);
    case 'MarkLikeSeen':
      return markLikeSeen(command, state);
    case 'PassMember':
      return passMember(command, state);
    default:
      return assertNever(command);
  }
};

/** The likes between two members and their match (stream `likePairStreamId`). */
export const likeDecider: Decider<LikeCommand, LikeEvent, LikePairState> = {
  initialState: initialLikePair,
  evolve: evolveLikePair,
  decide: decideLike,
};
