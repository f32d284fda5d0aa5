import type { MemberContact } from '@dating/domain';
import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderEmailChangeConfirmationMail, renderEmailChangeNoticeMail } from './email-change-mail.template.js';
import type { MailJobDeps } from './mail-job.js';
import { contactAsOf, hasBounced, hoursLeft, mailLanguage, memberRecipient, sendOnce } from './mail-job.js';
import { maskEmail } from './mask-email.js';

export const EMAIL_CHANGE_CONFIRMATION_MAIL_JOB = 'mail.email-change-confirmation';
export const EMAIL_CHANGE_NOTICE_MAIL_JOB = 'mail.email-change-notice';

/** Ids only: the confirmation link goes to the new address, the notice to the current one, both read when the job runs. */
export interface EmailChangeMailData {
  readonly memberId: string;
  /** The change request's token. */
  readonly tokenId: string;
  /** Position of the EmailChangeRequested event in the log: the read model must have taken it in. */
  readonly checkpoint: string;
}

/** The link the mail-change page posts back to the API's mail-change-do endpoint. */
export const emailChangeUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/mail-change/do?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.EMAIL_CHANGE, { subjectId: memberId, tokenId }, secret))}`;

/** The settings tab where a member changes the password. */
export const settingsUrl = (origin: string): string => `${origin}/profile?tab=settings`;

/** Sends one confirmation mail per token, however often the job runs; none for a request a newer one replaced. */
export const emailChangeConfirmationMailJob =
  (deps: MailJobDeps) =>
  async ({ memberId, tokenId, checkpoint }: EmailChangeMailData): Promise<JobOutcome> => {
    const contact = await contactAsOf(deps, memberId, checkpoint);
    const pending = contact?.pendingEmail;
    if (!contact?.name || pending?.tokenId !== tokenId) return JOB_OUTCOMES.SKIPPED;
    const validForHours = hoursLeft(pending.expiresAt, deps.now());
    if (!validForHours) return JOB_OUTCOMES.SKIPPED;
    const { name, language } = contact;
    return sendOnce(deps, `${EMAIL_CHANGE_CONFIRMATION_MAIL_JOB}.${tokenId}`, memberRecipient(memberId, contact, pending.email), (origin) =>
      renderEmailChangeConfirmationMail({
        name,
        language: mailLanguage(language),
        confirmUrl: emailChangeUrl(origin, memberId, tokenId, deps.linkSecret),
        validForHours,
      }),
    );
  };

/**
 * Where the notice of change `tokenId` goes, and the new address it hints at: the current address while the change
 * waits, or the address the change replaced once it is confirmed. None when a newer request replaced this one (its
 * own notice warns), when the waiting request expired (it can no longer take effect: a late warning would only alarm),
 * or when the current address bounced (nobody asked for mail there, and mail to a dead mailbox harms the sender).
 */
const noticeOf = (contact: MemberContact, tokenId: string, now: Date): { to: string; newEmail: string } | undefined => {
  const { email, pendingEmail, replacedEmail } = contact;
  if (pendingEmail?.tokenId === tokenId) {
    return email && !hasBounced(contact) && hoursLeft(pendingEmail.expiresAt, now) ? { to: email, newEmail: pendingEmail.email } : undefined;
  }
  return replacedEmail?.byTokenId === tokenId && email ? { to: replacedEmail.email, newEmail: email } : undefined;
};

/** Sends one notice per requested change, however often the job runs. */
export const emailChangeNoticeMailJob =
  (deps: MailJobDeps) =>
  async ({ memberId, tokenId, checkpoint }: EmailChangeMailData): Promise<JobOutcome> => {
    const contact = await contactAsOf(deps, memberId, checkpoint);
    const notice = contact?.name ? noticeOf(contact, tokenId, deps.now()) : undefined;
    if (!contact?.name || !notice) return JOB_OUTCOMES.SKIPPED;
    const { name, language } = contact;
    return sendOnce(deps, `${EMAIL_CHANGE_NOTICE_MAIL_JOB}.${tokenId}`, memberRecipient(memberId, contact, notice.to), (origin) =>
      renderEmailChangeNoticeMail({
        name,
        language: mailLanguage(language),
        // Whoever reads the old mailbox learns only a hint of the new address.
        maskedNewEmail: maskEmail(notice.newEmail),
        settingsUrl: settingsUrl(origin),
      }),
    );
  };
