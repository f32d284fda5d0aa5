import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { memberPair } from '../kernel/member-pair.js';
import { chatStartsDecider, type ChatStartCounted, type CountChatStart } from './chat-starts.decider.js';
import { checkedMessageText, HELD_MESSAGES_LIMIT, linksAllowed, messageTextParts, unreadBadge } from './chat.rules.js';
import type { ConversationCommand } from './conversation.commands.js';
import { conversationDecider } from './conversation.decider.js';
import { CHAT_ERRORS } from './conversation.errors.js';
import { conversationStreamId, type ConversationEvent } from './conversation.events.js';

const given = specFor(conversationDecider);
const now = '2026-11-25T10:00:00.000Z';
const earlier = '2026-11-25T09:00:00.000Z';
const anna = 'a0000000-0000-4000-8000-000000000001';
const bert = 'b0000000-0000-4000-8000-000000000002';
const conversationId = 'c0000000-0000-4000-8000-000000000003';
const messageId = (n: number) => `d0000000-0000-4000-8000-00000000000${n}`;

const submit = (n: number, senderId = anna, recipientId = bert, candidate = conversationId): ConversationCommand => ({
  type: 'SubmitMessage',
  data: { conversationId: candidate, messageId: messageId(n), senderId, recipientId, content: { kind: 'text', text: `hello ${n}` }, credits: 10 },
  metadata: { now },
});
const settle = (n: number, paid: boolean, senderConfirmed = true): ConversationCommand => ({ type: 'SettleMessage', data: { messageId: messageId(n), paid, senderConfirmed }, metadata: { now } });

const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId, memberIds: memberPair(anna, bert), startedBy: anna, startedAt: earlier } };
const submitted = (n: number, senderId = anna, recipientId = bert): ConversationEvent => ({
  type: 'MessageSubmitted',
  data: { conversationId, messageId: messageId(n), senderId, recipientId, kind: 'text', text: `hello ${n}`, gift: null, photoId: null, credits: 10, sentAt: earlier },
});
const delivered = (n: number, senderId = anna, recipientId = bert): ConversationEvent => ({
  type: 'MessageDelivered',
  data: { conversationId, messageId: messageId(n), senderId, recipientId, deliveredAt: earlier },
});
const held = (n: number): ConversationEvent => ({ type: 'MessageHeld', data: { conversationId, messageId: messageId(n), senderId: anna, heldAt: earlier } });

