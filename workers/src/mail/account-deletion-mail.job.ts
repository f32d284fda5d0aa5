import type { PendingDeletion } from '@dating/domain';
import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderAccountDeletionMail } from './account-deletion-mail.template.js';
import type { MailJobDeps, MailRecipient } from './mail-job.js';
import { mailLanguage, sendOnce } from './mail-job.js';

export const ACCOUNT_DELETION_MAIL_JOB = 'mail.account-deletion';

export interface AccountDeletionMailData extends MailRecipient {
  /**
   * Names this mail in the delivery ledger: the id of the AccountDeletionRequested event for the first mail,
   * a fresh id for each mail asked for again (the same token may be mailed more than once).
   */
  readonly mailId: string;
  readonly memberId: string;
  readonly reactivationTokenId: string;
  readonly finalDeletionAt: string;
  readonly name: string;
}

/** The member's deletion as the log says it is now, or null when none is pending (reactivated, erased, unknown). */
export type PendingDeletionLookup = (memberId: string) => Promise<PendingDeletion | null>;

export interface AccountDeletionMailDeps extends MailJobDeps {
  readonly pendingDeletion: PendingDeletionLookup;
}

/** The link the API's reactivate endpoint verifies. */
export const reactivationUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/api/reactivate.php?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.REACTIVATION, { subjectId: memberId, tokenId }, secret))}`;

/**
 * Sends the deletion notice with its reactivation link, once per mail id. The log is asked at send time,
 * not the reactor's view: a reactor catching up on old events cannot know the member came back since.
 */
export const accountDeletionMailJob =
  (deps: AccountDeletionMailDeps) =>
  async (data: AccountDeletionMailData): Promise<JobOutcome> => {
    if (Date.parse(data.finalDeletionAt) <= deps.now().getTime()) return JOB_OUTCOMES.SKIPPED;
    const pending = await deps.pendingDeletion(data.memberId);
    if (pending?.reactivationTokenId !== data.reactivationTokenId) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${ACCOUNT_DELETION_MAIL_JOB}.${data.mailId}`, data, (origin) =>
      renderAccountDeletionMail({
        name: data.name,
        language: mailLanguage(data.language),
        reactivationUrl: reactivationUrl(origin, data.memberId, data.reactivationTokenId, deps.linkSecret),
        finalDeletionAt: data.finalDeletionAt,
      }),
    );
  };
