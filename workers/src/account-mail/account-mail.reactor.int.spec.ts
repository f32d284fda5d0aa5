import { randomUUID } from 'node:crypto';
import type { PasswordResetRequested, RecordedEvent } from '@dating/domain';
import { createPgliteSql, JOB_OUTCOMES, SqlQueueDriver, type SqlPort } from '@dating/platform';
import { ACCOUNT_DELETION_MAIL_JOB } from '../mail/account-deletion-mail.job.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB } from '../mail/email-change-mail.job.js';
import { LOGIN_ATTACK_MAIL_JOB } from '../mail/login-attack-mail.job.js';
import { MAIL_QUEUE } from '../mail/mail.queue.js';
import { PASSWORD_RESET_MAIL_JOB, UNKNOWN_ADDRESS_MAIL_JOB } from '../mail/password-reset-mail.job.js';
import { accountMailJobId, accountMailReactor } from './account-mail.reactor.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const IN_AN_HOUR = '2026-11-22T11:00:00.000Z';
const IN_A_DAY = '2026-11-23T10:00:00.000Z';
const IN_TWO_WEEKS = '2026-12-06T10:00:00.000Z';

let position = 0;
const recorded = (type: string, data: object): RecordedEvent => ({
  id: randomUUID(),
  streamId: 'some-stream',
  streamVersion: 1,
  type,
  data,
  metadata: {},
  recordedAt: NOW.toISOString(),
  checkpoint: String((position += 1)).padStart(4, '0'),
});

const resetRequested = (memberId: string | null, expiresAt = IN_AN_HOUR): RecordedEvent => {
  const data: PasswordResetRequested['data'] = {
    addressDigest: 'digest-1',
    dataSubjectId: memberId ?? 'address-digest-1-token',
    email: 'anna@example.com',
    memberId,
    language: 'de',
    domain: 'localhost',
    tokenId: randomUUID(),
    requestedAt: NOW.toISOString(),
    expiresAt,
  };
  return recorded('PasswordResetRequested', data);
};
const emailChangeRequested = (memberId: string, expiresAt = IN_A_DAY) =>
  recorded('EmailChangeRequested', { memberId, newEmail: 'anna.new@example.org', tokenId: 'change-1', expiresAt, requestedAt: NOW.toISOString() });
const deletionRequested = (memberId: string, finalDeletionAt = IN_TWO_WEEKS) =>
  recorded('AccountDeletionRequested', { memberId, reasons: ['other'], comment: null, reactivationTokenId: 'reactivation-1', requestedAt: NOW.toISOString(), finalDeletionAt });
const reactivationMailRequested = (memberId: string) =>
  recorded('ReactivationMailRequested', { memberId, reactivationTokenId: 'reactivation-1', finalDeletionAt: IN_TWO_WEEKS, requestedAt: NOW.toISOString() });

interface EnqueuedJob {
  readonly name: string;
  readonly jobId: string;
  readonly data: Record<string, unknown>;
}

const loginAttackNoticed = (memberId: string, noticedAt = NOW.toISOString()) =>
  recorded('LoginAttackNoticed', { memberId, attackStartedAt: noticedAt, noticedAt });

const JOB_NAMES = [
  PASSWORD_RESET_MAIL_JOB,
  UNKNOWN_ADDRESS_MAIL_JOB,
  EMAIL_CHANGE_CONFIRMATION_MAIL_JOB,
  EMAIL_CHANGE_NOTICE_MAIL_JOB,
  ACCOUNT_DELETION_MAIL_JOB,
  LOGIN_ATTACK_MAIL_JOB,
];

