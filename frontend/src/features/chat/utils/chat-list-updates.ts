import type { ChatMessageView, ChatsView, LastMessageView } from '@dating/domain';

const lastMessageOf = ({ kind, text, from_me, sent_at }: ChatMessageView): LastMessageView => ({ kind, text, from_me, sent_at });

const sameMessage = (shown: LastMessageView, latest: LastMessageView) =>
  shown.kind === latest.kind && shown.text === latest.text && shown.from_me === latest.from_me && shown.sent_at === latest.sent_at;

/**
 * A message the member sent or got, put into the chat list as a reload would show it: its chat goes to the top with
 * it as the last message, and with one more unread when the other member wrote it. Returns false when only a reload
 * can show it: its chat is not listed (the first message with someone: the list lacks their profile), or the other
 * member's message is older than the chat's last one (a held message delivered late).
 */
export const withLatestMessage = (chats: ChatsView, message: ChatMessageView): boolean => {
  const index = chats.chats.findIndex((chat) => chat.conversation.id === message.conversation_id);
  const chat = chats.chats[index];
  if (!chat) return false;
  const latest = lastMessageOf(message);
  const shown = chat.last_message;
  // The send's answer and the live stream tell of the same message, and a reload may have shown it first: it counts once.
  if (shown && sameMessage(shown, latest)) return true;
  // The member's own earlier message changing state (held, delivered, withdrawn) leaves the list as it is.
  if (shown && shown.sent_at > latest.sent_at) return message.from_me;
  chat.last_message = latest;
  if (latest.sent_at > chat.updated_at) chat.updated_at = latest.sent_at;
  if (!message.from_me) {
    chat.num_unread_messages += 1;
    chats.num_unread_messages += 1;
  }
  chats.chats.splice(index, 1);
  chats.chats.unshift(chat);
  return true;
};
