import { fork } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { EventToAppend } from '@dating/domain';
import { createPostgresSql, PersonalFieldCipher, PostgresEventStore, removePrefixedKeys, SessionStore, SqlKeyStore, type SqlPort } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import type { ChatOutcome, ChatPlan, Chatter } from './chat-members.js';
import { databaseWork, formatWorkPer } from './database-work.js';
import { formatRate, measureConcurrent } from './measure.js';
import { startSite, type RunningProcess } from './processes.js';
import { seedMemberSearch } from './search-seed.js';
import { MEMBER_SEARCH_TABLE } from '@dating/projections';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 500);
/** Messages each member of a pair sends, taking turns. */
const TURNS_PER_PAIR = 10;
/**
 * How long a member reads and types before answering in the paced phase, on average: a short line typed at a brisk
 * pace. The latency target is for people chatting; the flood phase measures what the site carries at most.
 */
const TYPING_MS = Number(process.env.BENCH_CHAT_TYPING_MS ?? 8_000);
const CREDITS_EACH = 10_000;

/** Sessions as a login leaves them, without hashing 500 passwords. */
const openSession = async (sessions: SessionStore, id: string): Promise<string> => {
  const token = `${id}.${randomBytes(16).toString('base64url')}`;
  const now = new Date();
  await sessions.open(createHash('sha256').update(token).digest('base64url'), id, now, new Date(now.getTime() + 86_400_000));
  return `auth.session=${token}`;
};

const chattingMembers = async (sql: SqlPort): Promise<string[]> =>
  (await sql.query<{ member_id: string }>(`select member_id from ${MEMBER_SEARCH_TABLE} where confirmed and not fictional and not invisible order by member_id limit $1`, [MEMBERS])).rows.map(
    (row) => row.member_id,
  );

/** Credits bought, as the wallet records a purchase: the members are premium and can pay every message. */
const purchase = (memberId: string): EventToAppend => ({
  id: randomUUID(),
  type: 'CreditsPurchased',
  data: { memberId, key: randomUUID(), credits: CREDITS_EACH, balance: CREDITS_EACH, at: new Date().toISOString(), orderId: randomUUID() },
  metadata: {},
});

/** The members chat in a process of their own (see chat-members.ts), forked for the run. */
const chatInMembersProcess = (plan: ChatPlan): Promise<ChatOutcome> =>
  new Promise((resolve, reject) => {
    const members = fork(fileURLToPath(new URL('./chat-members.js', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    members.once('message', (outcome) => resolve(outcome as ChatOutcome));
    members.once('exit', (code) => reject(new Error(`the members' process ended (${code}) before it reported`)));
    members.once('error', reject);
    members.send(plan);
  });

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * 500 members chatting in pairs through the HTTP API, each with its event stream open; the two of a pair are served
 * by different API processes (one also runs the projections and the live publisher), so every message crosses
 * Redis pub/sub. Each send is timed from its request to the moment the other member's stream delivers it. A flood
 * (every pair sending at once) gives the most the site carries, against raw appends of the same number of writers
 * straight to the event store in the same run, and the PostgreSQL work of each message; a conversation at a typing pace gives the latency members see:
 * `chat p99 send→receive: X ms (paced), sends/s: Y, ratio to raw append: Z (flood)`.
 */
export const runChatBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_chat');
  const sql = createPostgresSql(database.url);
  const appSecret = randomBytes(32).toString('base64url');
  const queuePrefix = `bench-chat-${randomBytes(4).toString('hex')}`;
  const sites: RunningProcess[] = [];
  try {
    const keys = new SqlKeyStore(sql, appSecret);
    await keys.migrate();
    await seedMemberSearch({ url: database.url, sql }, new PersonalFieldCipher(keys), Math.ceil(MEMBERS * 1.3), Date.now());
    const env = { REDIS_URL, QUEUE_PREFIX: queuePrefix };
    sites.push(await startSite(database.url, appSecret, 'api,projections', env), await startSite(database.url, appSecret, 'api', env));
    const memberIds = await chattingMembers(sql);
    const store = new PostgresEventStore(sql);
    const sessions = new SessionStore(sql);
    await Promise.all(memberIds.map((id) => store.append(`wallet-${id}`, [purchase(id)], 'any')));
    const chatters: Chatter[] = await Promise.all(memberIds.map(async (id, index) => ({ id, cookie: await openSession(sessions, id), baseUrl: sites[index % 2]!.baseUrl })));
    // The tables were filled a moment ago: give them the statistics a live site's autovacuum keeps (it is off on CI's database).
    await sql.query('analyze');
    const pairs = chatters.length / 2;
    const beforeChat = await databaseWork(sql);
    const outcome = await chatInMembersProcess({ chatters, turnsPerPair: TURNS_PER_PAIR, typingMs: TYPING_MS });
    // Both phases' messages, and the opening of the members' event streams around them (a session read each).
    const afterChat = await databaseWork(sql);
    const rawLatencies: number[] = [];
    const raw = await measureConcurrent(pairs, TURNS_PER_PAIR * 2, async (pair, turn) => {
      const started = performance.now();
      await store.append(`raw-chat-${pair}`, [{ id: randomUUID(), type: 'RawMessage', data: { pair, turn, at: new Date().toISOString() }, metadata: {} }], 'any');
      rawLatencies.push(performance.now() - started);
    });
    const [floodLatencies, latencies, answered] = [outcome.floodLatencies, outcome.pacedLatencies, outcome.pacedAnswers].map((times) => times.sort((a, b) => a - b)) as [number[], number[], number[]];
    const { flood: chat, paced } = outcome;
    rawLatencies.sort((a, b) => a - b);
    console.log(formatRate('messages sent and heard through HTTP and the event streams', chat));
    console.log(formatRate('raw appends', raw));
    console.log(formatWorkPer('each message, read models included', beforeChat, afterChat, outcome.flood.operations + outcome.paced.operations));
    console.log(`flood: ${chatters.length} members in ${pairs} pairs over ${sites.length} API processes, all sending at once; send→receive p50 ${percentile(floodLatencies, 50).toFixed(1)} ms, p99 ${percentile(floodLatencies, 99).toFixed(1)} ms`);
    console.log(`paced: ${paced.operations} messages with new partners, a turn every ${TYPING_MS / 2000}–${(TYPING_MS * 1.5) / 1000} s per pair (${paced.perSecond.toFixed(0)}/s); send→receive p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms; the send's own answer p50 ${percentile(answered, 50).toFixed(1)} ms`);
    // The floor under any send: one bare append by as many writers at once, with nothing else running.
    console.log(`raw append by ${pairs} writers at once: p50 ${percentile(rawLatencies, 50).toFixed(1)} ms, p99 ${percentile(rawLatencies, 99).toFixed(1)} ms`);
    console.log(`chat p99 send→receive: ${percentile(latencies, 99).toFixed(1)} ms, sends/s: ${chat.perSecond.toFixed(0)}, ratio to raw append: ${(chat.perSecond / raw.perSecond).toFixed(2)}`);
  } finally {
    await sql.close();
    await Promise.all(sites.map((site) => site.stop()));
    await removePrefixedKeys(REDIS_URL, queuePrefix);
    await database.drop();
  }
};
