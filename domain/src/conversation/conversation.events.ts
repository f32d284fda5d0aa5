import type { Event } from '../kernel/message.js';
import { memberPair } from '../kernel/member-pair.js';
import type { PersonalDataPolicy } from '../kernel/personal-data.js';
import { remember, without } from '../kernel/state-updates.js';
import type { Gift } from '../gift/gift.requests.js';

/** What a message carries: text, a gift from the catalogue, or a photo (processed like profile photos). */
export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type MessageContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'gift'; readonly gift: Gift }
  | { readonly kind: 'photo'; readonly photoId: string };

/** Why a submitted message was not delivered and not paid for. */
export type RejectionReason = 'insufficient_credits';
/** Why a held (paid, undelivered) message will never be delivered; its credits are given back. */
export type WithdrawalReason = 'sender_banned' | 'sender_deleted';

interface InConversation {
  conversationId: string;
}

/** The first message between two members opened their conversation; `startedBy` wrote it. */
export type ConversationStarted = Event<'ConversationStarted', InConversation & { memberIds: readonly [string, string]; startedBy: string; startedAt: string }>;
/**
 * A message as its sender wrote it, before its debit: the sender sees it as being sent, the recipient nothing yet.
 * `text` is personal (the sender's), `null` for gifts and photos.
 */
export type MessageSubmitted = Event<
  'MessageSubmitted',
  InConversation & {
    messageId: string;
    senderId: string;
    recipientId: string;
    kind: MessageKind;
    text: string | null;
    gift: Gift | null;
    photoId: string | null;
    credits: number;
    sentAt: string;
  }
>;
/**
 * A message submitted, paid for and settled in one decision (`decidePaidMessage`): shown to the recipient, or held
 * while the sender's address is unconfirmed. Messages written before it were a MessageSubmitted and then the event
 * that settled it. `text` is personal (the sender's).
 */
export type MessageSent = Event<'MessageSent', MessageSubmitted['data'] & { status: SentMessageStatus }>;
export type SentMessageStatus = 'delivered' | 'held';
/** Paid for and shown to the recipient. */
export type MessageDelivered = Event<'MessageDelivered', InConversation & { messageId: string; senderId: string; recipientId: string; deliveredAt: string }>;
/** Paid for, but the sender's address is not confirmed yet: delivered, in order, once it is. */
export type MessageHeld = Event<'MessageHeld', InConversation & { messageId: string; senderId: string; heldAt: string }>;
/** Not paid for (the debit was refused): the sender keeps the text to send again. */
export type MessageRejected = Event<'MessageRejected', InConversation & { messageId: string; senderId: string; reason: RejectionReason; rejectedAt: string }>;
/** A held message that will never be delivered; `credits` go back to the sender's wallet. */
export type MessageWithdrawn = Event<
  'MessageWithdrawn',
  InConversation & { messageId: string; senderId: string; credits: number; reason: WithdrawalReason; withdrawnAt: string }
>;
/** The reader saw every message delivered to them so far: the writer's read receipts. */
export type MessagesRead = Event<'MessagesRead', InConversation & { readerId: string; writerId: string; count: number; readAt: string }>;
/** One member removed the chat from their list; it comes back with the next message, showing only what is newer. */
export type ConversationRemoved = Event<'ConversationRemoved', InConversation & { memberId: string; removedAt: string }>;

export type ConversationEvent =
  | ConversationStarted
  | MessageSubmitted
  | MessageSent
  | MessageDelivered
  | MessageHeld
  | MessageRejected
  | MessageWithdrawn
  | MessagesRead
  | ConversationRemoved;

export const CONVERSATION_EVENT_TYPES: readonly ConversationEvent['type'][] = [
  'ConversationStarted', 'MessageSubmitted', 'MessageSent', 'MessageDelivered', 'MessageHeld', 'MessageRejected', 'MessageWithdrawn', 'MessagesRead', 'ConversationRemoved',
];

export const CONVERSATION_PERSONAL_DATA: PersonalDataPolicy = {
  MessageSubmitted: { subjectIdField: 'senderId', personalFields: ['text'] },
  MessageSent: { subjectIdField: 'senderId', personalFields: ['text'] },
};

