import { randomBytes, randomUUID } from 'node:crypto';
import { BullMqQueueDriver, ConsumerRunner, createPgliteSql, JOB_OUTCOMES, PostgresEventStore, removePrefixedKeys, type SqlPort } from '@dating/platform';
import { eventually, redisIsAvailable, TEST_REDIS_URL } from '@dating/platform/testing';
import { activationMailJobId, activationMailReactor } from '../activation/activation-mail.reactor.js';
import { ACTIVATION_MAIL_JOB } from '../mail/activation-mail.job.js';
import { MAIL_QUEUE } from '../mail/mail.queue.js';
import { lostJobsCheck, migrateQueueMemory } from './lost-jobs.check.js';

const REACTORS = 'reactors';
const inADay = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

describe('Reactors whose queue lost its jobs (BullMQ on a Redis restarted without its data)', () => {
  let available = false;
  let sql: SqlPort;
  let store: PostgresEventStore;
  let queue: BullMqQueueDriver;
  let runner: ConsumerRunner;
  let prefix: string;

  beforeAll(async () => {
    available = await redisIsAvailable();
    if (!available) return;
    prefix = `test-${randomBytes(6).toString('hex')}`;
    sql = await createPgliteSql();
    store = new PostgresEventStore(sql);
    await store.migrate();
    await migrateQueueMemory(sql);
    queue = new BullMqQueueDriver({ redisUrl: TEST_REDIS_URL, prefix });
    const now = () => new Date();
    runner = new ConsumerRunner({
      store,
      sql,
      consumer: { name: REACTORS, members: [activationMailReactor({ queue, now })], lostWork: lostJobsCheck({ consumer: REACTORS, queue, now }) },
      pollIntervalMs: 50,
    });
    runner.start();
  });
  afterAll(async () => {
    if (!available) return;
    await runner.stop();
    await queue.close();
    await sql.close();
    await removePrefixedKeys(TEST_REDIS_URL, prefix);
  });

  it('enqueue again, from the log, the activation mail whose job was lost, and it is sent once', async () => {
    if (!available) return;
    const memberId = randomUUID();
    const streamId = `member-${memberId}`;
    await store.append(streamId, [{ id: randomUUID(), type: 'ActivationTokenIssued', data: { memberId, tokenId: randomUUID(), expiresAt: inADay() }, metadata: {} }], 'no_stream');
    const [issued] = await store.readStream(streamId);
    const waitingMails = async () => (await queue.counts(MAIL_QUEUE)).waiting;
    await eventually(async () => (await waitingMails()) === 1, 'the activation mail job');

    // What a Redis restarted without persistence leaves of this site: nothing.
    await removePrefixedKeys(TEST_REDIS_URL, prefix);
    expect(await waitingMails()).toBe(0);

    await eventually(async () => (await waitingMails()) === 1, 'the activation mail job enqueued again');
    const ran: string[] = [];
    await queue.process(MAIL_QUEUE, { [ACTIVATION_MAIL_JOB]: async (_data, { jobId }) => (ran.push(jobId), JOB_OUTCOMES.DONE) });
    await eventually(() => ran.length > 0, 'the job run');
    expect(ran).toEqual([activationMailJobId(issued!)]);
  });
});
