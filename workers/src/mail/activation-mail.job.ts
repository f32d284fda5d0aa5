import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderActivationMail } from './activation-mail.template.js';
import type { MailJobDeps } from './mail-job.js';
import { contactAsOf, hoursLeft, mailLanguage, memberRecipient, sendOnce } from './mail-job.js';

export const ACTIVATION_MAIL_JOB = 'mail.activation';

/** Ids only: the job reads address, name and language from the member-contact read model when it runs. */
export interface ActivationMailData {
  readonly memberId: string;
  readonly tokenId: string;
  readonly expiresAt: string;
  /** Position of the ActivationTokenIssued event in the log: the read model must have taken it in. */
  readonly checkpoint: string;
}

export type ActivationMailDeps = MailJobDeps;

/** The link the API's activate endpoint verifies. */
export const activationUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/api/activate.php?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.ACTIVATION, { subjectId: memberId, tokenId }, secret))}`;

/** Sends one activation mail per token, however often the job runs; none to a member who is confirmed or erased. */
export const activationMailJob =
  (deps: ActivationMailDeps) =>
  async ({ memberId, tokenId, expiresAt, checkpoint }: ActivationMailData): Promise<JobOutcome> => {
    const validForHours = hoursLeft(expiresAt, deps.now());
    // An expired link is useless: the member asks for a new one, which is a new token and job.
    if (!validForHours) return JOB_OUTCOMES.SKIPPED;
    const contact = await contactAsOf(deps, memberId, checkpoint);
    if (!contact?.email || !contact.name || contact.confirmed) return JOB_OUTCOMES.SKIPPED;
    const { name, language } = contact;
    return sendOnce(deps, `${ACTIVATION_MAIL_JOB}.${tokenId}`, memberRecipient(memberId, contact, contact.email), (origin) =>
      renderActivationMail({ name, language: mailLanguage(language), activationUrl: activationUrl(origin, memberId, tokenId, deps.linkSecret), validForHours }),
    );
  };
