import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { memberPair } from '../kernel/member-pair.js';
import { HELD_MESSAGES_LIMIT } from './chat.rules.js';
import type { ConversationCommand, SubmitMessage } from './conversation.commands.js';
import { CHAT_ERRORS } from './conversation.errors.js';
import {
  evolveConversation,
  initialConversation,
  otherMember,
  type ConversationEvent,
  type ConversationState,
} from './conversation.events.js';

const submit = ({ data, metadata }: SubmitMessage, state: ConversationState): ConversationEvent[] => {
  if (data.senderId === data.recipientId) throw new DomainError(CHAT_ERRORS.SELF);
  if (state.recentMessageIds.includes(data.messageId)) return [];
  if (state.held.filter((held) => held.senderId === data.senderId).length >= HELD_MESSAGES_LIMIT) throw new DomainError(CHAT_ERRORS.TOO_MANY_HELD);
  const conversationId = state.conversationId ?? data.conversationId;
  const started: ConversationEvent[] = state.conversationId
    ? []
    : [{ type: 'ConversationStarted', data: { conversationId, memberIds: memberPair(data.senderId, data.recipientId), startedBy: data.senderId, startedAt: metadata.now } }];
  const { content } = data;
  return [
    ...started,
    {
      type: 'MessageSubmitted',
      data: {
        conversationId,
        messageId: data.messageId,
        senderId: data.senderId,
        recipientId: data.recipientId,
        kind: content.kind,
        text: content.kind === 'text' ? content.text : null,
        gift: content.kind === 'gift' ? content.gift : null,
        photoId: content.kind === 'photo' ? content.photoId : null,
        credits: data.credits,
        sentAt: metadata.now,
      },
    },
  ];
};

const requireMember = (state: ConversationState, memberId: string): string => {
  if (!state.conversationId || !state.memberIds.includes(memberId)) throw new DomainError(CHAT_ERRORS.NOT_FOUND);
  return state.conversationId;
};

export const decideConversation = (command: ConversationCommand, state: ConversationState): ConversationEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'SubmitMessage':
      return submit(command, state);
    case 'SettleMessage': {
      const { messageId, paid, senderConfirmed } = command.data;
      const pending = state.pending[messageId];
      // Settled already (a retry, or the recovery sweep got there first): nothing changes.
      if (!pending || !state.conversationId) return [];
      const { conversationId } = state;
      const { senderId } = pending;
      if (!paid) return [{ type: 'MessageRejected', data: { conversationId, messageId, senderId, reason: 'insufficient_credits', rejectedAt: now } }];
      if (!senderConfirmed) return [{ type: 'MessageHeld', data: { conversationId, messageId, senderId, heldAt: now } }];
      const recipientId = otherMember(state, senderId)!;
      return [{ type: 'MessageDelivered', data: { conversationId, messageId, senderId, recipientId, deliveredAt: now } }];
    }
    case 'ReleaseHeldMessages': {
      const { senderId } = command.data;
      const conversationId = state.conversationId;
      if (!conversationId) return [];
      const recipientId = otherMember(state, senderId)!;
      return state.held
        .filter((held) => held.senderId === senderId)
        .map((held) => ({ type: 'MessageDelivered', data: { conversationId, messageId: held.messageId, senderId, recipientId, deliveredAt: now } }));
    }
    case 'WithdrawHeldMessages': {
      const { senderId, reason } = command.data;
      const conversationId = state.conversationId;
      if (!conversationId) return [];
      return state.held
        .filter((held) => held.senderId === senderId)
        .map((held) => ({ type: 'MessageWithdrawn', data: { conversationId, messageId: held.messageId, senderId, credits: held.credits, reason, withdrawnAt: now } }));
    }
    case 'MarkConversationRead': {
      const { readerId } = command.data;
      const conversationId = requireMember(state, readerId);
      const count = state.unread[readerId] ?? 0;
      const writerId = otherMember(state, readerId)!;
      return count > 0 ? [{ type: 'MessagesRead', data: { conversationId, readerId, writerId, count, readAt: now } }] : [];
    }
    case 'RemoveConversation': {
      const { memberId } = command.data;
      const conversationId = requireMember(state, memberId);
      return [{ type: 'ConversationRemoved', data: { conversationId, memberId, removedAt: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: initialConversation,
  evolve: evolveConversation,
  decide: decideConversation,
};
