import {
  chatStartsDecider,
  conversationDecider,
  conversationStreamId,
  decidePaidMessage,
  walletDecider,
  type ConversationCommand,
  type ConversationState,
  type MessageContent,
  START_CHECKPOINT,
} from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { replayProjection } from '../cli/replay.js';
import { sqlProjectionConsumer } from '../sql-projection/sql-projection.js';
import { notingStatements, useProjectionTestBed } from '../testing/projection-test-bed.js';
import { chatsProjection } from './chats.projection.js';
import { conversationMessages, messagesForViewers, unreadStreaksDue, unreadStreaksOf, viewedMessageKey } from './chats.queries.js';
import { CHAT_MEMBERS_TABLE, CHAT_MESSAGES_TABLE } from './chats.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const now = '2026-11-25T10:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeWithServices('chats projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(chatsProjection);
  const streakOf = async (memberId: string, conversationId: string) => (await unreadStreaksOf(bed.sql, [{ memberId, conversationId }]))[0];

  /** Decides like the API does, on the pair's stream, and appends what was decided. */
  const states = new Map<string, ConversationState>();
  const decide = async (a: string, b: string, command: Omit<ConversationCommand, 'metadata'>) => {
    const stream = conversationStreamId(a, b);
    const state = states.get(stream) ?? conversationDecider.initialState;
    const events = conversationDecider.decide({ ...command, metadata: { now } } as ConversationCommand, state);
    states.set(stream, events.reduce(conversationDecider.evolve, state));
    if (events.length) await bed.append(stream, events);
  };
  let next = 0;
  /** Submits and settles a message; `outcome` is what its debit came to. */
  const write = async (senderId: string, recipientId: string, text: string, outcome: 'delivered' | 'held' | 'rejected' = 'delivered') => {
    const messageId = id((next += 1));
    const content: MessageContent = { kind: 'text', text };
    await decide(senderId, recipientId, { type: 'SubmitMessage', data: { conversationId: id(900 + next), messageId, senderId, recipientId, content, credits: 10 } });
    await decide(senderId, recipientId, { type: 'SettleMessage', data: { messageId, paid: outcome !== 'rejected', senderConfirmed: outcome !== 'held' } });
    return messageId;
  };
  const sides = async () => {
    await bed.catchUp();
    return (await bed.sql.query(`select member_id, other_id, unread, sent, removed_at is not null as removed from ${CHAT_MEMBERS_TABLE} order by 1, 2`)).rows;
  };
  const messages = async () => {
    await bed.catchUp();
    return (await bed.sql.query(`select message_id, sender_id, status, sealed_text is not null as sealed from ${CHAT_MESSAGES_TABLE} order by seq`)).rows;
  };
  beforeEach(() => states.clear());

  it('keeps each side’s unread count and each message’s state, the texts sealed', async () => {
    await write('anna', 'bert', 'hello bert');
    await write('anna', 'bert', 'are you there?');
    await write('bert', 'anna', 'no money', 'rejected');
    await write('bert', 'anna', 'waiting for my confirmation', 'held');
    expect(await sides()).toEqual([
      { member_id: 'anna', other_id: 'bert', unread: 0, sent: 2, removed: false },
      { member_id: 'bert', other_id: 'anna', unread: 2, sent: 0, removed: false },
    ]);
    expect((await messages()).map((row) => row.status)).toEqual(['delivered', 'delivered', 'rejected', 'held']);
    const stored = JSON.stringify((await bed.sql.query(`select * from ${CHAT_MESSAGES_TABLE}`)).rows);
    expect(stored).not.toContain('hello bert');
    await decide('anna', 'bert', { type: 'MarkConversationRead', data: { readerId: 'bert' } });
    await decide('anna', 'bert', { type: 'ReleaseHeldMessages', data: { senderId: 'bert' } });
    expect(await sides()).toEqual([
      { member_id: 'anna', other_id: 'bert', unread: 1, sent: 2, removed: false },
      { member_id: 'bert', other_id: 'anna', unread: 0, sent: 1, removed: false },
    ]);
    const page = await conversationMessages({ sql: bed.sql, personalFields: bed.personalFields }, 'anna', id(901), { limit: 10 });
    expect(page?.messages.map((message) => [message.text, message.read])).toEqual([
      ['hello bert', true],
      ['are you there?', true],
      ['waiting for my confirmation', false],
    ]);
  });

  /** Sends a message in one decision (MessageSent), as the API does today. */
  const send = async (senderId: string, recipientId: string, text: string, senderConfirmed = true, at = now) => {
    const stream = conversationStreamId(senderId, recipientId);
    const state = states.get(stream) ?? conversationDecider.initialState;
    const data = { conversationId: id(950 + next), messageId: id((next += 1)), senderId, recipientId, content: { kind: 'text', text } as MessageContent, credits: 0, senderConfirmed, freeChats: null };
    const { conversation } = decidePaidMessage({ type: 'SendPaidMessage', data, metadata: { now: at } }, { conversation: state, wallet: walletDecider.initialState, chatStarts: chatStartsDecider.initialState });
    states.set(stream, conversation.reduce(conversationDecider.evolve, state));
    await bed.append(stream, conversation);
  };

  it('shows a message sent in one decision (MessageSent) exactly as one submitted and settled in two, both sides', async () => {
    await write('cleo', 'dirk', 'written before');
    await send('cleo', 'dirk', 'sent at once', true);
    await send('dirk', 'cleo', 'held back', false);
    expect(await sides()).toEqual([
      { member_id: 'cleo', other_id: 'dirk', unread: 0, sent: 2, removed: false },
      { member_id: 'dirk', other_id: 'cleo', unread: 2, sent: 0, removed: false },
    ]);
    expect((await messages()).filter((row) => ['cleo', 'dirk'].includes(row.sender_id as string)).map((row) => row.status)).toEqual(['delivered', 'delivered', 'held']);
    await decide('cleo', 'dirk', { type: 'ReleaseHeldMessages', data: { senderId: 'dirk' } });
    await bed.catchUp();
    const conversationId = states.get(conversationStreamId('cleo', 'dirk'))!.conversationId!;
    const page = await conversationMessages({ sql: bed.sql, personalFields: bed.personalFields }, 'cleo', conversationId, { limit: 10 });
    expect(page?.messages.map((message) => [message.text, message.from_me, message.status])).toEqual([
      ['written before', true, 'delivered'],
      ['sent at once', true, 'delivered'],
      ['held back', false, 'delivered'],
    ]);
    expect(await streakOf('dirk', conversationId)).toMatchObject({ count: 2, otherId: 'cleo' });
  });

  it('writes the messages a batch holds one after another in one insert and one update of the sides, with the same rows as one by one', async () => {
    const pairs = [['gus', 'hal'], ['ida', 'jon'], ['kim', 'lou']] as const;
    // The first message of each pair starts its conversation; those that follow are one run of sent messages.
    for (const [a, b] of pairs) await send(a, b, `hi ${b}`);
    // Held and delivered messages both ways, the members' clocks a little apart (one message stamped before the one it
    // follows): each side's newest time, unread streak and counts must come out as message by message.
    const minute = (n: number) => new Date(Date.parse(now) + n * 60_000).toISOString();
    const turns = [
      { fromFirst: false, at: minute(6), confirmed: true },
      { fromFirst: false, at: minute(4), confirmed: false },
      { fromFirst: true, at: minute(3), confirmed: true },
      { fromFirst: true, at: minute(5), confirmed: true },
      { fromFirst: true, at: minute(2), confirmed: true },
    ];
    for (const [turn, { fromFirst, at, confirmed }] of turns.entries()) {
      for (const [a, b] of pairs) await send(fromFirst ? a : b, fromFirst ? b : a, `turn ${turn}`, confirmed, at);
    }
    // Once the live read model has them, the log shows every event appended (an open transaction elsewhere hides them).
    await bed.catchUp();
    const events = await bed.store.readAll(START_CHECKPOINT, 1_000);
    const context = { personalFields: bed.personalFields };
    for (const suffix of ['_together', '_one']) await chatsProjection.migrate(bed.sql, suffix);
    const { executor: notingInserts, noted: inserts } = notingStatements(bed.sql, `insert into ${CHAT_MESSAGES_TABLE}_together `);
    const { executor, noted: updates } = notingStatements(notingInserts, `update ${CHAT_MEMBERS_TABLE}_together `);

    await sqlProjectionConsumer(chatsProjection, context, '_together').handle(events, executor);
    for (const event of events) await chatsProjection.apply(bed.sql, event, '_one', context);

    // A conversation's start ends a run: the first message of each pair but the last stands alone, that last one opens
    // the run of the fifteen that follow.
    expect(inserts).toHaveLength(pairs.length);
    expect(updates).toHaveLength(pairs.length);
    const rowsOf = async (suffix: string) => ({
      sides: (await bed.sql.query(`select member_id, other_id, unread, sent, updated_at, last_message_id, unread_since, first_unread_message_id from ${CHAT_MEMBERS_TABLE}${suffix} order by 1, 2`)).rows,
      messages: (await bed.sql.query(`select message_id, conversation_id, sender_id, status, sent_at, delivered_at, sealed_text is not null as sealed from ${CHAT_MESSAGES_TABLE}${suffix} order by seq`)).rows,
    });
    const together = await rowsOf('_together');
    expect(together.messages).toHaveLength(pairs.length * 6);
    expect(together).toEqual(await rowsOf('_one'));
  });

  it('reads the messages of many viewers at once, each as its viewer sees it, and leaves out what a viewer may not see', async () => {
    const greeting = await write('carl', 'dora', 'hi dora');
    const refused = await write('dora', 'carl', 'no credits', 'rejected');
    const held = await write('eva', 'carl', 'not confirmed yet', 'held');
    await bed.catchUp();
    const wanted = [
      { viewerId: 'carl', messageId: greeting },
      { viewerId: 'dora', messageId: greeting },
      { viewerId: 'dora', messageId: greeting },
      { viewerId: 'carl', messageId: refused },
      { viewerId: 'carl', messageId: held },
      { viewerId: 'eva', messageId: held },
      { viewerId: 'eva', messageId: greeting },
    ];

    const views = await messagesForViewers({ sql: bed.sql, personalFields: bed.personalFields }, wanted);

    const seen = (viewerId: string, messageId: string) => views.get(viewedMessageKey({ viewerId, messageId }));
    expect([seen('carl', greeting)?.from_me, seen('carl', greeting)?.text]).toEqual([true, 'hi dora']);
    expect([seen('dora', greeting)?.from_me, seen('dora', greeting)?.text]).toEqual([false, 'hi dora']);
    expect(seen('eva', held)?.status).toBe('held');
    expect([...views.keys()].sort()).toEqual([viewedMessageKey({ viewerId: 'carl', messageId: greeting }), viewedMessageKey({ viewerId: 'dora', messageId: greeting }), viewedMessageKey({ viewerId: 'eva', messageId: held })].sort());
  });

  it('forgets an erased member’s conversations on both sides', async () => {
    await write('carl', 'dora', 'hi dora');
    await write('dora', 'carl', 'hi carl');
    await bed.append('account-carl', [{ type: 'AccountErased', data: { memberId: 'carl', erasedAt: now } }]);
    expect(await sides()).toEqual([]);
    expect(await messages()).toEqual([]);
  });

  it('rebuilds the same conversations from the log alone', async () => {
    for (const [from, to] of [['m1', 'm2'], ['m2', 'm1'], ['m1', 'm3'], ['m3', 'm1'], ['m2', 'm3']]) await write(from!, to!, `${from} to ${to}`);
    await decide('m1', 'm2', { type: 'MarkConversationRead', data: { readerId: 'm2' } });
    await decide('m1', 'm3', { type: 'RemoveConversation', data: { memberId: 'm3' } });
    const before = { sides: await sides(), messages: await messages() };
    await replayProjection({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, chatsProjection, { start: () => undefined, advance: () => undefined, waitingForLiveProjector: () => undefined });
    expect({ sides: await sides(), messages: await messages() }).toEqual(before);
  });

  it('knows each unread streak from its first message until the member reads, and finds the streaks due for a reminder', async () => {
    const first = await write('erik', 'fay', 'hi fay');
    await write('erik', 'fay', 'still there?');
    await bed.catchUp();
    const conversationId = (await bed.sql.query<{ conversation_id: string }>(`select conversation_id from ${CHAT_MEMBERS_TABLE} where member_id = 'fay'`)).rows[0]!.conversation_id;
    expect(await streakOf('fay', conversationId)).toMatchObject({ otherId: 'erik', count: 2, firstMessageId: first, since: now, opensConversation: true });
    expect(await streakOf('erik', conversationId)).toBeNull();

    const day = { notBefore: new Date('2026-11-25T00:00:00.000Z'), dueBefore: new Date('2026-11-25T12:00:00.000Z') };
    expect((await unreadStreaksDue(bed.sql, day, null, 10)).filter((streak) => streak.memberId === 'fay').map((streak) => streak.firstMessageId)).toEqual([first]);

    await decide('erik', 'fay', { type: 'MarkConversationRead', data: { readerId: 'fay' } });
    const answer = await write('fay', 'erik', 'yes!');
    const next = await write('erik', 'fay', 'coffee?');
    await bed.catchUp();
    expect(await streakOf('fay', conversationId)).toMatchObject({ count: 1, firstMessageId: next, opensConversation: false });
    expect(await streakOf('erik', conversationId)).toMatchObject({ count: 1, firstMessageId: answer, opensConversation: false });
  });
});
