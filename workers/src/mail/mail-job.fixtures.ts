import type { OutgoingMail } from '@dating/platform';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';
import type { MailJobDeps } from './mail-job.js';

/** Test support for the mail jobs: a mailer that keeps what it sends and a ledger in memory. */
export const TEST_LINK_SECRET = 'job-test-secret';
export const TEST_NOW = new Date('2026-11-22T10:00:00.000Z');

export const inMemoryDeliveries = (): MailDeliveryRepository => {
  const sent = new Set<string>();
  return {
    wasSent: async (key) => sent.has(key),
    recordSent: async (key) => void sent.add(key),
  };
};

/** Deps of a mail job on `https://www.<domain>`; the mailer fails `failuresBeforeSuccess` times first. */
export const mailJobHarness = (failuresBeforeSuccess = 0) => {
  const outbox: OutgoingMail[] = [];
  let failuresLeft = failuresBeforeSuccess;
  const deps: MailJobDeps = {
    mailer: {
      send: async (mail) => {
        if (failuresLeft-- > 0) throw new Error('SMTP down');
        outbox.push(mail);
      },
    },
    deliveries: inMemoryDeliveries(),
    linkSecret: TEST_LINK_SECRET,
    siteOrigin: (domain) => `https://www.${domain}`,
    mailFrom: (domain) => `"Example" <noreply@${domain}>`,
    now: () => TEST_NOW,
  };
  return { deps, outbox };
};

/** The first link in the text part that starts with `prefix`. */
export const linkOf = (mail: OutgoingMail, prefix: string): URL | undefined => {
  const found = mail.text.split('\n').find((line) => line.startsWith(prefix));
  return found === undefined ? undefined : new URL(found);
};

/** The `token` parameter of that link. */
export const tokenOf = (mail: OutgoingMail, prefix: string): string => linkOf(mail, prefix)?.searchParams.get('token') ?? '';
