import { fold } from '../kernel/decider.js';
import { WALLET_ERRORS } from '../order/order.errors.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import type { WalletEvent } from '../wallet/wallet.events.js';
import { HELD_MESSAGES_LIMIT } from './chat.rules.js';
import { chatStartsDecider } from './chat-starts.decider.js';
import { conversationDecider } from './conversation.decider.js';
import { CHAT_ERRORS } from './conversation.errors.js';
import type { ConversationEvent, MessageContent } from './conversation.events.js';
import { decidePaidMessage, type PaidMessageStates, type SendPaidMessage } from './paid-message.decider.js';

const now = '2026-11-29T10:00:00.000Z';
const anna = 'a0000000-0000-4000-8000-000000000001';
const bert = 'b0000000-0000-4000-8000-000000000002';
const conversationId = 'c0000000-0000-4000-8000-000000000003';
const messageId = (n: number) => `d0000000-0000-4000-8000-00000000000${n}`;

const send = (
  n: number,
  { credits = 20, content = { kind: 'gift', gift: 'rose' } as MessageContent, senderConfirmed = true, freeChats = 3 as number | null, recipientId = bert } = {},
): SendPaidMessage => ({
  type: 'SendPaidMessage',
  data: { conversationId, messageId: messageId(n), senderId: anna, recipientId, content, credits, senderConfirmed, freeChats },
  metadata: { now },
});

const funded = (credits: number): WalletEvent => ({ type: 'CreditsPurchased', data: { memberId: anna, key: 'purchase-1', credits, balance: credits, at: now, orderId: 'order-1' } });
const freeMessage: WalletEvent = { type: 'FreeMessagesGranted', data: { memberId: anna, key: 'free-1', freeMessages: 1, messages: 1, reason: 'signup', at: now } };

const statesOf = (conversation: ConversationEvent[], wallet: WalletEvent[]): PaidMessageStates => ({
  conversation: fold(conversationDecider, conversation),
  wallet: fold(walletDecider, wallet),
  chatStarts: chatStartsDecider.initialState,
});

/** Sends on the states the events give, and returns what both streams look like after. */
const sent = (command: SendPaidMessage, states: PaidMessageStates) => {
  const events = decidePaidMessage(command, states);
  return {
    events,
    conversation: events.conversation.reduce(conversationDecider.evolve, states.conversation),
    wallet: events.wallet.reduce(walletDecider.evolve, states.wallet),
    chatStarts: events.chatStarts.reduce(chatStartsDecider.evolve, states.chatStarts),
  };
};