/** One conversation per pair of members: the order of its messages and their delivery are decided there. */
export const conversationStreamId = (a: string, b: string): string => `conversation-${memberPair(a, b).join('-')}`;

export interface PendingMessage {
  readonly senderId: string;
  readonly credits: number;
}

export interface HeldMessage extends PendingMessage {
  readonly messageId: string;
}

/** How many recent message ids the state remembers: a retried send comes within seconds. */
export const REMEMBERED_MESSAGE_IDS = 200;

/**
 * What deciding needs, and nothing that grows with the conversation: messages still waiting for their debit or
 * for the sender's confirmation, counts per member, and the most recent message ids (a retry sends nothing twice).
 */
export interface ConversationState {
  readonly conversationId: string | null;
  readonly memberIds: readonly string[];
  readonly pending: Readonly<Record<string, PendingMessage>>;
  /** Oldest first: released in this order. */
  readonly held: readonly HeldMessage[];
  /** Messages delivered, per sender. */
  readonly delivered: Readonly<Record<string, number>>;
  /** Messages delivered to a member and not yet read, per member. */
  readonly unread: Readonly<Record<string, number>>;
  readonly recentMessageIds: readonly string[];
}

export const initialConversation: ConversationState = { conversationId: null, memberIds: [], pending: {}, held: [], delivered: {}, unread: {}, recentMessageIds: [] };

/** Names the shape of ConversationState in snapshots: bump it when the shape changes. */
export const CONVERSATION_SNAPSHOT_SCHEMA = 'conversation.v1';

const increment = (counts: Readonly<Record<string, number>>, key: string): Record<string, number> => ({ ...counts, [key]: (counts[key] ?? 0) + 1 });

export const otherMember = (state: Pick<ConversationState, 'memberIds'>, memberId: string): string | undefined => state.memberIds.find((id) => id !== memberId);

const deliver = (state: ConversationState, messageId: string, senderId: string, recipientId: string): ConversationState => ({
  ...state,
  pending: without(state.pending, messageId),
  held: state.held.filter((held) => held.messageId !== messageId),
  delivered: increment(state.delivered, senderId),
  unread: increment(state.unread, recipientId),
});

export const evolveConversation = (state: ConversationState, event: ConversationEvent): ConversationState => {
  switch (event.type) {
    case 'ConversationStarted':
      return { ...state, conversationId: event.data.conversationId, memberIds: [...event.data.memberIds] };
    case 'MessageSubmitted':
      return {
        ...state,
        pending: { ...state.pending, [event.data.messageId]: { senderId: event.data.senderId, credits: event.data.credits } },
        recentMessageIds: remember(state.recentMessageIds, event.data.messageId, REMEMBERED_MESSAGE_IDS),
      };
    case 'MessageSent': {
      const { messageId, senderId, recipientId, credits, status } = event.data;
      const sent = { ...state, recentMessageIds: remember(state.recentMessageIds, messageId, REMEMBERED_MESSAGE_IDS) };
      return status === 'delivered' ? deliver(sent, messageId, senderId, recipientId) : { ...sent, held: [...sent.held, { messageId, senderId, credits }] };
    }
    case 'MessageDelivered':
      return deliver(state, event.data.messageId, event.data.senderId, event.data.recipientId);
    case 'MessageHeld': {
      const pending = state.pending[event.data.messageId];
      if (!pending) return state;
      return { ...state, pending: without(state.pending, event.data.messageId), held: [...state.held, { ...pending, messageId: event.data.messageId }] };
    }
    case 'MessageRejected':
      return { ...state, pending: without(state.pending, event.data.messageId) };
    case 'MessageWithdrawn':
      return { ...state, held: state.held.filter((held) => held.messageId !== event.data.messageId) };
    case 'MessagesRead':
      return { ...state, unread: { ...state.unread, [event.data.readerId]: 0 } };
    case 'ConversationRemoved':
      return { ...state, unread: { ...state.unread, [event.data.memberId]: 0 } };
  }
};
