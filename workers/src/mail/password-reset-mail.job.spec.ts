import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import { linkOf, mailJobHarness, TEST_LINK_SECRET, TEST_NOW, tokenOf } from './mail-job.fixtures.js';
import type { PasswordResetMailData, UnknownAddressMailData } from './password-reset-mail.job.js';
import { passwordResetMailJob, unknownAddressMailJob } from './password-reset-mail.job.js';

const IN_AN_HOUR = '2026-11-22T11:00:00.000Z';

const aResetJob = (overrides: Partial<PasswordResetMailData> = {}): PasswordResetMailData => ({
  addressDigest: 'digest-1',
  tokenId: 'token-1',
  expiresAt: IN_AN_HOUR,
  email: 'anna@example.com',
  name: 'Anna',
  language: 'nl',
  domain: 'example.com',
  ...overrides,
});

const anUnknownAddressJob = (overrides: Partial<UnknownAddressMailData> = {}): UnknownAddressMailData => ({
  tokenId: 'token-2',
  expiresAt: IN_AN_HOUR,
  email: 'nobody@example.com',
  language: 'de',
  domain: 'example.com',
  ...overrides,
});

const RESET_LINK = 'https://www.example.com/reset-password/do?token=';

describe(passwordResetMailJob.name, () => {
  describe('when the token is still valid', () => {
    it('mails a reset link of the site, valid for the minutes left, in the requested language', async () => {
      const { deps, outbox } = mailJobHarness();

      await expect(passwordResetMailJob(deps)(aResetJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', from: '"Example" <noreply@example.com>', subject: 'Stel een nieuw wachtwoord in' });
      expect(mail.text).toContain('Hoi Anna,');
      expect(mail.text).toContain('60 minuten geldig');
      expect(mail.text).toContain('je oude wachtwoord blijft gewoon geldig');
    });

    it('carries a token that verifies as a password reset of the address digest, and for nothing else', async () => {
      const { deps, outbox } = mailJobHarness();

      await passwordResetMailJob(deps)(aResetJob());

      const token = tokenOf(outbox[0] as OutgoingMail, RESET_LINK);
      expect(verifyLinkToken(LINK_PURPOSES.PASSWORD_RESET, token, TEST_LINK_SECRET)).toEqual({ subjectId: 'digest-1', tokenId: 'token-1' });
      for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.PASSWORD_RESET)) {
        expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
      }
    });

    it('sends nothing when it runs again for the same token', async () => {
      const { deps, outbox } = mailJobHarness();
      const sut = passwordResetMailJob(deps);

      await sut(aResetJob());
      await expect(sut(aResetJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(1);
    });
  });

  describe('when the token has expired', () => {
    it('skips the mail', async () => {
      const { deps, outbox } = mailJobHarness();

      await expect(passwordResetMailJob(deps)(aResetJob({ expiresAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the mailer fails', () => {
    it('throws so that the queue retries, and sends on the retry', async () => {
      const { deps, outbox } = mailJobHarness(1);
      const sut = passwordResetMailJob(deps);

      await expect(sut(aResetJob())).rejects.toThrow('SMTP down');
      await expect(sut(aResetJob())).resolves.toBe(JOB_OUTCOMES.DONE);
      expect(outbox).toHaveLength(1);
    });
  });
});

describe(unknownAddressMailJob.name, () => {
  it('tells the address that no account uses it and links to the signup page of the site', async () => {
    const { deps, outbox } = mailJobHarness();

    await expect(unknownAddressMailJob(deps)(anUnknownAddressJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'nobody@example.com', subject: 'E-Mail-Adresse nicht gefunden' });
    expect(mail.text).toContain('auf www.example.com');
    expect(linkOf(mail, 'https://www.example.com/signup')?.href).toBe('https://www.example.com/signup');
    expect(mail.text).not.toContain('token=');
  });

  it('sends once per request, however often it runs', async () => {
    const { deps, outbox } = mailJobHarness();
    const sut = unknownAddressMailJob(deps);

    await sut(anUnknownAddressJob());
    await expect(sut(anUnknownAddressJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });

  it('skips a request that expired before the job ran', async () => {
    const { deps, outbox } = mailJobHarness();

    await expect(unknownAddressMailJob(deps)(anUnknownAddressJob({ expiresAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(0);
  });
});
