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

/** A text on its way: shown as "sending" until the server's copy of it is among the loaded messages. */
export interface PendingText {
  readonly message: ChatMessageView;
  /** The messages on screen when it was sent: none of them is its copy. */
  readonly shownBefore: ReadonlySet<string>;
}

/**
 * What the conversation shows: the loaded pages, then the texts still being sent. The server mints a message's id, and
 * the live stream may bring the message in before its own send has answered: the member's own text of the same words
 * that was not on screen when it was sent is that message, and it shows once, as the server has it.
 */
export const messagesOnScreen = (older: readonly ChatMessageView[], latest: readonly ChatMessageView[], sending: readonly PendingText[]): ChatMessageView[] => {
  const shown = joinedPages(older, latest);
  const copiesFound = new Set<string>();
  const stillSending = sending.filter(({ message, shownBefore }) => {
    const copy = shown.find(
      (candidate) => candidate.from_me && candidate.kind === message.kind && candidate.text === message.text && !shownBefore.has(candidate.id) && !copiesFound.has(candidate.id),
    );
    if (copy) copiesFound.add(copy.id);
    return !copy;
  });
  return [...shown, ...stillSending.map(({ message }) => message)];
};
