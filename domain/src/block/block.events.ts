import type { Event } from '../kernel/message.js';

/** The member blocked another: the two no longer see each other in lists, and neither can write to the other until it is lifted. */
export type MemberBlocked = Event<'MemberBlocked', { memberId: string; blockedId: string; blockedAt: string }>;
/** The member lifted their block of another. */
export type MemberUnblocked = Event<'MemberUnblocked', { memberId: string; blockedId: string }>;
export type BlockEvent = MemberBlocked | MemberUnblocked;

export const BLOCK_EVENT_TYPES: readonly BlockEvent['type'][] = ['MemberBlocked', 'MemberUnblocked'];

/** One stream per blocker: whom this member has blocked. */
export const blockStreamId = (memberId: string): string => `blocks-${memberId}`;

/** The members this member has blocked, with the time of each block. */
export interface BlockList {
  readonly blocked: Readonly<Record<string, string>>;
}

export const initialBlockList: BlockList = { blocked: {} };

export const evolveBlockList = (state: BlockList, event: BlockEvent): BlockList => {
  switch (event.type) {
    case 'MemberBlocked':
      return { blocked: { ...state.blocked, [event.data.blockedId]: event.data.blockedAt } };
    case 'MemberUnblocked':
      return { blocked: Object.fromEntries(Object.entries(state.blocked).filter(([id]) => id !== event.data.blockedId)) };
  }
};

export const hasBlocked = (state: BlockList, memberId: string): boolean => Object.hasOwn(state.blocked, memberId);
