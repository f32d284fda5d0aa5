import { randomUUID } from 'node:crypto';
import {
  chatStartsDecider,
  chatStartsStreamId,
  CONVERSATION_SNAPSHOT_SCHEMA,
  conversationDecider,
  conversationStreamId,
  decidePaidMessage,
  fold,
  type ConversationEvent,
  type SendPaidMessage,
  WALLET_ERRORS,
  walletDecider,
  WALLET_SNAPSHOT_SCHEMA,
  walletStreamId,
  type CreditsEvent,
  type WalletCommand,
} from '@dating/domain';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { TEST_SQL_DATABASES, type TestSql } from '../sql/test-sql.fixtures.js';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '../testing/test-database.js';
import { readStream } from './event-sourced.repository.js';
import { SnapshotStore } from './snapshot-store.js';
import { SnapshottingRepository, type JointOptions, type SnapshotPolicy } from './snapshotting.repository.js';

const policy: SnapshotPolicy = { schema: WALLET_SNAPSHOT_SCHEMA, every: 10 };
const now = '2026-11-25T10:00:00.000Z';

const purchase = (memberId: string, credits: number, key: string = randomUUID()): WalletCommand => ({
  type: 'PurchaseCredits',
  data: { memberId, key, credits, orderId: key },
  metadata: { now },
});
const spend = (memberId: string, credits: number, key: string = randomUUID()): WalletCommand => ({
  type: 'SpendCredits',
  data: { memberId, key, credits, purpose: 'message', recipientId: null },
  metadata: { now },
});

const describeOnPostgres = (await postgresIsAvailable()) ? describe : describe.skip;

