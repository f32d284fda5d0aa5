import { photoUrls } from '../photo/photo.view.js';
import type { MessageSent } from './conversation.events.js';
import type { ChatMessageView } from './conversation.views.js';

/**
 * A message as one of its two members sees it the moment it is sent, from its event alone: the sender's answer and
 * the live stream show it without a read of the chats read model. Nobody has read it yet.
 */
export const sentMessageView = (
  { messageId, conversationId, senderId, kind, text, gift, photoId, sentAt, status }: MessageSent['data'],
  viewerId: string,
): ChatMessageView => ({
  id: messageId,
  conversation_id: conversationId,
  from_me: senderId === viewerId,
  kind,
  text,
  gift,
  photo: photoId ? photoUrls(photoId) : null,
  sent_at: sentAt,
  status,
  read: false,
});
