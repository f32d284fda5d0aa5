import type { ChatMessageView, ConversationView } from '@dating/domain';

/**
 * A message arriving in a conversation already on screen: new ones go at the end (a page is oldest first), one the
 * page already has is replaced (its status moved on: sending → delivered, held → delivered or withdrawn).
 */
export const withMessage = (conversation: ConversationView, message: ChatMessageView): void => {
  conversation.conversation ??= { id: message.conversation_id };
  const index = conversation.messages.findIndex((shown) => shown.id === message.id);
  if (index >= 0) conversation.messages[index] = message;
  else conversation.messages.push(message);
};

/** The other member read the conversation at `readAt`: the member's own delivered messages until then are seen. */
export const withReadReceipt = (conversation: ConversationView, readAt: string): void => {
  conversation.other_read_at = readAt;
  for (const message of conversation.messages) {
    if (message.from_me && message.status === 'delivered' && message.sent_at <= readAt) message.read = true;
  }
};

/** Older pages before the latest one, without the messages both hold (a page asked for while new ones came in). */
export const joinedPages = (older: readonly ChatMessageView[], latest: readonly ChatMessageView[]): ChatMessageView[] => {
  const inLatest = new Set(latest.map((message) => message.id));
  return [...older.filter((message) => !inLatest.has(message.id)), ...latest];
};

/**
 * What the conversation shows: the loaded pages, then the messages still being sent. The live stream may bring a
 * message in before its own send has answered: it shows once, as the server has it.
 */
export const messagesOnScreen = (older: readonly ChatMessageView[], latest: readonly ChatMessageView[], sending: readonly ChatMessageView[]): ChatMessageView[] => {
  const shown = joinedPages(older, latest);
  const shownIds = new Set(shown.map((message) => message.id));
  return [...shown, ...sending.filter((message) => !shownIds.has(message.id))];
};