describe('A paid message, decided by the conversation and the wallet together', () => {
  it('starts the conversation, pays and delivers in one decision', () => {
    const { events, wallet } = sent(send(1), statesOf([], [funded(50)]));
    expect(events.conversation.map((event) => event.type)).toEqual(['ConversationStarted', 'MessageSent']);
    expect(events.conversation[1]).toEqual({ type: 'MessageSent', data: expect.objectContaining({ messageId: messageId(1), kind: 'gift', gift: 'rose', credits: 20, sentAt: now, status: 'delivered' }) });
    expect(events.wallet).toEqual([expect.objectContaining({ type: 'CreditsSpent', data: expect.objectContaining({ key: `message-${messageId(1)}`, credits: 20, purpose: 'gift', balance: 30 }) })]);
    expect(wallet.balance).toBe(30);
  });

  it('pays an unconfirmed sender\'s message now and holds it until the address is confirmed', () => {
    const { events, conversation } = sent(send(1, { senderConfirmed: false }), statesOf([], [funded(50)]));
    expect(events.conversation.at(-1)).toEqual({ type: 'MessageSent', data: expect.objectContaining({ status: 'held' }) });
    expect(conversation.held).toEqual([{ messageId: messageId(1), senderId: anna, credits: 20 }]);
  });

  it('writes nothing when the wallet cannot pay, so the sender keeps the text to send again', () =>
    expect(() => decidePaidMessage(send(1, { credits: 60 }), statesOf([], [funded(50)]))).toThrow(WALLET_ERRORS.INSUFFICIENT_CREDITS));

  it('pays a text with a free message before credits, and a gift never', () => {
    const text = sent(send(1, { credits: 10, content: { kind: 'text', text: 'hej' } }), statesOf([], [funded(50), freeMessage]));
    expect(text.events.wallet.map((event) => event.type)).toEqual(['FreeMessageUsed']);
    expect(sent(send(2), statesOf([], [funded(50), freeMessage])).events.wallet.map((event) => event.type)).toEqual(['CreditsSpent']);
  });

  it('takes a message the conversation already knows as a retry: nothing is paid or delivered twice', () => {
    const first = sent(send(1), statesOf([], [funded(50)]));
    expect(decidePaidMessage(send(1), first)).toEqual({ conversation: [], wallet: [], chatStarts: [] });
  });

  it('counts a delivered message as unread for the recipient, and releases a held one with the sender\'s others', () => {
    expect(sent(send(1), statesOf([], [funded(50)])).conversation.unread).toEqual({ [bert]: 1 });
    const held = sent(send(2, { senderConfirmed: false }), statesOf([], [funded(50)])).conversation;
    expect(conversationDecider.decide({ type: 'ReleaseHeldMessages', data: { senderId: anna }, metadata: { now } }, held)).toEqual([
      { type: 'MessageDelivered', data: { conversationId, messageId: messageId(2), senderId: anna, recipientId: bert, deliveredAt: now } },
    ]);
  });

  it('refuses past the held messages an unconfirmed sender may have, before anything is paid', () => {
    const heldBefore = Array.from({ length: HELD_MESSAGES_LIMIT }, (_, index) => index);
    let states = statesOf([], [funded(10_000)]);
    for (const n of heldBefore) {
      const command = send(1, { senderConfirmed: false });
      const after = sent({ ...command, data: { ...command.data, messageId: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}` } }, states);
      states = after;
    }
    expect(() => decidePaidMessage(send(1, { senderConfirmed: false }), states)).toThrow(CHAT_ERRORS.TOO_MANY_HELD);
    expect(states.wallet.balance).toBe(10_000 - HELD_MESSAGES_LIMIT * 20);
  });

  it('counts a chat a member who never bought credits starts, refuses one past the free chats with nothing written, and never counts an answer', () => {
    const granted: WalletEvent = { type: 'CreditsGranted', data: { memberId: anna, key: 'signup', credits: 100, balance: 100, at: now, reason: 'signup' } };
    const first = sent(send(1, { freeChats: 1 }), statesOf([], [granted]));
    expect(first.events.chatStarts).toEqual([{ type: 'ChatStartCounted', data: { memberId: anna, otherId: bert, countedAt: now } }]);
    const carl = 'c1000000-0000-4000-8000-000000000004';
    const another = { ...first, conversation: conversationDecider.initialState };
    expect(() => decidePaidMessage(send(2, { freeChats: 1, recipientId: carl }), another)).toThrow(CHAT_ERRORS.FREE_CHATS_USED);
    expect(sent(send(3, { freeChats: 1 }), first).events.chatStarts).toEqual([]);
  });

  it('counts no chat start for a member who bought credits, nor for a demo member', () => {
    expect(sent(send(1), statesOf([], [funded(50)])).events.chatStarts).toEqual([]);
    const granted: WalletEvent = { type: 'CreditsGranted', data: { memberId: anna, key: 'signup', credits: 100, balance: 100, at: now, reason: 'signup' } };
    expect(sent(send(1, { freeChats: null }), statesOf([], [granted])).events.chatStarts).toEqual([]);
  });

  it('sends a message that costs nothing without touching the wallet', () => {
    const { events } = sent(send(1, { credits: 0 }), statesOf([], []));
    expect(events.wallet).toEqual([]);
    expect(events.conversation.at(-1)).toEqual({ type: 'MessageSent', data: expect.objectContaining({ recipientId: bert, status: 'delivered' }) });
  });
});
