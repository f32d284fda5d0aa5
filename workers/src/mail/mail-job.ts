import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@dating/domain';
import type { Language } from '@dating/domain';
import { JOB_OUTCOMES } from '@dating/platform';
import type { JobOutcome, Mailer } from '@dating/platform';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';
import type { RenderedMail } from './mail-html.js';

/** What every mail job needs: the mailer, the ledger that makes it send once, and the site of the recipient. */
export interface MailJobDeps {
  readonly mailer: Mailer;
  readonly deliveries: MailDeliveryRepository;
  /** Key of the HMAC in mailed links; the API verifies with the same one. */
  readonly linkSecret: string;
  /** e.g. 'localhost' -> 'http://localhost:3000'. */
  readonly siteOrigin: (domain: string) => string;
  /** e.g. 'example.com' -> '"Example" <noreply@example.com>'. */
  readonly mailFrom: (domain: string) => string;
  readonly now: () => Date;
}

/** Who a mail goes to, on which site. */
export interface MailRecipient {
  readonly email: string;
  readonly language: Language;
  /** Host of the recipient's site: picks the links' origin and the sender. */
  readonly domain: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Whole minutes (at least one) until `expiresAt`, or 0 once it has passed. */
export const minutesLeft = (expiresAt: string, now: Date): number => {
  const msLeft = Date.parse(expiresAt) - now.getTime();
  return msLeft > 0 ? Math.max(1, Math.round(msLeft / MINUTE_MS)) : 0;
};

/** Whole hours (at least one) until `expiresAt`, or 0 once it has passed. */
export const hoursLeft = (expiresAt: string, now: Date): number => {
  const msLeft = Date.parse(expiresAt) - now.getTime();
  return msLeft > 0 ? Math.max(1, Math.round(msLeft / HOUR_MS)) : 0;
};

/** A job enqueued before a language was dropped still renders, in the default one. */
export const mailLanguage = (language: string): Language => (isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE);

/**
 * Sends `render()` to the recipient unless the ledger says this mail went out already (a retry, a stalled
 * worker, a second enqueue). The mail is recorded after the send: a crash in between sends it once more,
 * which beats never sending it.
 */
export const sendOnce = async (
  deps: MailJobDeps,
  deliveryKey: string,
  recipient: MailRecipient,
  render: (origin: string) => RenderedMail,
): Promise<JobOutcome> => {
  if (await deps.deliveries.wasSent(deliveryKey)) return JOB_OUTCOMES.SKIPPED;
  const mail = render(deps.siteOrigin(recipient.domain));
  await deps.mailer.send({ from: deps.mailFrom(recipient.domain), to: recipient.email, ...mail });
  await deps.deliveries.recordSent(deliveryKey, deps.now().toISOString());
  return JOB_OUTCOMES.DONE;
};
