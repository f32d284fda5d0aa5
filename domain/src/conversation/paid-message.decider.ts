import type { Command } from '../kernel/message.js';
import { decideWallet } from '../wallet/wallet.decider.js';
import type { SpendPurpose, Wallet, WalletEvent } from '../wallet/wallet.events.js';
import { messageSpendKey } from '../wallet/spend-keys.js';
import { chatStartsDecider, type ChatStartCounted, type ChatStartsState } from './chat-starts.decider.js';
import { decideConversation } from './conversation.decider.js';
import type { ConversationEvent, ConversationState, MessageContent, MessageSent } from './conversation.events.js';

/**
 * A message, gift or chat photo as one decision of the conversation and the sender's wallet together: both streams'
 * events go into the log in one atomic append, so a message is never delivered unpaid nor paid undelivered, and
 * nothing is left half done for a sweep to settle.
 */
export type SendPaidMessage = Command<
  'SendPaidMessage',
  {
    /** Names the conversation if this message starts it; an existing conversation keeps its own. */
    conversationId: string;
    messageId: string;
    senderId: string;
    recipientId: string;
    content: MessageContent;
    credits: number;
    /** An unconfirmed sender's message is paid now and held until the address is confirmed. */
    senderConfirmed: boolean;
    /** How many chats a member who never bought credits may start; null: the sender's starts are not counted (a demo member). */
    freeChats: number | null;
  }
>;

export interface PaidMessageStates {
  readonly conversation: ConversationState;
  readonly wallet: Wallet;
  readonly chatStarts: ChatStartsState;
}

export interface PaidMessageEvents {
  readonly conversation: ConversationEvent[];
  readonly wallet: WalletEvent[];
  readonly chatStarts: ChatStartCounted[];
}

const nothing = (): PaidMessageEvents => ({ conversation: [], wallet: [], chatStarts: [] });

/** What a message of each kind is paid as. */
export const MESSAGE_SPEND_PURPOSES: Record<MessageContent['kind'], SpendPurpose> = { text: 'message', gift: 'gift', photo: 'photo' };

/**
 * Sends the message, delivered or held, and pays for it, reusing each aggregate's own rules: the conversation refuses
 * what it refuses (to oneself, too many held), a member who never bought credits starts no more chats than the site
 * gives (answering one someone else started is free), the wallet refuses a spend it cannot cover. A refusal writes
 * nothing (the sender keeps the text, and no chat start is used up); a message the conversation already knows is a
 * retry: nothing changes.
 */
export const decidePaidMessage = ({ data, metadata }: SendPaidMessage, states: PaidMessageStates): PaidMessageEvents => {
  const { conversationId, messageId, senderId, recipientId, content, credits, senderConfirmed, freeChats } = data;
  const submitted = decideConversation({ type: 'SubmitMessage', data: { conversationId, messageId, senderId, recipientId, content, credits }, metadata }, states.conversation);
  const message = submitted.at(-1);
  if (message?.type !== 'MessageSubmitted') return nothing();
  const startsChat = states.conversation.conversationId === null && freeChats !== null && !states.wallet.premium;
  const chatStarts = startsChat
    ? chatStartsDecider.decide({ type: 'CountChatStart', data: { memberId: senderId, otherId: recipientId, limit: freeChats }, metadata }, states.chatStarts)
    : [];
  const wallet =
    credits > 0
      ? decideWallet(
          { type: 'SpendCredits', data: { memberId: senderId, key: messageSpendKey(messageId), credits, purpose: MESSAGE_SPEND_PURPOSES[content.kind], recipientId }, metadata },
          states.wallet,
        )
      : [];
  const sent: MessageSent = { type: 'MessageSent', data: { ...message.data, status: senderConfirmed ? 'delivered' : 'held' } };
  return { conversation: [...submitted.slice(0, -1), sent], wallet, chatStarts };
};
