import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BLOCK_ERRORS,
  CHAT_ERRORS,
  chatStartsDecider,
  chatStartsStreamId,
  conversationDecider,
  conversationStreamId,
  decidePaidMessage,
  DomainError,
  hasCode,
  MEMBER_ERRORS,
  MESSAGE_SPEND_PURPOSES,
  messageSpendKey,
  refundKey,
  sentMessageView,
  WALLET_ERRORS,
  walletDecider,
  walletStreamId,
  type ChatMessageView,
  type ConversationCommand,
  type MessageContent,
  type OpenMessage,
  type WithdrawalReason,
} from '@dating/domain';
import { RequestKeys, type AlongsideRow, type ClaimedKey, type KeyedRequest, type PersonalFieldCipher, type SqlPort } from '@dating/platform';
import { BLOCK_RELATION, chatsProjection, messageForViewer, messagePairFacts } from '@dating/projections';
import { noteOwnWrite } from '../event-sourcing/own-writes.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';
import { REQUEST_KINDS, type RequestKind } from '../http/request-kinds.js';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { Wallets } from '../wallet/wallets.js';

/** What the member's chat pages read a conversation from: a change they made shows on the next one. */
export const CHAT_READ_MODELS = [chatsProjection.name];

const REQUEST_KINDS_OF: Record<MessageContent['kind'], RequestKind> = { text: REQUEST_KINDS.MESSAGE, gift: REQUEST_KINDS.GIFT, photo: REQUEST_KINDS.CHAT_PHOTO };

/** A member's key for a message of `kind`: scoped to the sender and the kind, so it can never name another's message. */
const keyedRequest = (senderId: string, key: string, kind: MessageContent['kind'], payload: unknown): KeyedRequest => ({
  memberId: senderId,
  kind: REQUEST_KINDS_OF[kind],
  key,
  payload,
});

export interface MessageToSend {
  readonly senderId: string;
  readonly recipientId: string;
  /** Minted by the server (for a member's request, from its key): a retried request delivers and pays once. */
  readonly messageId: string;
  readonly content: MessageContent;
  readonly credits: number;
  /** How many chats a member who never bought credits may start (the site's `free_chats`). */
  readonly freeChats: number;
}

/** A message as a member's request asks for it: `requestKey` is the browser's idempotency key, made once per message. */
export type RequestedMessage = Omit<MessageToSend, 'messageId'> & { readonly requestKey: string };

export type RefundableMessage = Pick<OpenMessage, 'messageId' | 'senderId' | 'credits'>;

export interface SentMessage {
  readonly message: ChatMessageView;
  readonly credits: number;
  readonly free_messages: number;
}

/**
 * A paid message is one decision of the conversation and the sender's wallet (`decidePaidMessage`), appended in one
 * transaction and answered from the decision itself, so a message is never delivered unpaid nor paid undelivered.
 * Messages written before that were submitted, paid and settled in three steps; one left submitted by a process that
 * stopped between them is settled by the chat follow-up sweep (`settle`).
 */
@Injectable()
export class MessageSending {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly wallets: Wallets,
    private readonly requestKeys: RequestKeys,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A text or a gift a member sends: its id comes from the request's key, which must ask for this very message. Where
   * the log can, the key is claimed in the message's own append, so the request writes once: a key claimed before
   * names the message an earlier request sent, which is answered for; a message refused claims nothing.
   */
  async sendRequested({ requestKey, ...message }: RequestedMessage): Promise<SentMessage> {
    const request = keyedRequest(message.senderId, requestKey, message.content.kind, { recipientId: message.recipientId, content: message.content });
    if (!this.streams.appendsAlongside) return this.send({ ...message, messageId: (await this.requestKeys.claim(request, this.clock.now())).id });
    const messageId = randomUUID();
    try {
      return await this.send({ ...message, messageId }, this.requestKeys.claimRow(request, messageId, this.clock.now()));
    } catch (error) {
      return this.send({ ...message, messageId: await this.requestKeys.mintedBefore(error, request) });
    }
  }

  /**
   * The id of the message a member's key asks for, minted the first time. The key is scoped to the sender and the
   * kind of message, so it can never name another member's message or photo; sent again for a different message it
   * is refused (409) instead of answering for the first one.
   */
  messageIdFor(senderId: string, requestKey: string, kind: MessageContent['kind'], payload: unknown): Promise<ClaimedKey> {
    return this.requestKeys.claim(keyedRequest(senderId, requestKey, kind, payload), this.clock.now());
  }

