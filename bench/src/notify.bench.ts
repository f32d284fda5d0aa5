import { randomBytes, randomUUID } from 'node:crypto';
import { START_CHECKPOINT, type RecordedEvent } from '@dating/domain';
import {
  BullMqQueueDriver,
  createPostgresSql,
  JOB_OUTCOMES,
  migrateConsumerCheckpoints,
  PersonalFieldCipher,
  PUSH_OUTCOMES,
  removePrefixedKeys,
  SqlKeyStore,
  type PushSender,
  type SqlPort,
} from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import {
  blocksProjection,
  chatsProjection,
  likesProjection,
  memberContactProjection,
  memberSearchProjection,
  pushSubscriptionsProjection,
  sqlProjectionConsumer,
  type ProjectionContext,
} from '@dating/projections';
import { notificationFacts } from '@dating/api';
import { migrateWorkers, NOTIFICATION_QUEUE, NOTIFY_CONCURRENCY, NOTIFY_JOB, notificationReactor, registerNotificationProcessors } from '@dating/workers';
import { databaseWork, formatWorkPer } from './database-work.js';
import { formatRate, measure } from './measure.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Members told, and as many others writing to them, so that each message is one pair's first. */
const MEMBERS = 1_000;
const MESSAGES = Number(process.env.BENCH_NOTIFY_MESSAGES ?? 10_000);
/** Run through each path before it is timed, so neither is measured while the JIT and the connections warm up. */
const WARM_UP = 500;
/** Events per reactor batch, as a consumer runner hands them over. */
const BATCH = 100;
const SITE = 'bench.example';

let position = 0;
const recorded = (type: string, data: object): RecordedEvent => ({
  id: randomUUID(),
  streamId: 'bench',
  streamVersion: 1,
  type,
  data,
  metadata: {},
  recordedAt: new Date().toISOString(),
  checkpoint: String((position += 1)).padStart(12, '0'),
});

