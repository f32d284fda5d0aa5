import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { ActivationMailData } from './activation-mail.job.js';
import { activationMailJob } from './activation-mail.job.js';
import { aContact, mailJobHarness, TEST_CHECKPOINT, TEST_LINK_SECRET, TEST_MEMBER_ID, TEST_NOW, tokenOf } from './mail-job.fixtures.js';

const aJob = (overrides: Partial<ActivationMailData> = {}): ActivationMailData => ({
  memberId: TEST_MEMBER_ID,
  tokenId: 'token-1',
  expiresAt: '2026-11-25T10:00:00.000Z',
  checkpoint: TEST_CHECKPOINT,
  ...overrides,
});

const ACTIVATE_LINK = 'https://www.example.com/api/activate.php?token=';

describe(activationMailJob.name, () => {
  describe('when the token is still valid', () => {
    it('mails the member a link of the site they signed up on, in their language, sealed with their key where kept', async () => {
      const { deps, outbox } = mailJobHarness();

      await expect(activationMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', from: '"Example" <noreply@example.com>', subject: 'Activeer je account', dataSubjectId: TEST_MEMBER_ID });
      expect(mail.text).toContain('Hoi Anna');
      expect(mail.text).toContain('72 uur');
      expect(verifyLinkToken(LINK_PURPOSES.ACTIVATION, tokenOf(mail, ACTIVATE_LINK), TEST_LINK_SECRET)).toEqual({ subjectId: TEST_MEMBER_ID, tokenId: 'token-1' });
    });

    it('sends nothing when it runs again for the same token', async () => {
      const { deps, outbox } = mailJobHarness();
      const sut = activationMailJob(deps);

      await sut(aJob());
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(1);
    });
  });

  describe.each([
    ['already confirmed', aContact({ confirmed: true })],
    ['a demo member', aContact({ fictional: true })],
    ['erased', null],
    ['unreadable (their key is gone)', aContact({ email: null, name: null })],
  ])('when the member is %s', (_, contact) => {
    it('skips the mail', async () => {
      const { deps, outbox } = mailJobHarness({ contact });

      await expect(activationMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the token has expired', () => {
    it('skips the mail', async () => {
      const { deps, outbox } = mailJobHarness();

      await expect(activationMailJob(deps)(aJob({ expiresAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the read model has not taken in the event yet', () => {
    it('throws so that the queue retries, and sends once it has', async () => {
      const { deps, outbox, readModel } = mailJobHarness({ contact: null });
      const sut = activationMailJob(deps);
      readModel.at = '0009';

      await expect(sut(aJob())).rejects.toThrow('not reached');
      readModel.at = TEST_CHECKPOINT;
      readModel.contacts.set(TEST_MEMBER_ID, aContact());
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(1);
    });
  });

  describe('when the mailer fails', () => {
    it('throws so that the queue retries, and sends on the retry', async () => {
      const { deps, outbox } = mailJobHarness({ failuresBeforeSuccess: 1 });
      const sut = activationMailJob(deps);

      await expect(sut(aJob())).rejects.toThrow('SMTP down');
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);
      expect(outbox).toHaveLength(1);
    });
  });
});
