import type { Language } from '@dating/domain';
import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { renderActivationMail } from './activation-mail.template.js';
import type { MailJobDeps } from './mail-job.js';
import { hoursLeft, mailLanguage, sendOnce } from './mail-job.js';

export const ACTIVATION_MAIL_JOB = 'mail.activation';

export interface ActivationMailData {
  readonly memberId: string;
  readonly tokenId: string;
  readonly expiresAt: string;
  readonly email: string;
  readonly name: string;
  readonly language: Language;
  /** Host of the site the member signed up on: picks the link's origin and the sender. */
  readonly domain: string;
}

export type ActivationMailDeps = MailJobDeps;

/** The link the API's activate endpoint verifies. */
export const activationUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/api/activate.php?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.ACTIVATION, { subjectId: memberId, tokenId }, secret))}`;

/** Sends one activation mail per token, however often the job runs. */
export const activationMailJob =
  (deps: ActivationMailDeps) =>
  async (data: ActivationMailData): Promise<JobOutcome> => {
    const validForHours = hoursLeft(data.expiresAt, deps.now());
    // An expired link is useless: the member asks for a new one, which is a new token and job.
    if (!validForHours) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${ACTIVATION_MAIL_JOB}.${data.tokenId}`, data, (origin) =>
      renderActivationMail({
        name: data.name,
        language: mailLanguage(data.language),
        activationUrl: activationUrl(origin, data.memberId, data.tokenId, deps.linkSecret),
        validForHours,
      }),
    );
  };
