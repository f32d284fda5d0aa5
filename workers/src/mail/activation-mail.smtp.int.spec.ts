import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createPgliteSql, InProcessQueueDriver, LINK_PURPOSES, SmtpMailer, verifyLinkToken } from '@dating/platform';
import type { SqlPort } from '@dating/platform';
import { migrateWorkers, registerMailProcessors } from '../workers.composition.js';
import type { ActivationMailData } from './activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from './activation-mail.job.js';
import { aContact, inMemoryContacts, TEST_CHECKPOINT, TEST_MEMBER_ID } from './mail-job.fixtures.js';
import { MAIL_QUEUE } from './mail.queue.js';

const SECRET = 'smtp-test-secret';

interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const decodeQuotedPrintable = (raw: string): string => {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(unwrapped.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1] as string, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const job = (): ActivationMailData => ({
  memberId: TEST_MEMBER_ID,
  tokenId: 'token-smtp-1',
  expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  checkpoint: TEST_CHECKPOINT,
});

describe('activation mail over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let sql: SqlPort;
  let queue: InProcessQueueDriver;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sql = await createPgliteSql();
    await migrateWorkers(sql);
    mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`);
    queue = new InProcessQueueDriver();
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
  }, 30_000);

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
  }, 30_000);
});
