import { hasOpenPage, notificationChannels, toldOnOpenPage, type MemberContact, type NotificationRecipient, type WebPushSubscription } from '@dating/domain';
import { JOB_OUTCOMES, PUSH_OUTCOMES, pushEndpointDigest, type JobContext, type JobOutcome, type Mailer, type PushSender } from '@dating/platform';
import { mailLanguage, waitForReadModels } from '../mail/mail-job.js';
import { activationUrl } from '../mail/activation-mail.job.js';
import type { NotificationCause } from './notification-cause.js';
import type { NotificationLedger } from './notification-ledger.js';
import type { NotificationFacts } from './notification-facts.port.js';
import { noticeOf, type Notice } from './notice.js';
import { renderNoticeMail, renderNoticePush, type NoticeText } from './notice-texts.js';

export interface NotifyJobDeps {
  readonly facts: NotificationFacts;
  /** None when the site has no VAPID keys: members are then told by mail only. */
  readonly pushSender: PushSender | undefined;
  /** Records that a device's subscription is gone (the push service answered 404 or 410), so no push goes there again. */
  readonly removePushSubscription: (memberId: string, endpoint: string) => Promise<unknown>;
  readonly mailer: Mailer;
  /** What went out on which channel: a job run again, or two jobs about one notice, tell nothing twice. */
  readonly ledger: NotificationLedger;
  /** How long a job waits for the read models to take in its event before it leaves the wait to the queue's retries. */
  readonly readModelWaitMs: number;
  /** Key of the HMAC in mailed links (activation, unsubscribe); the API verifies with the same one. */
  readonly linkSecret: string;
  readonly siteOrigin: (domain: string) => string;
  readonly mailFrom: (domain: string) => string;
  readonly now: () => Date;
}

const recipientOf = (contact: MemberContact): NotificationRecipient => ({
  fictional: contact.fictional,
  confirmed: contact.confirmed,
  lifecycle: contact.lifecycle,
  preferences: contact.notificationPreferences,
  mailDisabled: contact.notificationsDisabled,
  hasEmail: contact.email !== null,
});

/** Sends under `key` unless it went out already or another job is sending it; recorded after the send, so a crash in between sends it again rather than never. */
const once = async (deps: NotifyJobDeps, key: string, claimant: string, send: () => Promise<boolean>): Promise<void> => {
  if (!(await deps.ledger.claim(key, claimant, deps.now()))) return;
  if (await send()) await deps.ledger.recordSent(key, deps.now());
};

const pushToDevices = async (
  deps: NotifyJobDeps,
  pushSender: PushSender,
  subscriptions: readonly WebPushSubscription[],
  notice: Notice,
  text: NoticeText,
  origin: string,
  badge: number,
  claimant: string,
): Promise<void> => {
  const payload = renderNoticePush(text, origin, badge);
  await Promise.all(
    subscriptions.map((subscription) =>
      once(deps, `${notice.key}.push.${pushEndpointDigest(subscription.endpoint)}`, claimant, async () => {
        const outcome = await pushSender.send(subscription, payload, { ttlSeconds: notice.ttlSeconds, urgency: notice.urgency, topic: notice.topic });
        if (outcome === PUSH_OUTCOMES.DELIVERED) return true;
        await deps.removePushSubscription(notice.recipientId, subscription.endpoint);
        return false;
      }),
    ),
  );
};

const mail = async (deps: NotifyJobDeps, notice: Notice, text: NoticeText, email: string, domain: string, origin: string, claimant: string): Promise<void> =>
  once(deps, `${notice.key}.mail`, claimant, async () => {
    await deps.mailer.send({ from: deps.mailFrom(domain), to: email, dataSubjectId: notice.recipientId, ...renderNoticeMail(text, origin, deps.linkSecret) });
    return true;
  });

/**
 * Tells a member the news of one cause, by push to each of their devices and by mail, each only as their preferences
 * and the state of their address allow, not while a page of theirs shows it anyway, and each once.
 */
export const notifyJob =
  (deps: NotifyJobDeps) =>
  async (cause: NotificationCause, { jobId }: Pick<JobContext, 'jobId'>): Promise<JobOutcome> => {
    // A sweep's cause was found in the read models: only an event's may be ahead of them.
    if ('checkpoint' in cause) await waitForReadModels(deps.facts.reached, cause.checkpoint, deps.readModelWaitMs);
    const now = deps.now();
    const notice = await noticeOf(cause, deps.facts, now);
    if (!notice) return JOB_OUTCOMES.SKIPPED;
    const { recipientId, aboutMemberId } = notice;
    // Side by side, each a round trip; the devices, the badge and the other member's name are wasted only on a notice told nobody.
    const [contact, aboutName, presence, devices, badge] = await Promise.all([
      deps.facts.contact(recipientId),
      aboutMemberId ? deps.facts.memberName(aboutMemberId) : null,
      toldOnOpenPage(notice.kind) ? deps.facts.presence(recipientId) : null,
      deps.pushSender ? deps.facts.pushSubscriptions(recipientId) : [],
      deps.pushSender ? deps.facts.attention(recipientId) : 0,
    ]);
    if (!contact) return JOB_OUTCOMES.SKIPPED;
    const channels = notificationChannels(notice.kind, recipientOf(contact));
    if (!channels.length || (presence && hasOpenPage(presence, now))) return JOB_OUTCOMES.SKIPPED;
    const origin = deps.siteOrigin(contact.domain);
    const text: NoticeText = {
      notice,
      language: mailLanguage(contact.language),
      name: contact.name ?? '',
      aboutName,
      activationUrl: 'tokenId' in cause ? activationUrl(origin, recipientId, cause.tokenId, deps.linkSecret) : null,
    };
    await Promise.all([
      channels.includes('push') && deps.pushSender && pushToDevices(deps, deps.pushSender, devices, notice, text, origin, badge, jobId),
      channels.includes('mail') && contact.email && mail(deps, notice, text, contact.email, contact.domain, origin, jobId),
    ]);
    return JOB_OUTCOMES.DONE;
  };
