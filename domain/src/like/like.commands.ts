import type { Command } from '../kernel/message.js';
import type { LikeSource } from './like.events.js';

export type LikeMember = Command<'LikeMember', { memberId: string; likedId: string; source: LikeSource }>;
export type UnlikeMember = Command<'UnlikeMember', { memberId: string; likedId: string }>;
/** `memberId` opened the profile of `likerId`, who likes them. */
export type MarkLikeSeen = Command<'MarkLikeSeen', { memberId: string; likerId: string }>;
/** Swiped away in the swipe game. */
export type PassMember = Command<'PassMember', { memberId: string; passedId: string }>;
export type LikeCommand = LikeMember | UnlikeMember | MarkLikeSeen | PassMember;
