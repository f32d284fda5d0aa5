import type { Mailer, OutgoingMail } from './mailer.port.js';
import { outboxContract, type Outbox } from './outbox.contract.js';

/** A mail as the far end of a mailer keeps it: the dev mailbox's row, the SMTP server's message. */
export type RecordedMail = Omit<OutgoingMail, 'dataSubjectId' | 'headers'> & { readonly headers: Readonly<Record<string, string>> };

/** A mailer with what it has delivered so far, oldest first. */
export interface MailerOutbox extends Outbox<RecordedMail> {
  readonly mailer: Mailer;
}

const aMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: 'Dating <noreply@example.com>',
  to: 'zoe@example.com',
  subject: 'Één klik en je bent binnen, Zoë',
  html: `<p>Hoi Zoë, <a href="http://localhost:3000/api/activate.php?token=${'abc'.repeat(30)}&amp;x=1">activeer</a> je account.</p>`,
  text: `Hoi Zoë, activeer je account: http://localhost:3000/api/activate.php?token=${'abc'.repeat(30)}&x=1`,
  dataSubjectId: 'member-zoe',
  ...overrides,
});

const byLowerCaseName = (headers: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * The behaviour every Mailer must have: what is sent is what is recorded, word for word (see `outboxContract` for
 * `openOutbox`).
 */
export const mailerContract = (mailerName: string, openOutbox: () => Promise<MailerOutbox | undefined>): void =>
  outboxContract<MailerOutbox, RecordedMail>(`${mailerName} (Mailer contract)`, openOutbox, ({ outbox, recorded, test }) => {
    const send = (mail: OutgoingMail) => outbox().mailer.send(mail);

    test('delivers the sender, recipient, subject, text and HTML as they were sent', async () => {
      const mail = aMail();

      await send(mail);

      expect(await recorded()).toEqual([expect.objectContaining({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })]);
    });

    test('delivers the extra header fields of a mail', async () => {
      const headers = { 'List-Unsubscribe': '<http://localhost:3000/api/unsubscribe.php?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

      await send(aMail({ headers }));

      // Header field names are case-insensitive (RFC 5322).
      expect(byLowerCaseName((await recorded())[0]?.headers ?? {})).toMatchObject(byLowerCaseName(headers));
    });

    test('delivers each mail once, in the order they were sent', async () => {
      const subjects = ['first', 'second', 'third'];

      for (const subject of subjects) await send(aMail({ subject, to: `${subject}@example.com` }));

      expect((await recorded()).map(({ subject, to }) => ({ subject, to }))).toEqual(subjects.map((subject) => ({ subject, to: `${subject}@example.com` })));
    });
  });