  /** `claim`: the request key's claim, committed with the message (see `sendRequested`). */
  async send(message: MessageToSend, claim?: AlongsideRow): Promise<SentMessage> {
    const { senderId, recipientId, messageId } = message;
    if (senderId === recipientId) throw new DomainError(CHAT_ERRORS.SELF);
    const streams = {
      conversation: { decider: conversationDecider, streamId: conversationStreamId(senderId, recipientId), idempotencyKey: `send-${messageId}` },
      wallet: { decider: walletDecider, streamId: walletStreamId(senderId), idempotencyKey: messageSpendKey(messageId) },
      chatStarts: { decider: chatStartsDecider, streamId: chatStartsStreamId(senderId), idempotencyKey: `send-${messageId}` },
    };
    // The streams are read beside the pair's facts, not after them; a refusal below leaves the read unused.
    const read = this.streams.readTogether(streams);
    read.catch(() => undefined);
    const { members, relation } = await messagePairFacts(this.sql, senderId, recipientId);
    const [sender, recipient] = [members.get(senderId), members.get(recipientId)];
    if (!recipient || recipient.deletionRequested || recipient.banned || !sender) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    if (relation === BLOCK_RELATION.BLOCKED_BY_MEMBER) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    if (relation === BLOCK_RELATION.BLOCKED_BY_VIEWER) throw new DomainError(CHAT_ERRORS.RECIPIENT_BLOCKED);
    const { events, states, checkpoint } = await this.streams.decideTogether(
      streams,
      {
        type: 'SendPaidMessage',
        data: {
          conversationId: randomUUID(),
          messageId,
          senderId,
          recipientId,
          content: message.content,
          credits: message.credits,
          senderConfirmed: sender.deliversAtOnce,
          freeChats: sender.fictional ? null : message.freeChats,
        },
      },
      decidePaidMessage,
      { alongside: claim, read },
    );
    // The answer shows the message and the balance: only a later read of the chat list or conversation waits for them.
    if (checkpoint) noteOwnWrite(checkpoint);
    const { balance, freeMessages } = states.wallet;
    const wallet = { credits: balance, free_messages: freeMessages };
    const sent = events.conversation.at(-1);
    if (sent?.type === 'MessageSent') return { message: sentMessageView(sent.data, senderId), ...wallet };
    // A retry of a message sent before: as the read model shows it, once it does (the first run did not wait for it);
    // still not shown to its sender means it was refused.
    const view = await this.consistency.waitUntil(async () => (await messageForViewer({ sql: this.sql, personalFields: this.personalFields }, senderId, messageId)) ?? undefined, CHAT_READ_MODELS);
    if (!view) throw new DomainError(WALLET_ERRORS.INSUFFICIENT_CREDITS, { balance, needed: message.credits });
    return { message: view, ...wallet };
  }

  /**
   * The debit and the settling of a message submitted before paid messages became one decision, left so by a process
   * that stopped between the steps (the chat follow-up sweep). Run again for the same message it pays nothing twice
   * (the wallet knows the key) and settles nothing twice (the conversation knows the message is no longer pending).
   */
  async settle(message: OpenMessage, deliversAtOnce: boolean): Promise<void> {
    let paid = true;
    if (message.credits > 0) {
      try {
        await this.wallets.execute({
          type: 'SpendCredits',
          data: { memberId: message.senderId, key: messageSpendKey(message.messageId), credits: message.credits, purpose: MESSAGE_SPEND_PURPOSES[message.kind], recipientId: message.recipientId },
        });
      } catch (error) {
        if (!hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS)(error)) throw error;
        paid = false;
      }
    }
    await this.decide(message.senderId, message.recipientId, `settle-${message.messageId}`, {
      type: 'SettleMessage',
      data: { messageId: message.messageId, paid, senderConfirmed: deliversAtOnce },
    });
  }

  /** The sender confirmed their address: what they wrote meanwhile goes out, in order. */
  async releaseHeld(senderId: string, recipientId: string): Promise<void> {
    await this.decide(senderId, recipientId, `release-${randomUUID()}`, { type: 'ReleaseHeldMessages', data: { senderId } });
  }

  /** The messages this call withdrew, for the caller to refund at once; those of an earlier call the sweep refunds. */
  async withdrawHeld(senderId: string, recipientId: string, reason: WithdrawalReason): Promise<RefundableMessage[]> {
    const { events } = await this.decide(senderId, recipientId, `withdraw-${randomUUID()}`, { type: 'WithdrawHeldMessages', data: { senderId, reason } });
    return events.flatMap((event) => (event.type === 'MessageWithdrawn' ? [{ messageId: event.data.messageId, senderId, credits: event.data.credits }] : []));
  }

  /** Gives a withdrawn message's credits back; its spend key makes a second refund a no-op. */
  async refund(message: RefundableMessage): Promise<void> {
    const spendKey = messageSpendKey(message.messageId);
    await this.wallets.execute({ type: 'RefundCredits', data: { memberId: message.senderId, key: refundKey(spendKey), credits: message.credits, spendKey } });
  }

  /**
   * Decides on the pair's conversation stream; `key` makes a retried step's events collide with the first run's.
   * `waitFor` the chats read model when the member's pages read the change next.
   */
  decide(memberId: string, otherId: string, key: string, command: UndatedCommand<ConversationCommand>, waitFor?: readonly string[]) {
    return this.streams.decide(conversationDecider, conversationStreamId(memberId, otherId), command, { idempotencyKey: key, waitFor });
  }
}
