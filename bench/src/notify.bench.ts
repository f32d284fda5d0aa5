import { randomBytes, randomUUID } from 'node:crypto';
import { START_CHECKPOINT, type RecordedEvent } from '@dating/domain';
import {
  BullMqQueueDriver,
  createPostgresSql,
  createTestDatabase,
  JOB_OUTCOMES,
  migrateConsumerCheckpoints,
  PersonalFieldCipher,
  PUSH_OUTCOMES,
  SqlKeyStore,
  type PushSender,
  type SqlPort,
} from '@dating/platform';
import { chatsProjection, memberContactProjection, pushSubscriptionsProjection, sqlProjectionConsumer, type ProjectionContext } from '@dating/projections';
import { notificationFacts } from '@dating/api';
import { migrateWorkers, NOTIFICATION_QUEUE, NOTIFY_JOB, notificationReactor, registerNotificationProcessors } from '@dating/workers';
import { formatRate, measure } from './measure.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Members told, and as many others writing to them, so that each message is one pair's first. */
const MEMBERS = 1_000;
const MESSAGES = Number(process.env.BENCH_NOTIFY_MESSAGES ?? 10_000);
/** Events per reactor batch, as a consumer runner hands them over. */
const BATCH = 100;
/** Jobs each queue runs at once in the one worker process, for the notify jobs and the raw ones alike. */
const CONCURRENCY = 16;
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
  for (const projection of [memberContactProjection, pushSubscriptionsProjection, chatsProjection]) {
    const consumer = sqlProjectionConsumer(projection, context);
    for (const batch of inBatches([...members, ...conversations], 500)) await sql.transaction((tx) => consumer.handle(batch, tx));
  }
};

/** Counts what reaches it and says when `expected` did: the push service and the SMTP server, empty. */
const countingSink = (expected: number) => {
  let count = 0;
  let reached: () => void;
  const done = new Promise<void>((resolve) => (reached = resolve));
  return {
    done,
    take: () => {
      count += 1;
      if (count === expected) reached();
    },
  };
};

/**
 * 10,000 delivered messages, each starting its own unread streak for one of 1,000 members with a device, through the
 * notification reactor (in batches, as a consumer runner hands them over), BullMQ on Redis and the notify jobs (the
 * read models on PostgreSQL: streak, contact and both names opened with the members' keys, presence, devices, the
 * ledger; the push and the mail rendered in the member's language) to empty push and mail sinks; against 10,000 raw
 * BullMQ jobs doing nothing, enqueued and run the same way on the same Redis: `notify/s: X, ratio to raw queue: Y`.
 */
export const runNotifyBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_notify');
  const sql = createPostgresSql(database.url);
  const appSecret = randomBytes(32).toString('base64url');
  const queues: BullMqQueueDriver[] = [];
  const queueOf = () => {
    const queue = new BullMqQueueDriver({ redisUrl: REDIS_URL, prefix: `bench-notify-${randomUUID()}`, concurrency: CONCURRENCY });
    queues.push(queue);
    return queue;
  };
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
    const messages = Array.from({ length: MESSAGES }, (_, index) =>
      recorded('MessageDelivered', {
        conversationId: randomUUID(),
        messageId: randomUUID(),
        senderId: writers[(Math.floor(index / MEMBERS) * 101 + index) % MEMBERS],
        recipientId: readers[index % MEMBERS],
        deliveredAt,
      }),
    );
    await seedReadModels(sql, { personalFields }, [...readers, ...writers], messages);

    const pushes = countingSink(MESSAGES);
    const mails = countingSink(MESSAGES);
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
    const notified = await measure(async () => {
      for (const batch of inBatches(fromTheLog, BATCH)) await reactor.handle(batch, sql);
      await Promise.all([pushes.done, mails.done]);
      return MESSAGES;
    });

    const raw = queueOf();
    const ran = countingSink(MESSAGES);
    await raw.process(NOTIFICATION_QUEUE, { [NOTIFY_JOB]: async () => (ran.take(), JOB_OUTCOMES.DONE) });
    const rawJobs = await measure(async () => {
      for (const batch of inBatches(messages, BATCH)) {
        await Promise.all(batch.map((event) => raw.enqueue(NOTIFICATION_QUEUE, NOTIFY_JOB, { messageId: (event.data as { messageId: string }).messageId }, { jobId: `raw.${event.id}`, attempts: 1, backoffMs: 0 })));
      }
      await ran.done;
      return MESSAGES;
    });

    console.log(formatRate('messages told (push + mail)', notified));
    console.log(formatRate('raw BullMQ jobs', rawJobs));
    console.log(`notify/s: ${notified.perSecond.toFixed(0)}, ratio to raw queue: ${(notified.perSecond / rawJobs.perSecond).toFixed(2)}`);
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    await sql.close();
    await database.drop();
  }
};
