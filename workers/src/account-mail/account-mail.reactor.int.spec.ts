import { randomUUID } from 'node:crypto';
import { memberStreamId, passwordResetStreamId } from '@dating/domain';
import type { MemberEvent, PasswordResetRequested, RecordedEvent } from '@dating/domain';
import { createPgliteSql, createPostgresSql, createTestDatabase, InProcessQueueDriver, JOB_OUTCOMES, postgresIsAvailable } from '@dating/platform';
import type { SqlPort } from '@dating/platform';
import { activationMailReactor } from '../activation/activation-mail.reactor.js';
import { ACCOUNT_DELETION_MAIL_JOB } from '../mail/account-deletion-mail.job.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB } from '../mail/email-change-mail.job.js';
import { MAIL_QUEUE } from '../mail/mail.queue.js';
import { PASSWORD_RESET_MAIL_JOB, UNKNOWN_ADDRESS_MAIL_JOB } from '../mail/password-reset-mail.job.js';
import { migrateWorkers } from '../workers.composition.js';
import { accountMailJobId } from './account-mail.enqueue.js';
import { accountMailReactor } from './account-mail.reactor.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const IN_AN_HOUR = '2026-11-22T11:00:00.000Z';
const IN_A_DAY = '2026-11-23T10:00:00.000Z';
const IN_TWO_WEEKS = '2026-12-06T10:00:00.000Z';

let position = 0;
const recordedOn = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  id: randomUUID(),
  streamId,
  streamVersion: 1,
  type,
  data,
  metadata: {},
  recordedAt: NOW.toISOString(),
  checkpoint: String((position += 1)),
});
const recorded = (event: MemberEvent): RecordedEvent => recordedOn(memberStreamId(event.data.memberId), event.type, event.data);

const signedUp = (memberId: string, { fictional = false } = {}) =>
  recorded({
    type: 'MemberSignedUp',
    data: {
      memberId,
      name: 'Anna',
      email: `${memberId}@example.com`,
      dateOfBirth: '1990-01-01',
      passwordHashRef: 'hash-ref',
      language: 'nl',
      domain: 'localhost',
      country: null,
      tracking: {},
      signedUpAt: NOW.toISOString(),
      fictional,
    },
  });
const resetRequested = (memberId: string | null, email: string): RecordedEvent => {
  const data: PasswordResetRequested['data'] = {
    addressDigest: `digest-${email}`,
    dataSubjectId: memberId ?? `address-digest-${email}`,
    email,
    memberId,
    language: 'de',
    domain: 'localhost',
    tokenId: randomUUID(),
    requestedAt: NOW.toISOString(),
    expiresAt: IN_AN_HOUR,
  };
  return recordedOn(passwordResetStreamId(data.addressDigest), 'PasswordResetRequested', data);
};
const emailChangeRequested = (memberId: string, newEmail: string) =>
  recorded({ type: 'EmailChangeRequested', data: { memberId, newEmail, tokenId: 'change-1', expiresAt: IN_A_DAY, requestedAt: NOW.toISOString() } });
const emailChanged = (memberId: string, email: string) => recorded({ type: 'EmailChanged', data: { memberId, email, changedAt: NOW.toISOString() } });
const languageChanged = (memberId: string) => recorded({ type: 'MemberLanguageChanged', data: { memberId, language: 'fi' } });
const bounced = (memberId: string) => recorded({ type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: NOW.toISOString() } });
const deletionRequested = (memberId: string, finalDeletionAt = IN_TWO_WEEKS) =>
  recorded({
    type: 'AccountDeletionRequested',
    data: { memberId, reasons: ['other'], comment: null, reactivationTokenId: 'reactivation-1', requestedAt: NOW.toISOString(), finalDeletionAt },
  });
const reactivationMailRequested = (memberId: string) =>
  recorded({
    type: 'ReactivationMailRequested',
    data: { memberId, reactivationTokenId: 'reactivation-1', finalDeletionAt: IN_TWO_WEEKS, requestedAt: NOW.toISOString() },
  });