describe(accountMailReactor.name, () => {
  let sql: SqlPort;
  let queue: SqlQueueDriver;
  let jobs: EnqueuedJob[];

  // Each test's events have ids of their own, and so have their jobs: one queue serves the whole file.
  beforeAll(async () => {
    sql = await createPgliteSql();
    queue = new SqlQueueDriver(sql);
    await queue.migrate();
    const recorder = (name: string) => async (data: Record<string, unknown>, { jobId }: { jobId: string }) => {
      jobs.push({ name, jobId, data });
      return JOB_OUTCOMES.DONE;
    };
    await queue.process(MAIL_QUEUE, Object.fromEntries(JOB_NAMES.map((name) => [name, recorder(name)])));
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
    await accountMailReactor({ queue, now: () => NOW }).handle(events, undefined as never);
    await queue.drain();
  };

  it('enqueues every account mail once, with ids and the event position only, even when the same events are handled twice', async () => {
    const events = [resetRequested('m1'), emailChangeRequested('m1'), deletionRequested('m1')];
    const [reset, change, deletion] = events as [RecordedEvent, RecordedEvent, RecordedEvent];

    await handle(events);
    await handle(events);

    const tokenId = (reset.data as { tokenId: string }).tokenId;
    expect(jobs.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        name: ACCOUNT_DELETION_MAIL_JOB,
        jobId: accountMailJobId(ACCOUNT_DELETION_MAIL_JOB, deletion),
        data: { mailId: deletion.id, memberId: 'm1', reactivationTokenId: 'reactivation-1', checkpoint: deletion.checkpoint },
      },
      { name: EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, jobId: accountMailJobId(EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, change), data: { memberId: 'm1', tokenId: 'change-1', checkpoint: change.checkpoint } },
      { name: EMAIL_CHANGE_NOTICE_MAIL_JOB, jobId: accountMailJobId(EMAIL_CHANGE_NOTICE_MAIL_JOB, change), data: { memberId: 'm1', tokenId: 'change-1', checkpoint: change.checkpoint } },
      { name: PASSWORD_RESET_MAIL_JOB, jobId: accountMailJobId(PASSWORD_RESET_MAIL_JOB, reset), data: { addressDigest: 'digest-1', tokenId, checkpoint: reset.checkpoint } },
    ]);
  });

  it('answers a reset for an address without account with the address-not-found mail', async () => {
    const event = resetRequested(null);

    await handle([event]);

    expect(jobs).toEqual([
      { name: UNKNOWN_ADDRESS_MAIL_JOB, jobId: accountMailJobId(UNKNOWN_ADDRESS_MAIL_JOB, event), data: { addressDigest: 'digest-1', tokenId: (event.data as { tokenId: string }).tokenId } },
    ]);
  });

  it('mails the reactivation link again, once per request for it', async () => {
    const again = reactivationMailRequested('m1');

    await handle([deletionRequested('m1'), again]);
    await handle([again]);

    expect(jobs.map((job) => job.name)).toEqual([ACCOUNT_DELETION_MAIL_JOB, ACCOUNT_DELETION_MAIL_JOB]);
    expect(jobs[1]).toMatchObject({ jobId: accountMailJobId(ACCOUNT_DELETION_MAIL_JOB, again), data: { mailId: again.id, reactivationTokenId: 'reactivation-1' } });
  });

  it('tells the owner of an attack once, with ids and the event position only, and not of one over for a day', async () => {
    const attack = loginAttackNoticed('m1');

    await handle([attack, loginAttackNoticed('m2', '2026-11-21T10:00:00.000Z')]);
    await handle([attack]);

    expect(jobs).toEqual([
      {
        name: LOGIN_ATTACK_MAIL_JOB,
        jobId: accountMailJobId(LOGIN_ATTACK_MAIL_JOB, attack),
        data: { memberId: 'm1', attackStartedAt: NOW.toISOString(), checkpoint: attack.checkpoint },
      },
    ]);
  });

  it('enqueues nothing for a request that expired, or a deletion whose final date passed, before the event is handled', async () => {
    await handle([resetRequested('m1', NOW.toISOString()), resetRequested(null, NOW.toISOString()), emailChangeRequested('m1', NOW.toISOString()), deletionRequested('m1', NOW.toISOString())]);

    expect(jobs).toEqual([]);
  });
});
