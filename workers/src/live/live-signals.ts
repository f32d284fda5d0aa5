import type { ConversationEvent, LikeEvent, LiveEvent, RecordedEvent } from '@dating/domain';

/**
 * What the log tells open pages, before it is shaped for one member: a message is named, not carried (each page gets
 * it as its member may see it, read from the chats read model by the process serving that page).
 */
export type LiveSignal =
  | { readonly type: 'message'; readonly messageId: string }
  | Exclude<LiveEvent, { type: 'message' } | { type: 'reset' }>;

/** A signal for some members; `id` is the log position it came from (null for what never enters the log: typing). */
export interface LiveEnvelope {
  readonly id: string | null;
  readonly memberIds: readonly string[];
  readonly signal: LiveSignal;
}

const envelope = (recorded: RecordedEvent, memberIds: readonly string[], signal: LiveSignal): LiveEnvelope => ({ id: recorded.checkpoint, memberIds, signal });

/** The events `liveSignalsOf` makes signals of: the live publisher only moves past all others. */
export const LIVE_SIGNAL_SOURCES: readonly string[] = [
  'MessageSubmitted',
  'MessageHeld',
  'MessageWithdrawn',
  'MessageRejected',
  'MessageDelivered',
  'MessagesRead',
  'ConversationRemoved',
  'MemberLiked',
  'MemberUnliked',
  'LikeSeen',
  'MatchMade',
  'MatchEnded',
] satisfies (ConversationEvent | LikeEvent)['type'][];

/** The signals an event of the log sends to the pages of the members it concerns. */
export const liveSignalsOf = (recorded: RecordedEvent): LiveEnvelope[] => {
  const event = { type: recorded.type, data: recorded.data } as ConversationEvent | LikeEvent;
  switch (event.type) {
    case 'MessageSubmitted':
    case 'MessageHeld':
    case 'MessageWithdrawn':
      // The sender's other pages show it (and its state) too.
      return [envelope(recorded, [event.data.senderId], { type: 'message', messageId: event.data.messageId })];
    case 'MessageRejected':
      return [envelope(recorded, [event.data.senderId], { type: 'chats' })];
    case 'MessageDelivered':
      return [envelope(recorded, [event.data.senderId, event.data.recipientId], { type: 'message', messageId: event.data.messageId })];
    case 'MessagesRead':
      return [
        envelope(recorded, [event.data.readerId], { type: 'chats' }),
        envelope(recorded, [event.data.writerId], { type: 'read', conversation_id: event.data.conversationId, reader_id: event.data.readerId, read_at: event.data.readAt }),
      ];
    case 'ConversationRemoved':
      return [envelope(recorded, [event.data.memberId], { type: 'chats' })];
    case 'MemberLiked':
    case 'MemberUnliked':
    case 'LikeSeen':
      return [envelope(recorded, [event.data.likerId, event.data.likedId], { type: 'likes' })];
    case 'MatchMade':
    case 'MatchEnded':
      return [envelope(recorded, event.data.memberIds, { type: 'likes' })];
    default:
      return [];
  }
};
