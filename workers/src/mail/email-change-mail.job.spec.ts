import { JOB_OUTCOMES, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { OutgoingMail } from '@dating/platform';
import type { EmailChangeConfirmationMailData, EmailChangeNoticeMailData } from './email-change-mail.job.js';
import { emailChangeConfirmationMailJob, emailChangeNoticeMailJob } from './email-change-mail.job.js';
import { linkOf, mailJobHarness, TEST_LINK_SECRET, TEST_NOW, tokenOf } from './mail-job.fixtures.js';

const IN_A_DAY = '2026-11-23T10:00:00.000Z';

const aConfirmationJob = (overrides: Partial<EmailChangeConfirmationMailData> = {}): EmailChangeConfirmationMailData => ({
  memberId: 'member-1',
  tokenId: 'token-1',
  expiresAt: IN_A_DAY,
  email: 'anna.new@example.org',
  name: 'Anna',
  language: 'en',
  domain: 'example.com',
  ...overrides,
});

const aNoticeJob = (overrides: Partial<EmailChangeNoticeMailData> = {}): EmailChangeNoticeMailData => ({
  tokenId: 'token-1',
  expiresAt: IN_A_DAY,
  email: 'anna@example.com',
  maskedNewEmail: 'a***@example.org',
  name: 'Anna',
  language: 'en',
  domain: 'example.com',
  ...overrides,
});

const CONFIRM_LINK = 'https://www.example.com/mail-change/do?token=';

describe(emailChangeConfirmationMailJob.name, () => {
  it('mails the new address a confirmation link valid for 24 hours', async () => {
    const { deps, outbox } = mailJobHarness();

    await expect(emailChangeConfirmationMailJob(deps)(aConfirmationJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'anna.new@example.org', subject: 'Confirm your new email address' });
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('carries a token that verifies as an e-mail change of the member, and for nothing else', async () => {
    const { deps, outbox } = mailJobHarness();

    await emailChangeConfirmationMailJob(deps)(aConfirmationJob());

    const token = tokenOf(outbox[0] as OutgoingMail, CONFIRM_LINK);
    expect(verifyLinkToken(LINK_PURPOSES.EMAIL_CHANGE, token, TEST_LINK_SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'token-1' });
    for (const purpose of Object.values(LINK_PURPOSES).filter((purpose) => purpose !== LINK_PURPOSES.EMAIL_CHANGE)) {
      expect(verifyLinkToken(purpose, token, TEST_LINK_SECRET)).toBeNull();
    }
  });

  it('sends once per token and nothing for an expired one', async () => {
    const { deps, outbox } = mailJobHarness();
    const sut = emailChangeConfirmationMailJob(deps);

    await sut(aConfirmationJob());
    await expect(sut(aConfirmationJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    await expect(sut(aConfirmationJob({ tokenId: 'token-2', expiresAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });
});

describe(emailChangeNoticeMailJob.name, () => {
  it('warns the current address with only a hint of the new one, and links to the password settings', async () => {
    const { deps, outbox } = mailJobHarness();

    await expect(emailChangeNoticeMailJob(deps)(aNoticeJob())).resolves.toBe(JOB_OUTCOMES.DONE);

    const [mail] = outbox as [OutgoingMail];
    expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Your email address is being changed' });
    expect(mail.text).toContain('a***@example.org');
    expect(mail.text).toContain('change your password');
    expect(linkOf(mail, 'https://www.example.com/profile')?.searchParams.get('tab')).toBe('settings');
  });

  it('sends once per requested change, however often it runs', async () => {
    const { deps, outbox } = mailJobHarness();
    const sut = emailChangeNoticeMailJob(deps);

    await sut(aNoticeJob());
    await expect(sut(aNoticeJob())).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(1);
  });

  it('skips a request that expired before the job ran', async () => {
    const { deps, outbox } = mailJobHarness();

    await expect(emailChangeNoticeMailJob(deps)(aNoticeJob({ expiresAt: TEST_NOW.toISOString() }))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    expect(outbox).toHaveLength(0);
  });
});
