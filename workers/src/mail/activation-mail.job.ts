import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@dating/domain';
import type { Language } from '@dating/domain';
import { createActivationToken, JOB_OUTCOMES } from '@dating/platform';
import type { JobOutcome, Mailer } from '@dating/platform';
import { renderActivationMail } from './activation-mail.template.js';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';

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

export interface ActivationMailDeps {
  readonly mailer: Mailer;
  readonly deliveries: MailDeliveryRepository;
  /** Key of the HMAC in activation links; the API verifies with the same one. */
  readonly activationSecret: string;
  /** e.g. 'localhost' -> 'http://localhost:3000'. */
  readonly siteOrigin: (domain: string) => string;
  /** e.g. 'example.com' -> '"Example" <noreply@example.com>'. */
  readonly mailFrom: (domain: string) => string;
  readonly now: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** The link the API's activate endpoint verifies. */
export const activationUrl = (origin: string, memberId: string, tokenId: string, secret: string): string =>
  `${origin}/api/activate.php?token=${encodeURIComponent(createActivationToken({ memberId, tokenId }, secret))}`;

/** Sends one activation mail per token, however often the job runs. */
export const activationMailJob =
  (deps: ActivationMailDeps) =>
  async (data: ActivationMailData): Promise<JobOutcome> => {
    const deliveryKey = `${ACTIVATION_MAIL_JOB}.${data.tokenId}`;
    const msLeft = Date.parse(data.expiresAt) - deps.now().getTime();
    // An expired link is useless: the member asks for a new one, which is a new token and job.
    if (!(msLeft > 0) || (await deps.deliveries.wasSent(deliveryKey))) return JOB_OUTCOMES.SKIPPED;
    const mail = renderActivationMail({
      name: data.name,
      language: isSupportedLanguage(data.language) ? data.language : DEFAULT_LANGUAGE,
      activationUrl: activationUrl(deps.siteOrigin(data.domain), data.memberId, data.tokenId, deps.activationSecret),
      validForHours: Math.max(1, Math.round(msLeft / HOUR_MS)),
    });
    await deps.mailer.send({ from: deps.mailFrom(data.domain), to: data.email, ...mail });
    await deps.deliveries.recordSent(deliveryKey, deps.now().toISOString());
    return JOB_OUTCOMES.DONE;
  };