const inBatches = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The read models a notify job reads, built by their own projections from the events a real site would have logged. */
const seedReadModels = async (sql: SqlPort, context: ProjectionContext, memberIds: readonly string[], messages: readonly RecordedEvent[]): Promise<void> => {
  const now = new Date().toISOString();
  const members = memberIds.flatMap((memberId, index) => [
    recorded('MemberSignedUp', {
      memberId,
      name: `Member ${index}`,
      email: `member-${index}@${SITE}`,
      dateOfBirth: '1990-01-01',
      passwordHashRef: memberId,
      language: (['nl', 'de', 'en', 'sv', 'pl'] as const)[index % 5],
      domain: SITE,
      country: 'NL',
      tracking: {},
      signedUpAt: now,
    }),
    recorded('MemberConfirmed', { memberId, confirmedAt: now }),
    recorded('PushSubscriptionSaved', {
      memberId,
      subscription: JSON.stringify({ endpoint: `https://push.${SITE}/${memberId}`, keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') } }),
      savedAt: now,
    }),
  ]);
  const conversations = messages.flatMap((delivered) => {
    const { conversationId, messageId, senderId, recipientId } = delivered.data as { conversationId: string; messageId: string; senderId: string; recipientId: string };
    return [
      recorded('ConversationStarted', { conversationId, memberIds: [senderId, recipientId], startedBy: senderId, startedAt: now }),
      recorded('MessageSubmitted', { conversationId, messageId, senderId, recipientId, kind: 'text', text: 'Hoi!', gift: null, photoId: null, credits: 1, sentAt: now }),
      delivered,
    ];
  });
  // Search, blocks and likes too: the badge a push carries counts what the member's pages would show.
  for (const projection of [memberContactProjection, memberSearchProjection, blocksProjection, likesProjection, pushSubscriptionsProjection, chatsProjection]) {
    const consumer = sqlProjectionConsumer(projection, context);
    for (const batch of inBatches([...members, ...conversations], 500)) await sql.transaction((tx) => consumer.handle(batch, tx));
  }
};

/** Counts what reaches it and says when a count was reached: the push service and the SMTP server, empty. */
const countingSink = () => {
  let count = 0;
  const waiting = new Map<number, () => void>();
  return {
    take: () => {
      count += 1;
      waiting.get(count)?.();
    },
    reached: (target: number) => (count >= target ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(target, resolve))),
    count: () => count,
  };
};

/**
 * 10,000 delivered messages, each starting its own unread streak for one of 1,000 members with a device, through the
 * notification reactor (in batches, as a consumer runner hands them over), BullMQ on Redis and the notify jobs (the
 * read models on PostgreSQL: streak, contact and both names opened with the members' keys, presence, devices, the
 * ledger; the push and the mail rendered in the member's language) to empty push and mail sinks; against 10,000 raw
 * BullMQ jobs doing nothing, enqueued and run the same way on the same Redis; prints the PostgreSQL work of each
 * message told, then `notify/s: X, ratio to raw queue: Y`.
 * Each path first runs 500 jobs untimed.
 */
export const runNotifyBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_notify');
  const sql = createPostgresSql(database.url);
  const appSecret = randomBytes(32).toString('base64url');
  const queues: BullMqQueueDriver[] = [];
  const prefixes: string[] = [];
  // No job fails here unless something is broken: the run stops with the first error rather than wait out retries that
  // take minutes, or forever for a job that failed for good.
  let failRun: (error: unknown) => void = () => undefined;
  const jobFailed = new Promise<never>((_, reject) => (failRun = reject));
  jobFailed.catch(() => undefined);
  const queueOf = () => {
    const prefix = `bench-notify-${randomUUID()}`;
    prefixes.push(prefix);
    const queue = new BullMqQueueDriver({
      redisUrl: REDIS_URL,
      prefix,
      onJobFailed: ({ jobId, error }) => failRun(new Error(`job ${jobId} failed: ${error instanceof Error ? error.message : String(error)}`)),
    });
    queues.push(queue);
    return queue;
  };
  const untilTold = (sinks: readonly Promise<void>[]) => Promise.race([Promise.all(sinks), jobFailed]);
  try {
    const keys = new SqlKeyStore(sql, appSecret);
    await keys.migrate();
    const personalFields = new PersonalFieldCipher(keys);
    await migrateWorkers(sql);
    await migrateConsumerCheckpoints(sql);
    const readers = Array.from({ length: MEMBERS }, () => randomUUID());
    const writers = Array.from({ length: MEMBERS }, () => randomUUID());
    const deliveredAt = new Date().toISOString();
    // Reader r gets message n of its own from writer (n * 101 + r) mod MEMBERS: a new writer each time, for up to 1,000 rounds.
    const messages = Array.from({ length: WARM_UP + MESSAGES }, (_, index) =>
      recorded('MessageDelivered', {
        conversationId: randomUUID(),
        messageId: randomUUID(),
        senderId: writers[(Math.floor(index / MEMBERS) * 101 + index) % MEMBERS],
        recipientId: readers[index % MEMBERS],
        deliveredAt,
      }),
    );
    await seedReadModels(sql, { personalFields }, [...readers, ...writers], messages);
    // The read models were filled a moment ago: give them the statistics a live site's autovacuum keeps (it is off on CI's database).
    await sql.query('analyze');

    const pushes = countingSink();
    const mails = countingSink();
    const pushSender: PushSender = { send: async () => (pushes.take(), PUSH_OUTCOMES.DELIVERED) };
    const queue = queueOf();
    await registerNotificationProcessors(queue, {
      sql,
      facts: notificationFacts({ sql, personalFields }),
      pushSender,
      removePushSubscription: async () => undefined,
      mailer: { send: async () => mails.take() },
      linkSecret: appSecret,
      siteOrigin: (domain) => `https://${domain}`,
      mailFrom: (domain) => `"Bench" <noreply@${domain}>`,
    });
    const reactor = notificationReactor({ queue, now: () => new Date(), delays: { message: 0, like: 0, match: 0 } });
    // The read models were built from these events directly, not by consumer runners: there is no position to wait for.
    const fromTheLog = messages.map((event) => ({ ...event, checkpoint: START_CHECKPOINT }));
    const tell = async (events: readonly RecordedEvent[], told: number) => {
      for (const batch of inBatches(events, BATCH)) await reactor.handle(batch, sql);
      await untilTold([pushes.reached(told), mails.reached(told)]);
    };
    await tell(fromTheLog.slice(0, WARM_UP), WARM_UP);
    const beforeNotices = await databaseWork(sql);
    const notified = await measure(async () => {
      await tell(fromTheLog.slice(WARM_UP), WARM_UP + MESSAGES);
      return MESSAGES;
    });
    const afterNotices = await databaseWork(sql);

    const raw = queueOf();
    const ran = countingSink();
    // As many at once as the site runs notify jobs.
    await raw.process(NOTIFICATION_QUEUE, { [NOTIFY_JOB]: async () => (ran.take(), JOB_OUTCOMES.DONE) }, { concurrency: NOTIFY_CONCURRENCY });
    const runRaw = async (events: readonly RecordedEvent[], ranSoFar: number) => {
      for (const batch of inBatches(events, BATCH)) {
        await Promise.all(batch.map((event) => raw.enqueue(NOTIFICATION_QUEUE, NOTIFY_JOB, { messageId: (event.data as { messageId: string }).messageId }, { jobId: `raw.${event.id}`, attempts: 1, backoffMs: 0 })));
      }
      await untilTold([ran.reached(ranSoFar)]);
    };
    await runRaw(messages.slice(0, WARM_UP), WARM_UP);
    const rawJobs = await measure(async () => {
      await runRaw(messages.slice(WARM_UP), WARM_UP + MESSAGES);
      return MESSAGES;
    });

    // Settled jobs may still be on their way: a notice told twice would show here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (pushes.count() !== WARM_UP + MESSAGES || mails.count() !== WARM_UP + MESSAGES) {
      throw new Error(`${pushes.count()} pushes and ${mails.count()} mails for ${WARM_UP + MESSAGES} messages`);
    }
    console.log(formatRate('messages told (push + mail)', notified));
    console.log(formatRate('raw BullMQ jobs', rawJobs));
    console.log(formatWorkPer('each message told', beforeNotices, afterNotices, notified.operations));
    console.log(`notify/s: ${notified.perSecond.toFixed(0)}, ratio to raw queue: ${(notified.perSecond / rawJobs.perSecond).toFixed(2)}`);
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    for (const prefix of prefixes) await removePrefixedKeys(REDIS_URL, prefix);
    await sql.close();
    await database.drop();
  }
};