describe('A conversation between two members', () => {
  it('lives on one stream per pair, whoever writes first', () => expect(conversationStreamId(anna, bert)).toBe(conversationStreamId(bert, anna)));

  it('starts with the first message, named by the id that message brought', () =>
    given([]).when(submit(1)).thenEvents([{ ...started, data: { ...started.data, startedAt: now } } as ConversationEvent, { ...submitted(1), data: { ...submitted(1).data, sentAt: now } } as ConversationEvent]));

  it('keeps its own id when a later message brings another', () =>
    given([started]).when(submit(2, bert, anna, 'e0000000-0000-4000-8000-000000000009')).thenEvents([{ ...submitted(2, bert, anna), data: { ...submitted(2, bert, anna).data, sentAt: now } } as ConversationEvent]));

  it('refuses a message to oneself', () => given([]).when(submit(1, anna, anna)).thenThrows(hasCode(CHAT_ERRORS.SELF)));

  it('takes a retried message as already sent', () => given([started, submitted(1)]).when(submit(1)).thenEvents([]));

  describe('settling the debit of a submitted message', () => {
    it('delivers a paid message of a confirmed sender', () =>
      given([started, submitted(1)]).when(settle(1, true)).thenEvents([{ ...delivered(1), data: { ...delivered(1).data, deliveredAt: now } } as ConversationEvent]));
    it('holds a paid message of an unconfirmed sender', () =>
      given([started, submitted(1)]).when(settle(1, true, false)).thenEvents([{ ...held(1), data: { ...held(1).data, heldAt: now } } as ConversationEvent]));
    it('rejects a message whose debit was refused, so nothing is delivered unpaid', () =>
      given([started, submitted(1)])
        .when(settle(1, false))
        .thenEvents([{ type: 'MessageRejected', data: { conversationId, messageId: messageId(1), senderId: anna, reason: 'insufficient_credits', rejectedAt: now } }]));
    it('settles a message once: a second outcome (a retry or the recovery sweep) changes nothing', () => {
      given([started, submitted(1), delivered(1)]).when(settle(1, true)).thenEvents([]);
      given([started, submitted(1), delivered(1)]).when(settle(1, false)).thenEvents([]);
    });
  });

  describe('held messages', () => {
    it('go out in the order they were written once the sender confirms', () =>
      given([started, submitted(1), held(1), submitted(2), held(2)])
        .when({ type: 'ReleaseHeldMessages', data: { senderId: anna }, metadata: { now } })
        .thenEvents([1, 2].map((n) => ({ ...delivered(n), data: { ...delivered(n).data, deliveredAt: now } }) as ConversationEvent)));
    it('are withdrawn with their price when the sender is banned', () =>
      given([started, submitted(1), held(1)])
        .when({ type: 'WithdrawHeldMessages', data: { senderId: anna, reason: 'sender_banned' }, metadata: { now } })
        .thenEvents([{ type: 'MessageWithdrawn', data: { conversationId, messageId: messageId(1), senderId: anna, credits: 10, reason: 'sender_banned', withdrawnAt: now } }]));
    it('are released once: a second release sends nothing', () =>
      given([started, submitted(1), held(1), delivered(1)]).when({ type: 'ReleaseHeldMessages', data: { senderId: anna }, metadata: { now } }).thenEvents([]));
    it(`are limited to ${HELD_MESSAGES_LIMIT} per conversation`, () => {
      const history = [started, ...Array.from({ length: HELD_MESSAGES_LIMIT }, (_, n) => [submitted(n), held(n)]).flat()];
      given(history).when(submit(HELD_MESSAGES_LIMIT + 1)).thenThrows(hasCode(CHAT_ERRORS.TOO_MANY_HELD));
    });
  });

  describe('reading', () => {
    it('records the read of what was delivered, for the read receipts', () =>
      given([started, submitted(1), delivered(1), submitted(2), delivered(2)])
        .when({ type: 'MarkConversationRead', data: { readerId: bert }, metadata: { now } })
        .thenEvents([{ type: 'MessagesRead', data: { conversationId, readerId: bert, writerId: anna, count: 2, readAt: now } }]));
    it('records nothing when nothing is unread', () =>
      given([started, submitted(1), delivered(1)]).when({ type: 'MarkConversationRead', data: { readerId: anna }, metadata: { now } }).thenEvents([]));
    it('refuses a reader who is not in the conversation', () =>
      given([started]).when({ type: 'MarkConversationRead', data: { readerId: conversationId }, metadata: { now } }).thenThrows(hasCode(CHAT_ERRORS.NOT_FOUND)));
  });

  it('lets one member remove it from their list', () =>
    given([started]).when({ type: 'RemoveConversation', data: { memberId: bert }, metadata: { now } }).thenEvents([{ type: 'ConversationRemoved', data: { conversationId, memberId: bert, removedAt: now } }]));
});

describe('Free chats', () => {
  const givenStarts = specFor(chatStartsDecider);
  const count = (otherId: string): CountChatStart => ({ type: 'CountChatStart', data: { memberId: anna, otherId, limit: 2 }, metadata: { now } });
  const counted = (otherId: string): ChatStartCounted => ({ type: 'ChatStartCounted', data: { memberId: anna, otherId, countedAt: earlier } });

  it('counts a new chat within the limit', () => givenStarts([]).when(count(bert)).thenEvents([{ type: 'ChatStartCounted', data: { memberId: anna, otherId: bert, countedAt: now } }]));
  it('counts a chat with the same member once', () => givenStarts([counted(bert)]).when(count(bert)).thenEvents([]));
  it('refuses a chat past the limit', () => givenStarts([counted(bert), counted(conversationId)]).when(count(messageId(1))).thenThrows(hasCode(CHAT_ERRORS.FREE_CHATS_USED)));
});

describe('Chat rules', () => {
  it('trims a message and refuses an empty one', () => {
    expect(checkedMessageText('  hi  ', 10)).toBe('hi');
    expect(() => checkedMessageText(' \n ', 10)).toThrow(CHAT_ERRORS.MESSAGE_EMPTY);
  });
  it('counts characters, not bytes, against the length limit', () => {
    expect(checkedMessageText('😀😀😀', 3)).toBe('😀😀😀');
    expect(() => checkedMessageText('😀😀😀😀', 3)).toThrow(CHAT_ERRORS.MESSAGE_TOO_LONG);
  });
  it('finds links with their domain, leaving trailing punctuation as text', () =>
    expect(messageTextParts('see https://www.example.com/x?y=1. or www.test.org')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', text: 'https://www.example.com/x?y=1', href: 'https://www.example.com/x?y=1', domain: 'example.com' },
      { type: 'text', text: '. or ' },
      { type: 'link', text: 'www.test.org', href: 'https://www.test.org', domain: 'test.org' },
    ]));
  it('keeps links plain until both members have written a few messages', () => {
    expect(linksAllowed([3, 2])).toBe(false);
    expect(linksAllowed([3, 3])).toBe(true);
    expect(linksAllowed([5])).toBe(false);
  });
  it('shows 99+ from 100 unread messages', () => {
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
