import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import type { Command, Event } from '../kernel/message.js';
import { CHAT_ERRORS } from './conversation.errors.js';

export type CountChatStart = Command<'CountChatStart', { memberId: string; otherId: string; limit: number }>;
/** A member who never bought credits started a chat with `otherId`, using one of the free chats the site gives. */
export type ChatStartCounted = Event<'ChatStartCounted', { memberId: string; otherId: string; countedAt: string }>;
export const CHAT_STARTS_EVENT_TYPES: readonly ChatStartCounted['type'][] = ['ChatStartCounted'];

/**
 * The chats a member who never bought credits has started: its own small stream, so two first messages at once
 * cannot both take the last free chat. Counted per other member, so a retry or a crash between counting and
 * sending never uses a second one. Only free members write here, so it never grows past the limit.
 */
export const chatStartsStreamId = (memberId: string): string => `chat-starts-${memberId}`;

export interface ChatStartsState {
  readonly otherIds: readonly string[];
}

export const chatStartsDecider: Decider<CountChatStart, ChatStartCounted, ChatStartsState> = {
  initialState: { otherIds: [] },
  evolve: (state, event) => ({ otherIds: [...state.otherIds, event.data.otherId] }),
  decide: ({ data, metadata }, state) => {
    if (state.otherIds.includes(data.otherId)) return [];
    if (state.otherIds.length >= data.limit) throw new DomainError(CHAT_ERRORS.FREE_CHATS_USED, { limit: data.limit });
    return [{ type: 'ChatStartCounted', data: { memberId: data.memberId, otherId: data.otherId, countedAt: metadata.now } }];
  },
};
