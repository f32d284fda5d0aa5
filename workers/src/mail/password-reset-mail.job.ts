import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import type { MailJobDeps, MailRecipient } from './mail-job.js';
import { mailLanguage, minutesLeft, sendOnce } from './mail-job.js';
import { renderPasswordResetMail, renderUnknownAddressMail } from './password-reset-mail.template.js';

export const PASSWORD_RESET_MAIL_JOB = 'mail.password-reset';
export const UNKNOWN_ADDRESS_MAIL_JOB = 'mail.password-reset-unknown-address';

/** The reset link for a member's address; `email` is the address the reset was asked for. */
export interface PasswordResetMailData extends MailRecipient {
  /** The reset stream's subject: the link names it, not the member. */
  readonly addressDigest: string;
  readonly tokenId: string;
  readonly expiresAt: string;
  readonly name: string;
}

/** The answer to a reset asked for an address no account uses. */
export interface UnknownAddressMailData extends MailRecipient {
  readonly tokenId: string;
  readonly expiresAt: string;
}

/** The link the reset page posts back to the API's password-reset-do endpoint. */
export const passwordResetUrl = (origin: string, addressDigest: string, tokenId: string, secret: string): string =>
  `${origin}/reset-password/do?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.PASSWORD_RESET, { subjectId: addressDigest, tokenId }, secret))}`;

/** Sends one reset mail per token, however often the job runs. */
export const passwordResetMailJob =
  (deps: MailJobDeps) =>
  async (data: PasswordResetMailData): Promise<JobOutcome> => {
    const validForMinutes = minutesLeft(data.expiresAt, deps.now());
    // An expired link is useless: asking again gives a new token and a new job.
    if (!validForMinutes) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${PASSWORD_RESET_MAIL_JOB}.${data.tokenId}`, data, (origin) =>
      renderPasswordResetMail({
        name: data.name,
        language: mailLanguage(data.language),
        resetUrl: passwordResetUrl(origin, data.addressDigest, data.tokenId, deps.linkSecret),
        validForMinutes,
      }),
    );
  };

/** Sends one "address not found" mail per request, however often the job runs. */
export const unknownAddressMailJob =
  (deps: MailJobDeps) =>
  async (data: UnknownAddressMailData): Promise<JobOutcome> => {
    // Past the request's expiry the mail would answer a question nobody is waiting on (a replay).
    if (!minutesLeft(data.expiresAt, deps.now())) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${UNKNOWN_ADDRESS_MAIL_JOB}.${data.tokenId}`, data, (origin) =>
      renderUnknownAddressMail({ language: mailLanguage(data.language), site: new URL(origin).host, signupUrl: `${origin}/signup` }),
    );
  };
