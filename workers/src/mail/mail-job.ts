import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@dating/domain';
import type { Language, MemberContact } from '@dating/domain';
import { JOB_OUTCOMES } from '@dating/platform';
import type { JobOutcome, Mailer } from '@dating/platform';
import type { MailContacts } from './mail-contact.port.js';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';
import type { RenderedMail } from './mail-html.js';

/**
 * What every mail job needs: the mailer, the ledger that makes it send once, the member-contact read model (a job
 * carries ids only and looks up address and name when it runs) and the site of the recipient.
 */
export interface MailJobDeps {
  readonly mailer: Mailer;
  readonly deliveries: MailDeliveryRepository;
  readonly contacts: MailContacts;
  /** How long a job waits for the read model to take in its event before it leaves the wait to the queue's retries. */
  readonly readModelWaitMs: number;
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
  /** Whose key seals a copy of the mail kept at rest. */
  readonly dataSubjectId: string;
}

const READ_MODEL_POLL_MS = 50;

/**
 * Waits until read models kept by other consumers than the reactor that enqueued a job have taken in the event the job
 * stems from (`checkpoint`): they may be a moment behind. After `waitMs` it throws, so that the queue retries the job later.
 */
export const waitForReadModels = async (reached: (checkpoint: string) => Promise<boolean>, checkpoint: string, waitMs: number): Promise<void> => {
  const deadline = Date.now() + waitMs;
  while (!(await reached(checkpoint))) {
    if (Date.now() >= deadline) throw new Error(`The read models have not reached ${checkpoint} yet`);
    await new Promise((resolve) => setTimeout(resolve, READ_MODEL_POLL_MS));
  }
};

/** The member as the member-contact read model knows them once it has taken in `checkpoint`. Null: nobody to mail (erased, or a demo member). */
export const contactAsOf = async (deps: MailJobDeps, memberId: string, checkpoint: string): Promise<MemberContact | null> => {
  await waitForReadModels(deps.contacts.reached, checkpoint, deps.readModelWaitMs);
  const contact = await deps.contacts.find(memberId);
  return contact && !contact.fictional ? contact : null;
};

/** A mail to `email` on the member's site, sealed (where kept) with the member's key. */
export const memberRecipient = (memberId: string, contact: MemberContact, email: string): MailRecipient => ({
  email,
  language: contact.language,
  domain: contact.domain,
  dataSubjectId: memberId,
});

/**
 * The address hard-bounced: the mailbox does not exist. Only a bounce says so; a complaint or an unsubscribe is about
 * unwanted mail, which the transactional mails a member sets off are not.
 */
export const hasBounced = (contact: MemberContact): boolean => contact.notificationsDisabled.includes('bounce');

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
  await deps.mailer.send({ from: deps.mailFrom(recipient.domain), to: recipient.email, dataSubjectId: recipient.dataSubjectId, ...mail });
  await deps.deliveries.recordSent(deliveryKey, deps.now().toISOString());
  return JOB_OUTCOMES.DONE;
};
