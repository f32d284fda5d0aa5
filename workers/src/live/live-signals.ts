import type {
  AccountDeletionRequested,
  AccountErased,
  ConversationEvent,
  LikeEvent,
  LiveEvent,
  MemberBanned,
  MessageSent,
  PasswordChanged,
  RecordedEvent,
} from '@dating/domain';

/**
 * What the log tells open pages, before it is shaped for one member. A message just sent is carried, its text opened
 * once here: each page is shown it as its member sees it without waiting for, or reading, the chats read model. A
 * change to an older message (held, then delivered or withdrawn) is only named: each page gets it as its member may
 * see it now, read from the chats read model by the process serving that page.
 */
export type LiveSignal =
  | { readonly type: 'sent'; readonly message: MessageSent['data'] }
  | { readonly type: 'message'; readonly messageId: string }
  // The member's sessions were ended (a ban, a new password, a deletion): their open streams end, and a page whose
  // session went with them is refused when it reconnects. Never sent to a page.
  | { readonly type: 'sessions-ended' }
  | Exclude<LiveEvent, { type: 'message' } | { type: 'reset' }>;

type SessionEndingEvent = PasswordChanged | AccountDeletionRequested | MemberBanned | AccountErased;

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
  'MessageSent',
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
  'PasswordChanged',
  'AccountDeletionRequested',
  'MemberBanned',
  'AccountErased',
] satisfies (ConversationEvent | LikeEvent | SessionEndingEvent)['type'][];

/** The signals an event of the log sends to the pages of the members it concerns. */
export const liveSignalsOf = (recorded: RecordedEvent): LiveEnvelope[] => {
  const event = { type: recorded.type, data: recorded.data } as ConversationEvent | LikeEvent | SessionEndingEvent;
  switch (event.type) {
    case 'MessageSubmitted':
    case 'MessageHeld':
    case 'MessageWithdrawn':
      // The sender's other pages show it (and its state) too.
      return [envelope(recorded, [event.data.senderId], { type: 'message', messageId: event.data.messageId })];
    case 'MessageRejected':
      return [envelope(recorded, [event.data.senderId], { type: 'chats' })];
    case 'MessageSent': {
      const { senderId, recipientId, status } = event.data;
      return [envelope(recorded, status === 'delivered' ? [senderId, recipientId] : [senderId], { type: 'sent', message: event.data })];
    }
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
    case 'PasswordChanged':
    case 'AccountDeletionRequested':
    case 'MemberBanned':
    case 'AccountErased':
      return [envelope(recorded, [event.data.memberId], { type: 'sessions-ended' })];
    default:
      return [];
  }
};