const reactivated = (memberId: string) => recorded({ type: 'AccountReactivated', data: { memberId, reactivatedAt: NOW.toISOString() } });
const erased = (memberId: string) => recorded({ type: 'AccountErased', data: { memberId, erasedAt: NOW.toISOString() } });

interface Backend {
  readonly sql: SqlPort;
  dispose(): Promise<void>;
}

const onPostgres = async (): Promise<Backend | undefined> => {
  if (!(await postgresIsAvailable())) return undefined;
  const database = await createTestDatabase('account_mail_reactor');
  const sql = createPostgresSql(database.url);
  return { sql, dispose: () => sql.close().then(() => database.drop()) };
};

const onPglite = async (): Promise<Backend> => {
  const sql = await createPgliteSql();
  return { sql, dispose: () => sql.close() };
};

interface EnqueuedJob {
  readonly name: string;
  readonly jobId: string;
  readonly data: Record<string, unknown>;
}

const JOB_NAMES = [PASSWORD_RESET_MAIL_JOB, UNKNOWN_ADDRESS_MAIL_JOB, EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB, ACCOUNT_DELETION_MAIL_JOB];

describe.each([
  ['PostgreSQL', onPostgres],
  ['PGlite', onPglite],
])('accountMailReactor on %s', (_, createBackend) => {
  let backend: Backend | undefined;
  let queue: InProcessQueueDriver;
  let jobs: EnqueuedJob[];

  beforeAll(async () => {
    backend = await createBackend();
    if (backend) await migrateWorkers(backend.sql);
  }, 30_000);
  afterAll(() => backend?.dispose());

  beforeEach(async () => {
    jobs = [];
    queue = new InProcessQueueDriver();
    const recorder = (name: string) => async (data: Record<string, unknown>, { jobId }: { jobId: string }) => {
      jobs.push({ name, jobId, data });
      return JOB_OUTCOMES.DONE;
    };
    await queue.process(MAIL_QUEUE, Object.fromEntries(JOB_NAMES.map((name) => [name, recorder(name)])));
  });
  afterEach(() => queue.close());

  const handle = async (events: RecordedEvent[]) => {
    const sut = accountMailReactor({ queue, now: () => NOW });
    await backend?.sql.transaction((tx) => sut.handle(events, tx));
    await queue.drain();
  };
  const jobNames = () => jobs.map((job) => job.name).sort();

  it('enqueues every account mail once, even when the same events are handled twice', async () => {
    if (!backend) return;
    const memberId = randomUUID();
    const events = [
      signedUp(memberId),
      resetRequested(memberId, `${memberId}@example.com`),
      emailChangeRequested(memberId, 'jan.new@example.org'),
      deletionRequested(memberId),
    ];

    await handle(events);
    await handle(events);

    expect(jobNames()).toEqual([ACCOUNT_DELETION_MAIL_JOB, EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB, PASSWORD_RESET_MAIL_JOB].sort());
    const byName = Object.fromEntries(jobs.map((job) => [job.name, job]));
    expect(byName[PASSWORD_RESET_MAIL_JOB]).toMatchObject({
      jobId: accountMailJobId(PASSWORD_RESET_MAIL_JOB, events[1] as RecordedEvent),
      data: { email: `${memberId}@example.com`, name: 'Anna', language: 'de', addressDigest: `digest-${memberId}@example.com` },
    });
    expect(byName[EMAIL_CHANGE_CONFIRMATION_MAIL_JOB]?.data).toMatchObject({ email: 'jan.new@example.org', memberId, tokenId: 'change-1', language: 'nl' });
    expect(byName[EMAIL_CHANGE_NOTICE_MAIL_JOB]?.data).toMatchObject({ email: `${memberId}@example.com`, maskedNewEmail: 'j***@example.org' });
    expect(JSON.stringify(byName[EMAIL_CHANGE_NOTICE_MAIL_JOB]?.data)).not.toContain('jan.new');
    expect(byName[ACCOUNT_DELETION_MAIL_JOB]?.data).toMatchObject({
      mailId: events[3]?.id,
      memberId,
      reactivationTokenId: 'reactivation-1',
      finalDeletionAt: IN_TWO_WEEKS,
      email: `${memberId}@example.com`,
    });
  });

  it('answers a reset for an address without account with the address-not-found mail', async () => {
    if (!backend) return;
    const event = resetRequested(null, 'nobody@example.com');

    await handle([event]);

    expect(jobs).toEqual([
      {
        name: UNKNOWN_ADDRESS_MAIL_JOB,
        jobId: accountMailJobId(UNKNOWN_ADDRESS_MAIL_JOB, event),
        data: { email: 'nobody@example.com', language: 'de', domain: 'localhost', tokenId: (event.data as { tokenId: string }).tokenId, expiresAt: IN_AN_HOUR },
      },
    ]);
  });

  it('mails no demo member', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([
      signedUp(memberId, { fictional: true }),
      resetRequested(memberId, `${memberId}@example.com`),
      emailChangeRequested(memberId, 'new@example.org'),
      deletionRequested(memberId),
    ]);

    expect(jobs).toEqual([]);
  });

  it('mails the reactivation link again, once per request for it', async () => {
    if (!backend) return;
    const memberId = randomUUID();
    const again = reactivationMailRequested(memberId);

    await handle([signedUp(memberId), deletionRequested(memberId), again]);
    await handle([again]);

    expect(jobs.map((job) => job.name)).toEqual([ACCOUNT_DELETION_MAIL_JOB, ACCOUNT_DELETION_MAIL_JOB]);
    expect(jobs[1]).toMatchObject({ jobId: accountMailJobId(ACCOUNT_DELETION_MAIL_JOB, again), data: { mailId: again.id, reactivationTokenId: 'reactivation-1' } });
  });

  it('sends no reactivation mail for a deletion undone later in the log, or whose final deletion has passed', async () => {
    if (!backend) return;
    const reactivatedId = randomUUID();
    const lateId = randomUUID();

    await handle([signedUp(reactivatedId), deletionRequested(reactivatedId), reactivated(reactivatedId)]);
    await handle([signedUp(lateId), deletionRequested(lateId, NOW.toISOString())]);

    expect(jobs).toEqual([]);
  });

  it('mails the address and language the member has now', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId), emailChanged(memberId, 'anna@new.example'), languageChanged(memberId), deletionRequested(memberId)]);

    expect(jobs.map((job) => job.data)).toEqual([expect.objectContaining({ email: 'anna@new.example', language: 'fi' })]);
  });

  it('sends no unrequested mail to an address that bounced, but still the mails asked for there', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId), bounced(memberId), emailChangeRequested(memberId, 'new@example.org'), deletionRequested(memberId)]);
    await handle([resetRequested(memberId, `${memberId}@example.com`)]);

    expect(jobNames()).toEqual([EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, PASSWORD_RESET_MAIL_JOB]);
  });

  it('forgets the member in every workers table once the account is erased', async () => {
    if (!backend) return;
    const sql = backend.sql;
    const memberId = randomUUID();
    const handleByBoth = async (events: RecordedEvent[]) => {
      await handle(events);
      await sql.transaction((tx) => activationMailReactor({ queue, now: () => NOW }).handle(events, tx));
    };
    const rowsAbout = async () => {
      const counts: Record<string, number> = {};
      for (const table of ['account_mail_recipients', 'activation_recipients']) {
        counts[table] = (await sql.query(`SELECT 1 FROM ${table} WHERE member_id = $1`, [memberId])).rows.length;
      }
      return counts;
    };

    await handleByBoth([signedUp(memberId), deletionRequested(memberId)]);
    expect(await rowsAbout()).toEqual({ account_mail_recipients: 1, activation_recipients: 1 });
    await handleByBoth([erased(memberId)]);

    expect(await rowsAbout()).toEqual({ account_mail_recipients: 0, activation_recipients: 0 });
    jobs = [];
    await handle([resetRequested(memberId, `${memberId}@example.com`)]);
    expect(jobs).toEqual([]);
  });
});
