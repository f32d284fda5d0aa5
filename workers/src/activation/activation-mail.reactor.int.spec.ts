import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@dating/domain';
import { createPgliteSql, JOB_OUTCOMES, SqlQueueDriver, type SqlPort } from '@dating/platform';
import type { ActivationMailData } from '../mail/activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from '../mail/activation-mail.job.js';
import { MAIL_QUEUE } from '../mail/mail.queue.js';
import { activationMailJobId, activationMailReactor } from './activation-mail.reactor.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const LATER = '2026-11-25T10:00:00.000Z';

let position = 0;
const recorded = (type: string, data: object): RecordedEvent => ({
  id: randomUUID(),
  streamId: 'member-m1',
  streamVersion: 1,
  type,
  data,
  metadata: {},
  recordedAt: NOW.toISOString(),
  checkpoint: String((position += 1)).padStart(4, '0'),
});
const signedUp = (memberId: string) =>
  recorded('MemberSignedUp', { memberId, name: 'Anna', email: 'anna@example.com', dateOfBirth: '1990-01-01', language: 'nl', domain: 'localhost' });
const tokenIssued = (memberId: string, tokenId: string, expiresAt = LATER) => recorded('ActivationTokenIssued', { memberId, tokenId, expiresAt });

describe(activationMailReactor.name, () => {
  let sql: SqlPort;
  let queue: SqlQueueDriver;
  let jobs: Array<{ jobId: string; data: ActivationMailData }>;

  // Each test's events have ids of their own, and so have their jobs: one queue serves the whole file.
  beforeAll(async () => {
    sql = await createPgliteSql();
    queue = new SqlQueueDriver(sql);
    await queue.migrate();
    await queue.process(MAIL_QUEUE, {
      [ACTIVATION_MAIL_JOB]: async (data: ActivationMailData, { jobId }) => {
        jobs.push({ jobId, data });
        return JOB_OUTCOMES.DONE;
      },
    });
  });
  afterAll(async () => {
    await queue.close();
    await sql.close();
  });
  beforeEach(() => {
    jobs = [];
  });

  const handle = async (events: RecordedEvent[]) => {
    // The reactor writes nothing in the consumer's transaction: it only enqueues.
    await activationMailReactor({ queue, now: () => NOW }).handle(events, undefined as never);
    await queue.drain();
  };

  it('enqueues one job per issued token with ids and the event position only, even when the same events are handled twice', async () => {
    const events = [signedUp('m1'), tokenIssued('m1', 'token-1')];

    await handle(events);
    await handle(events);

    const issued = events[1] as RecordedEvent;
    expect(jobs).toEqual([{ jobId: activationMailJobId(issued), data: { memberId: 'm1', tokenId: 'token-1', expiresAt: LATER, checkpoint: issued.checkpoint } }]);
  });

  it('enqueues a job for every newly issued token', async () => {
    await handle([signedUp('m1'), tokenIssued('m1', 'token-1')]);
    await handle([tokenIssued('m1', 'token-2')]);

    expect(jobs.map((job) => job.data.tokenId)).toEqual(['token-1', 'token-2']);
  });

  it('enqueues nothing for a token that has expired by the time the event is handled', async () => {
    await handle([signedUp('m1'), tokenIssued('m1', 'token-1', NOW.toISOString())]);

    expect(jobs).toEqual([]);
  });
});
