import { ERASED, passwordResetStreamId } from '@dating/domain';
import type { PasswordResetRequested, RecordedEvent } from '@dating/domain';
import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import { aContact, linkOf, mailJobHarness, TEST_CHECKPOINT, TEST_LINK_SECRET, TEST_MEMBER_ID, TEST_NOW, tokenOf } from './mail-job.fixtures.js';
import type { PasswordResetMailData, PasswordResetMailDeps } from './password-reset-mail.job.js';
import { passwordResetMailJob, unknownAddressMailJob } from './password-reset-mail.job.js';

const IN_AN_HOUR = '2026-11-22T11:00:00.000Z';

const aRequest = (overrides: Partial<PasswordResetRequested['data']> = {}): PasswordResetRequested['data'] => ({
  addressDigest: 'digest-1',
  dataSubjectId: TEST_MEMBER_ID,
  email: 'anna@example.com',
  memberId: TEST_MEMBER_ID,
  language: 'nl',
  domain: 'example.com',
  tokenId: 'token-1',
  requestedAt: TEST_NOW.toISOString(),
  expiresAt: IN_AN_HOUR,
  ...overrides,
});
const anUnknownAddressRequest = (overrides: Partial<PasswordResetRequested['data']> = {}) =>
  aRequest({ addressDigest: 'digest-2', dataSubjectId: 'address-digest-2-token-2', email: 'nobody@example.com', memberId: null, language: 'de', tokenId: 'token-2', ...overrides });

/** The log holding the given reset requests, in their streams. */
const setup = (requests: PasswordResetRequested['data'][], options: Parameters<typeof mailJobHarness>[0] = {}) => {
  const { deps, outbox, readModel } = mailJobHarness(options);
  const eventStore = {
    readStream: async (streamId: string): Promise<RecordedEvent[]> =>
      requests
        .filter((request) => passwordResetStreamId(request.addressDigest) === streamId)
        .map((data, index) => ({ id: `e${index}`, streamId, streamVersion: index + 1, type: 'PasswordResetRequested', data, metadata: {}, recordedAt: data.requestedAt, checkpoint: TEST_CHECKPOINT })),
  };
  const resetDeps: PasswordResetMailDeps = { ...deps, eventStore };
  return { deps: resetDeps, outbox, readModel };
};

const aResetJob = (overrides: Partial<PasswordResetMailData> = {}): PasswordResetMailData => ({ addressDigest: 'digest-1', tokenId: 'token-1', checkpoint: TEST_CHECKPOINT, ...overrides });
const anUnknownAddressJob = { addressDigest: 'digest-2', tokenId: 'token-2' };

const RESET_LINK = 'https://www.example.com/reset-password/do?token=';

describe(passwordResetMailJob.name, () => {
  describe('when the token is still valid', () => {
    it('mails a reset link of the site to the address asked for, valid for the minutes left, in the requested language', async () => {
      const { deps, outbox } = setup([aRequest()], { contact: aContact({ language: 'fi', domain: 'elsewhere.example' }) });

      await expect(passwordResetMailJob(deps)(aResetJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', from: '"Example" <noreply@example.com>', subject: 'Stel een nieuw wachtwoord in', dataSubjectId: TEST_MEMBER_ID });
      expect(mail.text).toContain('Hoi Anna,');
      expect(mail.text).toContain('60 minuten geldig');
      expect(mail.text).toContain('je oude wachtwoord blijft gewoon geldig');
    });

    it('carries a token that verifies as a password reset of the address digest, and for nothing else', async () => {
      const { deps, outbox } = setup([aRequest()]);

      await passwordResetMailJob(deps)(aResetJob());

      const token = tokenOf(outbox[0] as OutgoingMail, RESET_LINK);
      expect(verifyLinkToken(LINK_PURPOSES.PASSWORD_RESET, token, TEST_LINK_SECRET)).toEqual({ subjectId: 'digest-1', tokenId: 'token-1' });
      for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.PASSWORD_RESET)) {
        expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
      }
    });

    it('sends nothing when it runs again for the same token', async () => {
      const { deps, outbox } = setup([aRequest()]);
      const sut = passwordResetMailJob(deps);

      await sut(aResetJob());
      await expect(sut(aResetJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(1);
    });

    it('still mails an address that bounced: the member asked for mail there just now', async () => {
      const { deps, outbox } = setup([aRequest()], { contact: aContact({ notificationsDisabled: ['bounce'] }) });

      await expect(passwordResetMailJob(deps)(aResetJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
    });
  });

  describe.each([
    ['the token has expired', [aRequest({ expiresAt: TEST_NOW.toISOString() })], aContact()],
    ['the address in the request is erased', [aRequest({ email: ERASED })], aContact()],
    ['the member is erased', [aRequest()], null],
    ['the member is a demo member', [aRequest()], aContact({ fictional: true })],
  ])('when %s', (_, requests, contact) => {
    it('skips the mail', async () => {
      const { deps, outbox } = setup(requests, { contact });

      await expect(passwordResetMailJob(deps)(aResetJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the mailer fails', () => {
    it('throws so that the queue retries, and sends on the retry', async () => {
      const { deps, outbox } = setup([aRequest()], { failuresBeforeSuccess: 1 });
      const sut = passwordResetMailJob(deps);

      await expect(sut(aResetJob())).rejects.toThrow('SMTP down');
      await expect(sut(aResetJob())).resolves.toBe(JOB_OUTCOMES.DONE);
      expect(outbox).toHaveLength(1);
    });
  });
});

describe(unknownAddressMailJob.name, () => {
  it('tells the address that no account uses it, sealed with the request key where kept, and links to the signup page of the site', async () => {
    const { deps, outbox } = setup([anUnknownAddressRequest()], { contact: null });

    await expect(unknownAddressMailJob(deps)(anUnknownAddressJob)).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'nobody@example.com', subject: 'E-Mail-Adresse nicht gefunden', dataSubjectId: 'address-digest-2-token-2' });
    expect(mail.text).toContain('auf www.example.com');
    expect(linkOf(mail, 'https://www.example.com/signup')?.href).toBe('https://www.example.com/signup');
    expect(mail.text).not.toContain('token=');
  });

  it('sends once per request, however often it runs', async () => {
    const { deps, outbox } = setup([anUnknownAddressRequest()], { contact: null });
    const sut = unknownAddressMailJob(deps);

    await sut(anUnknownAddressJob);
    await expect(sut(anUnknownAddressJob)).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });

  it('skips a request that expired before the job ran, or whose address is erased', async () => {
    for (const request of [anUnknownAddressRequest({ expiresAt: TEST_NOW.toISOString() }), anUnknownAddressRequest({ email: ERASED })]) {
      const { deps, outbox } = setup([request], { contact: null });

      await expect(unknownAddressMailJob(deps)(anUnknownAddressJob)).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    }
  });
});