describeOnPostgres('Wallets on the snapshotting repository (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let store: PostgresEventStore;
  let snapshots: SnapshotStore;
  // Two repositories on one database stand for two API processes: their writers race by expected version.
  let processA: SnapshottingRepository;
  let processB: SnapshottingRepository;

  const run = (repository: SnapshottingRepository, command: WalletCommand) =>
    repository.execute(walletDecider, walletStreamId(command.data.memberId), command, { ...policy, idempotencyKey: command.data.key });
  const fromTheLog = async (memberId: string) => fold(walletDecider, (await readStream<CreditsEvent>(store, walletStreamId(memberId))).events);

  const gift = (senderId: string, recipientId: string): SendPaidMessage => ({
    type: 'SendPaidMessage',
    data: { conversationId: randomUUID(), messageId: randomUUID(), senderId, recipientId, content: { kind: 'gift', gift: 'rose' }, credits: 20, senderConfirmed: true, freeChats: null },
    metadata: { now },
  });
  const giftStreams = ({ data: { senderId, recipientId, messageId } }: SendPaidMessage) => ({
    conversation: { decider: conversationDecider, streamId: conversationStreamId(senderId, recipientId), policy: { schema: CONVERSATION_SNAPSHOT_SCHEMA, every: 10 }, idempotencyKey: messageId },
    wallet: { decider: walletDecider, streamId: walletStreamId(senderId), policy, idempotencyKey: `message-${messageId}` },
    chatStarts: { decider: chatStartsDecider, streamId: chatStartsStreamId(senderId), policy: { schema: 'read-whole', every: Infinity }, idempotencyKey: messageId },
  });
  const send = (repository: SnapshottingRepository, command: SendPaidMessage, options?: JointOptions) =>
    repository.executeTogether(giftStreams(command), command, decidePaidMessage, options);

  const streamReadCounts = new Map<string, number>();
  const readsOf = (streamId: string) => streamReadCounts.get(streamId) ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase('wallets');
    sql = createPostgresSql(database.url);
    store = new PostgresEventStore(sql);
    const readStreamOfStore = store.readStream.bind(store);
    store.readStream = (streamId, afterVersion) => {
      streamReadCounts.set(streamId, readsOf(streamId) + 1);
      return readStreamOfStore(streamId, afterVersion);
    };
    const readStreamsFromSnapshotsOfStore = store.readStreamsFromSnapshots.bind(store);
    store.readStreamsFromSnapshots = (reads) => {
      for (const { streamId } of reads) streamReadCounts.set(streamId, readsOf(streamId) + 1);
      return readStreamsFromSnapshotsOfStore(reads);
    };
    await store.migrate();
    snapshots = new SnapshotStore(sql);
    await snapshots.migrate();
    processA = new SnapshottingRepository(store, snapshots);
    processB = new SnapshottingRepository(store, snapshots);
  });
  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  it('spending the last credit 50 times at once lets exactly one spend through', async () => {
    const memberId = randomUUID();
    await run(processA, purchase(memberId, 1));
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => run(index % 2 ? processA : processB, spend(memberId, 1))));
    const spent = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { code?: string }] : []));
    expect(spent).toHaveLength(1);
    expect(refused.map((error) => error.code)).toEqual(Array.from({ length: 49 }, () => WALLET_ERRORS.INSUFFICIENT_CREDITS));
    expect((await fromTheLog(memberId)).balance).toBe(0);
  });

  it('keeps the balance equal to the sum of the wallet events, never negative, under 200 random concurrent spends and purchases', async () => {
    const memberId = randomUUID();
    const commands = Array.from({ length: 200 }, (_, index) =>
      index % 3 === 0 ? purchase(memberId, 1 + (index % 7)) : spend(memberId, 1 + (index % 5)),
    );
    await Promise.allSettled(commands.map((command, index) => run(index % 2 ? processA : processB, command)));
    const { events } = await readStream<CreditsEvent>(store, walletStreamId(memberId));
    let running = 0;
    for (const event of events) {
      running += event.type === 'CreditsSpent' ? -event.data.credits : event.data.credits;
      expect(running).toBeGreaterThanOrEqual(0);
      expect(event.data.balance).toBe(running);
    }
    const loaded = await processB.load(walletDecider, walletStreamId(memberId), policy);
    expect(loaded.state.balance).toBe(running);
    expect(loaded.snapshotVersion).toBeGreaterThan(0);
    expect(loaded.version - loaded.snapshotVersion).toBeLessThan(policy.every);
  });

  it('treats a retried command as done, even one older than the keys the wallet remembers', async () => {
    const memberId = randomUUID();
    const first = purchase(memberId, 500);
    await run(processA, first);
    const retried = spend(memberId, 5, 'message-retried');
    await run(processA, retried);
    for (let index = 0; index < 250; index += 1) await run(processB, spend(memberId, 1));
    expect((await run(processA, retried)).events).toEqual([]);
    expect((await run(processB, first)).events).toEqual([]);
    expect((await fromTheLog(memberId)).balance).toBe(500 - 5 - 250);
  });

  it('a command retried on a process whose own view predates the stored run answers with the log and keeps the next balances exact', async () => {
    const memberId = randomUUID();
    await run(processA, purchase(memberId, 100));
    // Process B spends on a gift and then on a message whose answer is lost; the client retries the message on A, whose
    // own view of the wallet is still the 100 it wrote.
    await run(processB, spend(memberId, 20));
    const lostAnswer = spend(memberId, 5);
    await run(processB, lostAnswer);
    const retried = await run(processA, lostAnswer);
    expect(retried.events).toEqual([]);
    expect(retried.state.balance).toBe(75);
    expect((await run(processA, spend(memberId, 10))).state.balance).toBe(65);
    const { events } = await readStream<CreditsEvent>(store, walletStreamId(memberId));
    expect(events.map((event) => event.data.balance)).toEqual([100, 80, 75, 65]);
  });

  it('rebuilds every balance exactly from the log alone, snapshots forgotten', async () => {
    const members = Array.from({ length: 5 }, () => randomUUID());
    for (const [index, memberId] of members.entries()) {
      await run(processA, purchase(memberId, 200));
      for (let spends = 0; spends < 12 * (index + 1); spends += 1) await run(processA, spend(memberId, 1 + (spends % 3)));
    }
    const withSnapshots = await Promise.all(members.map((memberId) => processA.load(walletDecider, walletStreamId(memberId), policy)));
    await snapshots.clear(WALLET_SNAPSHOT_SCHEMA);
    const replayed = await Promise.all(members.map((memberId) => processB.load(walletDecider, walletStreamId(memberId), policy)));
    expect(replayed.map((loaded) => loaded.snapshotVersion)).toEqual(members.map(() => 0));
    expect(replayed.map((loaded) => loaded.state)).toEqual(withSnapshots.map((loaded) => loaded.state));
    expect(replayed.map((loaded) => loaded.state.balance)).toEqual(await Promise.all(members.map(async (memberId) => (await fromTheLog(memberId)).balance)));
  });

  it('a paid message decided on the conversation and the wallet together: of 40 gifts at once from two processes, those the funds pay are delivered and paid, the rest leave no trace', async () => {
    const [senderId, recipientId] = [randomUUID(), randomUUID()];
    await run(processA, purchase(senderId, 100));
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, index) => send(index % 2 ? processA : processB, gift(senderId, recipientId))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const conversation = (await readStream<ConversationEvent>(store, conversationStreamId(senderId, recipientId))).events;
    const delivered = conversation.flatMap((event) => (event.type === 'MessageSent' && event.data.status === 'delivered' ? [event.data.messageId] : []));
    const paid = (await readStream<CreditsEvent>(store, walletStreamId(senderId))).events.flatMap((event) => (event.type === 'CreditsSpent' ? [event.data.key] : []));
    expect(delivered).toHaveLength(5);
    expect(paid.sort()).toEqual(delivered.map((messageId) => `message-${messageId}`).sort());
    expect(conversation.filter((event) => event.type === 'MessageSent')).toHaveLength(5);
    expect((await fromTheLog(senderId)).balance).toBe(0);
  });

  it('a gift retried on a read taken before its first run stored it answers with the wallet as the log holds it', async () => {
    const [senderId, recipientId] = [randomUUID(), randomUUID()];
    await run(processA, purchase(senderId, 100));
    const lostAnswer = gift(senderId, recipientId);
    const readBeforeTheFirstRun = processB.readTogether(giftStreams(lostAnswer));
    await send(processA, lostAnswer);
    await run(processA, spend(senderId, 7));
    const retried = await send(processB, lostAnswer, { read: readBeforeTheFirstRun });
    expect(retried.events).toEqual({ conversation: [], wallet: [], chatStarts: [] });
    expect(retried.states.wallet.balance).toBe(73);
    expect((await run(processB, spend(senderId, 3))).state.balance).toBe(70);
    expect((await fromTheLog(senderId)).balance).toBe(70);
  });

  it('decides a command right after its own on a stream without reading it again, and on the log when another process wrote since', async () => {
    const memberId = randomUUID();
    const streamReads = () => readsOf(walletStreamId(memberId));
    await run(processA, purchase(memberId, 10));
    const before = streamReads();
    await run(processA, spend(memberId, 3));
    expect(streamReads()).toBe(before);
    // Process B spends 6 behind A's back: A's own view says 7 left, the log says 1.
    await run(processB, spend(memberId, 6));
    await expect(run(processA, spend(memberId, 5))).rejects.toMatchObject({ code: WALLET_ERRORS.INSUFFICIENT_CREDITS });
    expect((await run(processA, spend(memberId, 1))).state.balance).toBe(0);
    // And a refusal decided on A's own view is decided again on the log: B bought meanwhile.
    await run(processB, purchase(memberId, 4));
    expect((await run(processA, spend(memberId, 4))).state.balance).toBe(0);
    expect((await fromTheLog(memberId)).balance).toBe(0);
  });
});

