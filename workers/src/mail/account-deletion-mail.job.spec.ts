import type { PendingDeletion } from '@dating/domain';
import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { AccountDeletionMailData } from './account-deletion-mail.job.js';
import { accountDeletionMailJob } from './account-deletion-mail.job.js';
import { mailJobHarness, TEST_LINK_SECRET, TEST_NOW, tokenOf } from './mail-job.fixtures.js';

const FINAL_DELETION_AT = '2026-12-06T10:00:00.000Z';
const stillPending: PendingDeletion = {
  reactivationTokenId: 'reactivation-1',
  requestedAt: TEST_NOW.toISOString(),
  finalDeletionAt: FINAL_DELETION_AT,
  reactivationMailsAt: [TEST_NOW.toISOString()],
};

const aJob = (overrides: Partial<AccountDeletionMailData> = {}): AccountDeletionMailData => ({
  mailId: 'event-1',
  memberId: 'member-1',
  reactivationTokenId: 'reactivation-1',
  finalDeletionAt: FINAL_DELETION_AT,
  email: 'anna@example.com',
  name: 'Anna',
  language: 'nl',
  domain: 'example.com',
  ...overrides,
});

const setup = (pending: PendingDeletion | null = stillPending) => {
  const { deps, outbox } = mailJobHarness();
  return { sut: accountDeletionMailJob({ ...deps, pendingDeletion: async () => pending }), outbox };
};

const REACTIVATE_LINK = 'https://www.example.com/api/reactivate.php?token=';

describe(accountDeletionMailJob.name, () => {
  describe('when the deletion is still pending', () => {
    it('tells the member the date of final deletion in their language and links to reactivation', async () => {
      const { sut, outbox } = setup();

      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Je account is verwijderd' });
      expect(mail.text).toContain('Op 6 december 2026 wissen we je account');
      expect(mail.text).toContain(REACTIVATE_LINK);
    });

    it('carries a token that verifies as the reactivation of the member, and for nothing else', async () => {
      const { sut, outbox } = setup();

      await sut(aJob());

      const token = tokenOf(outbox[0] as OutgoingMail, REACTIVATE_LINK);
      expect(verifyLinkToken(LINK_PURPOSES.REACTIVATION, token, TEST_LINK_SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'reactivation-1' });
      for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.REACTIVATION)) {
        expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
      }
    });

    it('sends once per mail id, and again for a mail asked for again', async () => {
      const { sut, outbox } = setup();

      await sut(aJob());
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);
      await expect(sut(aJob({ mailId: 'resend-1' }))).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(2);
    });
  });

  describe('when the member was reactivated (or erased) since', () => {
    it('skips the mail', async () => {
      const { sut, outbox } = setup(null);

      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the member deleted the account again after a reactivation', () => {
    it('skips the mail of the old token, whose link no longer works', async () => {
      const { sut, outbox } = setup({ ...stillPending, reactivationTokenId: 'reactivation-2' });

      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });

  describe('when the final deletion date has passed', () => {
    it('skips the mail', async () => {
      const { sut, outbox } = setup();

      await expect(sut(aJob({ finalDeletionAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });
});
