import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import type { Command, Event } from '../kernel/message.js';
import { SWIPE_ERRORS } from './like.errors.js';
import { SWIPE_LIKES_PER_DAY } from './swipe-game.rules.js';

/** `day` is the member's own calendar day (memberDay). */
export type UseSwipeLike = Command<'UseSwipeLike', { memberId: string; likedId: string; day: string }>;
/** The member liked `likedId` in the swipe game on their calendar day `day`, using one of that day's likes. */
export type SwipeLikeUsed = Event<'SwipeLikeUsed', { memberId: string; likedId: string; day: string; usedAt: string }>;
export const SWIPE_DAY_EVENT_TYPES: readonly SwipeLikeUsed['type'][] = ['SwipeLikeUsed'];

/** The likes a member gave in the swipe game on one of their days: never more than SWIPE_LIKES_PER_DAY events. */
export const swipeDayStreamId = (memberId: string, day: string): string => `swipe-day-${memberId}-${day}`;

export interface SwipeDayState {
  readonly likedIds: readonly string[];
}

/**
 * The day's allowance is its own small stream, so two swipes at once cannot both take the last like (expected
 * versions), and a retried swipe of the same member uses nothing twice. The like itself goes to the pair's stream.
 */
export const swipeDayDecider: Decider<UseSwipeLike, SwipeLikeUsed, SwipeDayState> = {
  initialState: { likedIds: [] },
  evolve: (state, event) => ({ likedIds: [...state.likedIds, event.data.likedId] }),
  decide: ({ data, metadata }, state) => {
    if (state.likedIds.includes(data.likedId)) return [];
    if (state.likedIds.length >= SWIPE_LIKES_PER_DAY) throw new DomainError(SWIPE_ERRORS.NO_LIKES_LEFT);
    return [{ type: 'SwipeLikeUsed', data: { memberId: data.memberId, likedId: data.likedId, day: data.day, usedAt: metadata.now } }];
  },
};
