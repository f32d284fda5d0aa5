import { randomBytes, randomUUID } from 'node:crypto';
import {
  fold,
  walletDecider,
  WALLET_SNAPSHOT_SCHEMA,
  walletStreamId,
  type EventToAppend,
  type WalletCommand,
  type WalletEvent,
} from '@dating/domain';
import { createPostgresSql, PostgresEventStore, readStream, SnapshotStore, SnapshottingRepository } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { databaseWork, formatWorkPer } from './database-work.js';
import { postJson } from './http-client.js';
import { formatRate, measureConcurrent } from './measure.js';
import { formatEventLoopCpuPer, startDeployedSite } from './processes.js';

const WALLETS = 1_000;
const CLIENTS = 32;
const SPENDS_PER_CLIENT = 150;
const SIGNUP_CLIENTS = 8;
const FUNDS = 10_000;
const GIFT_CREDITS = 20;

const signUp = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `wallet-${randomBytes(6).toString('hex')}@example.com`, name: 'Bench', password: 'a good long passphrase', date_of_birth: '1990-01-01', language: 'en' }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie: response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') };
};

const rawEvent = (index: number): EventToAppend => ({
  id: randomUUID(),
  type: 'CreditsSpent',
  data: { memberId: `raw-${index}`, key: randomUUID(), credits: GIFT_CREDITS, balance: 0, at: new Date().toISOString(), purpose: 'gift', recipientId: null },
  metadata: { occurredAt: new Date().toISOString() },
});

/**
 * 32 clients sending paid gifts from 1,000 funded wallets through POST /api/gift.php (session, validation, block
 * check, the conversation's submit and settle around the wallet's snapshot + tail and append with the expected
 * version) against 32 writers appending the same kind of event straight to the event store on the same database;
 * prints the PostgreSQL work of each, then `wallet spends/s: X, ratio to raw append: Y`. Then checks that every
 * balance is its funds less the gifts the API accepted, from the log alone.
 */
export const runWalletBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_wallet');
  const site = await startDeployedSite(database.url, randomBytes(32).toString('base64url'));
  const sql = createPostgresSql(database.url);
  try {
    const members: { id: string; cookie: string }[] = [];
    await Promise.all(
      Array.from({ length: SIGNUP_CLIENTS }, async () => {
        while (members.length < WALLETS) members.push(await signUp(site.baseUrl));
      }),
    );
    members.length = WALLETS;
    const store = new PostgresEventStore(sql);
    const wallets = new SnapshottingRepository(store, new SnapshotStore(sql));
    const policy = { schema: WALLET_SNAPSHOT_SCHEMA, every: 25 };
    for (const member of members) {
      const key = `bench-funds-${member.id}`;
      const command: WalletCommand = { type: 'PurchaseCredits', data: { memberId: member.id, key, credits: FUNDS, orderId: key }, metadata: { now: new Date().toISOString() } };
      await wallets.execute(walletDecider, walletStreamId(member.id), command, { ...policy, idempotencyKey: key });
    }
    // Recipients must be in the search read model the gift endpoint checks.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The tables were filled a moment ago: give them the statistics a live site's autovacuum keeps (it is off on CI's database).
    await sql.query('analyze');

    const accepted = new Map<string, number>();
    const spend = async (writer: number, index: number) => {
      const sender = members[(writer * SPENDS_PER_CLIENT + index) % WALLETS]!;
      const recipient = members[(writer * SPENDS_PER_CLIENT + index + 1) % WALLETS]!;
      const response = await postJson(`${site.baseUrl}/api/gift.php`, sender.cookie, { member_id: recipient.id, gift: 'rose', gift_id: randomUUID() });
      if (response.status !== 201) throw new Error(`gift.php answered ${response.status}: ${response.body}`);
      accepted.set(sender.id, (accepted.get(sender.id) ?? 0) + 1);
    };
    await measureConcurrent(CLIENTS, 10, spend);
    accepted.clear();
    const beforeSpends = await databaseWork(sql);
    const loopBefore = await site.eventLoopCpuMs();
    const spends = await measureConcurrent(CLIENTS, SPENDS_PER_CLIENT, spend);
    const loopAfter = await site.eventLoopCpuMs();
    const afterSpends = await databaseWork(sql);
    const raw = await measureConcurrent(CLIENTS, SPENDS_PER_CLIENT, (writer, index) =>
      store.append(`raw-wallet-${(writer * SPENDS_PER_CLIENT + index) % WALLETS}`, [rawEvent(index)], 'any'),
    );
    const afterRaw = await databaseWork(sql);
    console.log(formatRate('gift spends through HTTP', spends));
    console.log(formatRate('raw appends', raw));
    console.log(formatWorkPer('each gift, read models included', beforeSpends, afterSpends, spends.operations));
    console.log(formatWorkPer('each raw append, the same', afterSpends, afterRaw, raw.operations));
    const loopPerGift = formatEventLoopCpuPer('each gift', loopBefore, loopAfter, spends.operations);
    if (loopPerGift) console.log(loopPerGift);

    let exact = 0;
    for (const member of members) {
      const { events } = await readStream<WalletEvent>(store, walletStreamId(member.id));
      const spent = events.filter((event) => event.type === 'CreditsSpent').length;
      if (fold(walletDecider, events).balance === FUNDS - spent * GIFT_CREDITS) exact += 1;
    }
    const measuredSpends = [...accepted.values()].reduce((sum, count) => sum + count, 0);
    console.log(`balances equal to funds less accepted gifts: ${exact} of ${WALLETS} (${measuredSpends} measured gifts)`);
    console.log(`wallet spends/s: ${spends.perSecond.toFixed(0)}, ratio to raw append: ${(spends.perSecond / raw.perSecond).toFixed(2)}`);
  } finally {
    await sql.close();
    await site.stop();
    await database.drop();
  }
};
