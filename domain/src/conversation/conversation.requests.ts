import { z } from 'zod';
import { logPositionSchema } from '../kernel/log-position.rules.js';
import { requestText } from '../kernel/request-text.rules.js';

// Far above any site's message_length: the exact limit is the site's and checked with checkedMessageText.
export const MESSAGE_TEXT_CEILING = 20_000;

/** POST /api/message.php: `message_id` is made by the browser once per message, so a retried send delivers and pays once. */
export const sendMessageRequestSchema = z.strictObject({
  member_id: z.uuid(),
  message_id: z.uuid(),
  text: requestText(MESSAGE_TEXT_CEILING, { multiline: true }),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

const conversationRef = z.strictObject({ id: z.uuid() });

/** DELETE /api/chat.php, exactly as the spec gives it: `{conversation: {id}}`; or `{profile: {id}}` for every chat with that member. */
export const removeChatRequestSchema = z.union([z.strictObject({ conversation: conversationRef }), z.strictObject({ profile: conversationRef })]);
export type RemoveChatRequest = z.infer<typeof removeChatRequestSchema>;

/** POST /api/chat-read.php and POST /api/typing.php */
export const conversationRequestSchema = z.strictObject({ conversation: conversationRef });
export type ConversationRequest = z.infer<typeof conversationRequestSchema>;

/**
 * GET /api/chats.php: `after`, the id of a live event the page heard (a log position), asks for a list that holds
 * it: a message that names a conversation the page does not list yet comes before the chat list knows it.
 */
export const chatsQuerySchema = z.strictObject({ after: logPositionSchema.optional() });
export type ChatsQuery = z.infer<typeof chatsQuerySchema>;

export const MESSAGES_PAGE_SIZE = 30;

/** GET /api/messages.php: a conversation by its id, or the one with a member; `before` (a message id) pages back. */
export const messagesQuerySchema = z
  .strictObject({
    conversation_id: z.uuid().optional(),
    member_id: z.uuid().optional(),
    before: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
  })
  .refine((query) => (query.conversation_id === undefined) !== (query.member_id === undefined), { message: 'conversation_id or member_id' });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/**
 * POST /api/chat-photo.php?member_id=…&message_id=…, the photo itself as the multipart field `photo`. The message id
 * is the photo's id too, so a retried upload pays once and leaves one photo.
 */
export const sendChatPhotoQuerySchema = z.strictObject({
  member_id: z.uuid(),
  message_id: z.uuid(),
});
export type SendChatPhotoQuery = z.infer<typeof sendChatPhotoQuerySchema>;