describe.each(TEST_SQL_DATABASES)('A snapshotted load on %s', (_name, openSql) => {
  let testSql: TestSql | undefined;
  let statements: string[];
  let snapshots: SnapshotStore;
  // The log in the snapshots' database, and the same log as another adapter (EventStoreDB) offers it: events only.
  let sut: SnapshottingRepository;
  let eventsOnly: SnapshottingRepository;

  const run = (command: WalletCommand) =>
    sut.execute(walletDecider, walletStreamId(command.data.memberId), command, { ...policy, idempotencyKey: command.data.key });
  const loadedBoth = async (memberId: string) => {
    const [one, two] = [sut, eventsOnly].map((repository) => () => repository.load(walletDecider, walletStreamId(memberId), policy));
    statements.length = 0;
    const fromOne = await one!();
    const inOne = statements.length;
    statements.length = 0;
    const fromTwo = await two!();
    return { fromOne, inOne, fromTwo, inTwo: statements.length };
  };

  beforeAll(async () => {
    testSql = await openSql();
    if (!testSql) return;
    const { sql } = testSql;
    statements = [];
    const counting: SqlPort = { ...sql, query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
    const store = new PostgresEventStore(counting);
    await store.migrate();
    snapshots = new SnapshotStore(counting);
    await snapshots.migrate();
    sut = new SnapshottingRepository(store, snapshots);
    eventsOnly = new SnapshottingRepository(
      { append: (...args) => store.append(...args), appendMany: (appends) => store.appendMany(appends), readStream: (...args) => store.readStream(...args), readAll: (...args) => store.readAll(...args), close: async () => undefined },
      snapshots,
    );
  });
  afterAll(() => testSql?.dispose());

  it.each([
    ['without a snapshot', 0, 3],
    ['with a snapshot and a tail', 1, 4],
    ['with a snapshot and no tail', 1, 0],
    ['with two snapshots and a tail', 2, 2],
  ])('reads a stream %s in one statement, and folds what the snapshot and the tail read apart fold to', async (_case, snapshotsTaken, tail) => {
    if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
    const memberId = randomUUID();
    await run(purchase(memberId, 1_000));
    for (let index = 1; index < snapshotsTaken * policy.every + tail; index += 1) await run(spend(memberId, 1 + (index % 3)));

    const { fromOne, inOne, fromTwo, inTwo } = await loadedBoth(memberId);

    expect([inOne, inTwo]).toEqual([1, 2]);
    expect(fromOne).toEqual(fromTwo);
    expect(fromOne.snapshotVersion).toBe(snapshotsTaken * policy.every);
    expect(fromOne.version).toBe(snapshotsTaken * policy.every + tail);
  });

  it('reads a stream whose snapshot has another state schema from its first event', async () => {
    if (!testSql) return console.warn('SKIPPED: PostgreSQL unreachable');
    const memberId = randomUUID();
    await run(purchase(memberId, 1_000));
    for (let index = 1; index < policy.every + 2; index += 1) await run(spend(memberId, 1));
    await testSql.sql.query(`UPDATE es_snapshots SET state_schema = 'wallet-of-an-older-shape' WHERE stream_id = $1`, [walletStreamId(memberId)]);

    const { fromOne, fromTwo } = await loadedBoth(memberId);

    expect(fromOne).toEqual(fromTwo);
    expect(fromOne.snapshotVersion).toBe(0);
    expect(fromOne.state.balance).toBe(1_000 - policy.every - 1);
  });
});
