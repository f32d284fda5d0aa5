import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderAccountDeletionMail } from './account-deletion-mail.template.js';
import type { MailJobDeps } from './mail-job.js';
import { contactAsOf, hasBounced, mailLanguage, memberRecipient, sendOnce } from './mail-job.js';

export const ACCOUNT_DELETION_MAIL_JOB = 'mail.account-deletion';

/** Ids only: the job reads address, name and the pending deletion from the member-contact read model when it runs. */
export interface AccountDeletionMailData {
  /**
   * Names this mail in the delivery ledger: the id of the AccountDeletionRequested event for the first mail, of each
   * ReactivationMailRequested for a mail asked for again (the same token may be mailed more than once).
   */
  readonly mailId: string;
  readonly memberId: string;
  readonly reactivationTokenId: string;
  /** Position of that event in the log: the read model must have taken it in. */
  readonly checkpoint: string;
}

/** The link the API's reactivate endpoint verifies. */
export const reactivationUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/api/reactivate.php?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.REACTIVATION, { subjectId: memberId, tokenId }, secret))}`;

/**
 * Sends the deletion notice with its reactivation link, once per mail id, while that deletion is still pending: not
 * after the member came back (or deleted again, with a new token), nor once the final deletion has passed. Not to an
 * address that bounced: the mail could not arrive, and the deleted account's login message points to support instead.
 */
export const accountDeletionMailJob =
  (deps: MailJobDeps) =>
  async ({ mailId, memberId, reactivationTokenId, checkpoint }: AccountDeletionMailData): Promise<JobOutcome> => {
    const contact = await contactAsOf(deps, memberId, checkpoint);
    const pending = contact?.pendingDeletion;
    if (!contact?.email || !contact.name || pending?.reactivationTokenId !== reactivationTokenId || hasBounced(contact)) return JOB_OUTCOMES.SKIPPED;
    if (Date.parse(pending.finalDeletionAt) <= deps.now().getTime()) return JOB_OUTCOMES.SKIPPED;
    const { name, language } = contact;
    return sendOnce(deps, `${ACCOUNT_DELETION_MAIL_JOB}.${mailId}`, memberRecipient(memberId, contact, contact.email), (origin) =>
      renderAccountDeletionMail({
        name,
        language: mailLanguage(language),
        reactivationUrl: reactivationUrl(origin, memberId, reactivationTokenId, deps.linkSecret),
        finalDeletionAt: pending.finalDeletionAt,
      }),
    );
  };
