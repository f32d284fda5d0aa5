import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { ActivationMailData } from './activation-mail.job.js';
import { activationMailJob } from './activation-mail.job.js';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';

const SECRET = 'job-test-secret';
const NOW = new Date('2026-11-22T10:00:00.000Z');

const aJob = (overrides: Partial<ActivationMailData> = {}): ActivationMailData => ({
  memberId: 'member-1',
  tokenId: 'token-1',
  expiresAt: '2026-11-25T10:00:00.000Z',
  email: 'anna@example.com',
  name: 'Anna',
  language: 'nl',
  domain: 'example.com',
  ...overrides,
});

const inMemoryDeliveries = (): MailDeliveryRepository => {
  const sent = new Set<string>();
  return {
    wasSent: async (key) => sent.has(key),
    recordSent: async (key) => void sent.add(key),
  };
};

const setup = (failuresBeforeSuccess = 0) => {
  const outbox: OutgoingMail[] = [];
  let failuresLeft = failuresBeforeSuccess;
  const sut = activationMailJob({
    mailer: {
      send: async (mail) => {
        if (failuresLeft-- > 0) throw new Error('SMTP down');
        outbox.push(mail);
      },
    },
    deliveries: inMemoryDeliveries(),
    linkSecret: SECRET,
    siteOrigin: (domain) => `https://www.${domain}`,
    mailFrom: (domain) => `"Example" <noreply@${domain}>`,
    now: () => NOW,
  });
  return { sut, outbox };
};

const tokenOf = (mail: OutgoingMail): string => new URL(/https:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? '';

describe('activationMailJob', () => {
  describe('when the token is still valid', () => {
    it('mails the member a link of the site they signed up on, in their language', async () => {
      const { sut, outbox } = setup();

      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', from: '"Example" <noreply@example.com>', subject: 'Activeer je account' });
      expect(mail.text).toContain('https://www.example.com/api/activate.php?token=');
      expect(mail.text).toContain('72 uur');
      expect(verifyLinkToken(LINK_PURPOSES.ACTIVATION, tokenOf(mail), SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'token-1' });
    });

    it('sends nothing when it runs again for the same token', async () => {
      const { sut, outbox } = setup();

      await sut(aJob());
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(1);
    });
  });

  describe('when the token has expired', () => {
    it('skips the mail', async () => {
      const { sut, outbox } = setup();

      await expect(sut(aJob({ expiresAt: NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the mailer fails', () => {
    it('throws so that the queue retries, and sends on the retry', async () => {
      const { sut, outbox } = setup(1);

      await expect(sut(aJob())).rejects.toThrow('SMTP down');
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);
      expect(outbox).toHaveLength(1);
    });
  });
});
