import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { EmailChangeMailData } from './email-change-mail.job.js';
import { emailChangeConfirmationMailJob, emailChangeNoticeMailJob } from './email-change-mail.job.js';
import { aContact, linkOf, mailJobHarness, TEST_CHECKPOINT, TEST_LINK_SECRET, TEST_MEMBER_ID, TEST_NOW, tokenOf } from './mail-job.fixtures.js';

const IN_A_DAY = '2026-11-23T10:00:00.000Z';

const aJob = (overrides: Partial<EmailChangeMailData> = {}): EmailChangeMailData => ({ memberId: TEST_MEMBER_ID, tokenId: 'token-1', checkpoint: TEST_CHECKPOINT, ...overrides });
const waiting = (overrides: Partial<{ email: string; tokenId: string; expiresAt: string }> = {}) =>
  aContact({ language: 'en', pendingEmail: { email: 'anna.new@example.org', tokenId: 'token-1', expiresAt: IN_A_DAY, ...overrides } });
const confirmed = aContact({ language: 'en', email: 'anna.new@example.org', replacedEmail: { email: 'anna@example.com', byTokenId: 'token-1' } });

const CONFIRM_LINK = 'https://www.example.com/mail-change/do?token=';

describe(emailChangeConfirmationMailJob.name, () => {
  it('mails the new address a confirmation link valid for 24 hours', async () => {
    const { deps, outbox } = mailJobHarness({ contact: waiting() });

    await expect(emailChangeConfirmationMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'anna.new@example.org', subject: 'Confirm your new email address', dataSubjectId: TEST_MEMBER_ID });
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('carries a token that verifies as an e-mail change of the member, and for nothing else', async () => {
    const { deps, outbox } = mailJobHarness({ contact: waiting() });

    await emailChangeConfirmationMailJob(deps)(aJob());

    const token = tokenOf(outbox[0] as OutgoingMail, CONFIRM_LINK);
    expect(verifyLinkToken(LINK_PURPOSES.EMAIL_CHANGE, token, TEST_LINK_SECRET)).toEqual({ subjectId: TEST_MEMBER_ID, tokenId: 'token-1' });
    for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.EMAIL_CHANGE)) {
      expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
    }
  });

  it('sends once per token', async () => {
    const { deps, outbox } = mailJobHarness({ contact: waiting() });
    const sut = emailChangeConfirmationMailJob(deps);

    await sut(aJob());
    await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });

  it.each([
    ['has expired', waiting({ expiresAt: TEST_NOW.toISOString() })],
    ['was replaced by a newer one', waiting({ tokenId: 'token-2' })],
  ])('sends nothing for a request that %s', async (_, contact) => {
    const { deps, outbox } = mailJobHarness({ contact });

    await expect(emailChangeConfirmationMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(0);
  });
});

describe(emailChangeNoticeMailJob.name, () => {
  it('warns the current address with only a hint of the new one, and links to the password settings', async () => {
    const { deps, outbox } = mailJobHarness({ contact: waiting() });

    await expect(emailChangeNoticeMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Your email address is being changed', dataSubjectId: TEST_MEMBER_ID });
    expect(mail.text).toContain('a***@example.org');
    expect(mail.text).not.toContain('anna.new');
    expect(mail.text).toContain('change your password');
    expect(linkOf(mail, 'https://www.example.com/profile')?.searchParams.get('tab')).toBe('settings');
  });

  it('still warns the old address when the change was confirmed before the notice went out', async () => {
    const { deps, outbox } = mailJobHarness({ contact: confirmed });

    await expect(emailChangeNoticeMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    expect(outbox.map((mail) => [mail.to, mail.text.includes('a***@example.org')])).toEqual([['anna@example.com', true]]);
  });

  it('sends once per requested change, however often it runs', async () => {
    const { deps, outbox } = mailJobHarness({ contact: waiting() });
    const sut = emailChangeNoticeMailJob(deps);

    await sut(aJob());
    await expect(sut(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });

  it.each([
    ['a request that expired before the job ran', waiting({ expiresAt: TEST_NOW.toISOString() })],
    ['a request a newer one replaced', waiting({ tokenId: 'token-2' })],
    ['a current address that bounced', aContact({ ...waiting(), notificationsDisabled: ['bounce'] })],
  ])('skips %s', async (_, contact) => {
    const { deps, outbox } = mailJobHarness({ contact });

    await expect(emailChangeNoticeMailJob(deps)(aJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(0);
  });
});
