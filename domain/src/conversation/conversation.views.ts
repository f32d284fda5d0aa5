import type { Gift } from '../gift/gift.requests.js';
import type { PhotoUrls } from '../photo/photo.view.js';
import type { ProfileCard } from '../search/profile-card.view.js';
import type { MessageKind } from './conversation.events.js';

/**
 * A message as one of its two members sees it. `status` matters for the sender's own messages: `sending` until its
 * debit is settled, `held` while the sender's address is unconfirmed, `withdrawn` when it will never arrive (its
 * credits were given back). `read` is the read receipt of an own delivered message. `text` is null for gifts and
 * photos, and for a message whose sender was erased.
 */
export interface ChatMessageView {
  id: string;
  conversation_id: string;
  from_me: boolean;
  kind: MessageKind;
  text: string | null;
  gift: Gift | null;
  photo: PhotoUrls | null;
  sent_at: string;
  status: 'sending' | 'delivered' | 'held' | 'withdrawn';
  read: boolean;
}

export interface LastMessageView {
  kind: MessageKind;
  text: string | null;
  from_me: boolean;
  sent_at: string;
}

/** One entry of GET /api/chats.php: the spec's `conversation.id`, `profile.id` and `num_unread_messages`, with what the list shows. */
export interface ChatSummary {
  conversation: { id: string };
  profile: ProfileCard;
  num_unread_messages: number;
  last_message: LastMessageView | null;
  updated_at: string;
}

/** GET /api/chats.php, newest conversation first. */
export interface ChatsView {
  chats: ChatSummary[];
  /** Unread messages over every chat: the nav badge, the title prefix and the app badge add them to the new likes. */
  num_unread_messages: number;
}

/** GET /api/messages.php: one page of a conversation, oldest first; `conversation` is null before the first message. */
export interface ConversationView {
  conversation: { id: string } | null;
  profile: ProfileCard;
  messages: ChatMessageView[];
  /** Older messages exist: ask again with `before` set to the first message's id. */
  has_more: boolean;
  /** Links are clickable (scam protection: both members have written a few messages). */
  links_allowed: boolean;
  /** What one message costs and what the member has, so the page can warn before sending. */
  message_credits: number;
  /** The other member reads messages already. */
  other_read_at: string | null;
}

/** POST /api/message.php, and the gift and chat-photo sends. */
export interface SendMessageResult {
  message: ChatMessageView;
  /** The balance after the debit. */
  credits: number;
  /** The signup's free messages left after it (a text uses one before any credit): with `credits`, the sender's wallet as the user view shows it. */
  free_messages: number;
}

/**
 * What the server-sent events stream (GET /api/events.php) carries. Each event's SSE id is its position, so a
 * reconnect with Last-Event-ID misses nothing; `reset` says the gap was too old to replay: reload everything.
 */
export type LiveEvent =
  /**
   * `member_id`, for a message just sent: the other member of its conversation, so a page that knows the conversation
   * only by that member (before its first message) shows it without reloading.
   */
  | { type: 'message'; message: ChatMessageView; member_id?: string }
  | { type: 'read'; conversation_id: string; reader_id: string; read_at: string }
  | { type: 'typing'; conversation_id: string; member_id: string }
  | { type: 'chats' }
  | { type: 'likes' }
  | { type: 'reset' };

/**
 * A message whose follow-up is still open: waiting for its debit's outcome, held, or withdrawn with its credits not yet
 * given back. What the chats read model lists for the follow-up sweep and what settling or refunding one needs.
 */
export interface OpenMessage {
  readonly kind: MessageKind;
  readonly messageId: string;
  readonly senderId: string;
  readonly recipientId: string;
  readonly credits: number;
}
