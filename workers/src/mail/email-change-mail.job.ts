import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderEmailChangeConfirmationMail, renderEmailChangeNoticeMail } from './email-change-mail.template.js';
import type { MailJobDeps, MailRecipient } from './mail-job.js';
import { hoursLeft, mailLanguage, sendOnce } from './mail-job.js';

export const EMAIL_CHANGE_CONFIRMATION_MAIL_JOB = 'mail.email-change-confirmation';
export const EMAIL_CHANGE_NOTICE_MAIL_JOB = 'mail.email-change-notice';

/** To the new address (`email`): the link that confirms it. */
export interface EmailChangeConfirmationMailData extends MailRecipient {
  readonly memberId: string;
  readonly tokenId: string;
  readonly expiresAt: string;
  readonly name: string;
}

/** To the current address (`email`): a change was asked for. */
export interface EmailChangeNoticeMailData extends MailRecipient {
  readonly tokenId: string;
  readonly expiresAt: string;
  readonly name: string;
  /** e.g. 'j***@example.com': the job never holds the new address in full. */
  readonly maskedNewEmail: string;
}

/** The link the mail-change page posts back to the API's mail-change-do endpoint. */
export const emailChangeUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/mail-change/do?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.EMAIL_CHANGE, { subjectId: memberId, tokenId }, secret))}`;

/** The settings tab where a member changes the password. */
export const settingsUrl = (origin: string): string => `${origin}/profile?tab=settings`;

/** Sends one confirmation mail per token, however often the job runs. */
export const emailChangeConfirmationMailJob =
  (deps: MailJobDeps) =>
  async (data: EmailChangeConfirmationMailData): Promise<JobOutcome> => {
    const validForHours = hoursLeft(data.expiresAt, deps.now());
    if (!validForHours) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${EMAIL_CHANGE_CONFIRMATION_MAIL_JOB}.${data.tokenId}`, data, (origin) =>
      renderEmailChangeConfirmationMail({
        name: data.name,
        language: mailLanguage(data.language),
        confirmUrl: emailChangeUrl(origin, data.memberId, data.tokenId, deps.linkSecret),
        validForHours,
      }),
    );
  };

/** Sends one notice per requested change, however often the job runs. */
export const emailChangeNoticeMailJob =
  (deps: MailJobDeps) =>
  async (data: EmailChangeNoticeMailData): Promise<JobOutcome> => {
    // Once the request has expired it can no longer take effect: a late warning would only alarm.
    if (!hoursLeft(data.expiresAt, deps.now())) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${EMAIL_CHANGE_NOTICE_MAIL_JOB}.${data.tokenId}`, data, (origin) =>
      renderEmailChangeNoticeMail({
        name: data.name,
        language: mailLanguage(data.language),
        maskedNewEmail: data.maskedNewEmail,
        settingsUrl: settingsUrl(origin),
      }),
    );
  };
