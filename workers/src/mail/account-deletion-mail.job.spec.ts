import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { AccountDeletionMailData } from './account-deletion-mail.job.js';
import { accountDeletionMailJob } from './account-deletion-mail.job.js';
import { aContact, mailJobHarness, TEST_CHECKPOINT, TEST_LINK_SECRET, TEST_MEMBER_ID, TEST_NOW, tokenOf } from './mail-job.fixtures.js';

const FINAL_DELETION_AT = '2026-12-06T10:00:00.000Z';
const deleted = (overrides: Partial<{ reactivationTokenId: string; finalDeletionAt: string }> = {}) =>
  aContact({ pendingDeletion: { reactivationTokenId: 'reactivation-1', finalDeletionAt: FINAL_DELETION_AT, ...overrides } });

const aJob = (overrides: Partial<AccountDeletionMailData> = {}): AccountDeletionMailData => ({
  mailId: 'event-1',
  memberId: TEST_MEMBER_ID,
  reactivationTokenId: 'reactivation-1',
  checkpoint: TEST_CHECKPOINT,
  ...overrides,
});

const REACTIVATE_LINK = 'https://www.example.com/api/reactivate.php?token=';

describe(accountDeletionMailJob.name, () => {
  describe('when the deletion is still pending', () => {
    it('tells the member the date of final deletion in their language and links to reactivation', async () => {
      const { deps, outbox } = mailJobHarness({ contact: deleted() });

      await expect(accountDeletionMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

      const [mail] = outbox as [OutgoingMail];
      expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Je account is verwijderd', dataSubjectId: TEST_MEMBER_ID });
      expect(mail.text).toContain('Op 6 december 2026 wissen we je account');
      expect(mail.text).toContain(REACTIVATE_LINK);
    });

    it('carries a token that verifies as the reactivation of the member, and for nothing else', async () => {
      const { deps, outbox } = mailJobHarness({ contact: deleted() });

      await accountDeletionMailJob(deps)(aJob());

      const token = tokenOf(outbox[0] as OutgoingMail, REACTIVATE_LINK);
      expect(verifyLinkToken(LINK_PURPOSES.REACTIVATION, token, TEST_LINK_SECRET)).toEqual({ subjectId: TEST_MEMBER_ID, tokenId: 'reactivation-1' });
      for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.REACTIVATION)) {
        expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
      }
    });

    it('sends once per mail id, and again for a mail asked for again', async () => {
      const { deps, outbox } = mailJobHarness({ contact: deleted() });
      const sut = accountDeletionMailJob(deps);

      await sut(aJob());
      await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);
      await expect(sut(aJob({ mailId: 'resend-1' }))).resolves.toBe(JOB_OUTCOMES.DONE);

      expect(outbox).toHaveLength(2);
    });
  });

  describe.each([
    ['was reactivated since', aContact()],
    ['deleted the account again after a reactivation (the old link no longer works)', deleted({ reactivationTokenId: 'reactivation-2' })],
    ['is past the final deletion date', deleted({ finalDeletionAt: TEST_NOW.toISOString() })],
    ['has an address that bounced', aContact({ ...deleted(), notificationsDisabled: ['bounce'] })],
    ['is erased', null],
  ])('when the member %s', (_, contact) => {
    it('skips the mail', async () => {
      const { deps, outbox } = mailJobHarness({ contact });

      await expect(accountDeletionMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

      expect(outbox).toHaveLength(0);
    });
  });
});
