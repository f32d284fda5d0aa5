import { createPgliteSql, LINK_PURPOSES, SmtpMailer, SqlQueueDriver, verifyLinkToken } from '@dating/platform';
import type { SqlPort } from '@dating/platform';
import { migrateWorkers, registerMailProcessors } from '../workers.composition.js';
import type { ActivationMailData } from './activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from './activation-mail.job.js';
import { aContact, inMemoryContacts, TEST_CHECKPOINT, TEST_MEMBER_ID } from './mail-job.fixtures.js';
import { MAIL_QUEUE } from './mail.queue.js';
import { decodeQuotedPrintable, startSmtpSink } from '@dating/platform/testing';
import type { ReceivedMail, SmtpSink } from '@dating/platform/testing';

const SECRET = 'smtp-test-secret';

const job = (): ActivationMailData => ({
  memberId: TEST_MEMBER_ID,
  tokenId: 'token-smtp-1',
  expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  checkpoint: TEST_CHECKPOINT,
});

describe('activation mail over SMTP', () => {
  let sink: SmtpSink;
  let sql: SqlPort;
  let queue: SqlQueueDriver;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sql = await createPgliteSql();
    await migrateWorkers(sql);
    mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`);
    queue = new SqlQueueDriver(sql);
    await queue.migrate();
    await registerMailProcessors(queue, {
      sql,
      // The activation mail never asks the log.
      eventStore: { readStream: async () => [] },
      contacts: inMemoryContacts(aContact({ email: 'jürgen@example.com', name: 'Jürgen', language: 'de' })).port,
      mailer,
      linkSecret: SECRET,
      siteOrigin: () => `http://127.0.0.1:${sink.port}`,
      mailFrom: (domain) => `"Example" <noreply@${domain}>`,
    });
  });

  afterAll(async () => {
    await queue.close();
    mailer.close();
    await sql.close();
    await sink.close();
  });

  it('delivers the activation mail with a working link once, even when a second job carries the same token', async () => {
    const retry = { attempts: 2, backoffMs: 50 };
    await queue.enqueue(MAIL_QUEUE, ACTIVATION_MAIL_JOB, job(), { jobId: 'event-1', ...retry });
    await queue.drain();
    await queue.enqueue(MAIL_QUEUE, ACTIVATION_MAIL_JOB, job(), { jobId: 'event-1-redelivered', ...retry });
    await queue.drain();

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received as [ReceivedMail];
    expect(mail.from).toBe('noreply@example.com');
    expect(mail.to).toEqual(['jürgen@example.com']);
    const message = decodeQuotedPrintable(mail.raw);
    expect(message).toMatch(/^Subject: Aktiviere dein Konto\r?$/m);
    expect(message).toContain('Hallo Jürgen,');
    const link = new RegExp(`http://127\\.0\\.0\\.1:${sink.port}/api/activate\\.php\\?token=([A-Za-z0-9_-]+)`).exec(message);
    expect(verifyLinkToken(LINK_PURPOSES.ACTIVATION, link?.[1] ?? '', SECRET)).toEqual({ subjectId: TEST_MEMBER_ID, tokenId: 'token-smtp-1' });
  });
});
