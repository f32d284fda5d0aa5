import type { Command } from '../kernel/message.js';
import type { MessageContent, WithdrawalReason } from './conversation.events.js';

/** `conversationId` names the conversation if this message starts it; an existing conversation keeps its own. */
export type SubmitMessage = Command<
  'SubmitMessage',
  { conversationId: string; messageId: string; senderId: string; recipientId: string; content: MessageContent; credits: number }
>;
/** The outcome of the message's debit: paid (delivered, or held while the sender is unconfirmed) or refused. */
export type SettleMessage = Command<'SettleMessage', { messageId: string; paid: boolean; senderConfirmed: boolean }>;
/** The sender confirmed their address: their held messages go out, oldest first. */
export type ReleaseHeldMessages = Command<'ReleaseHeldMessages', { senderId: string }>;
export type WithdrawHeldMessages = Command<'WithdrawHeldMessages', { senderId: string; reason: WithdrawalReason }>;
export type MarkConversationRead = Command<'MarkConversationRead', { readerId: string }>;
export type RemoveConversation = Command<'RemoveConversation', { memberId: string }>;

export type ConversationCommand = SubmitMessage | SettleMessage | ReleaseHeldMessages | WithdrawHeldMessages | MarkConversationRead | RemoveConversation;
