import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import type { WebPushSubscription } from '@dating/domain';
import webpush from 'web-push';
import type { VapidKeys } from '../runtime/vapid-keys.js';
import { PUSH_OUTCOMES, PushDeliveryError, type PushOptions, type PushOutcome, type PushPayload, type PushSender } from './push-sender.port.js';

// Long enough for a slow push service, short enough that a hung one holds a worker only briefly: the job retries.
const TIMEOUT_MS = 10_000;
const GONE_STATUSES: readonly number[] = [404, 410];
const TOPIC_LENGTH = 32;

export interface WebPushSenderOptions {
  /** The site's VAPID key pair: browsers subscribed with its public key, so push services accept only its signature. */
  readonly vapidKeys: VapidKeys;
  /** Who push services may contact about the site's pushes (RFC 8292): a `mailto:` address or an https URL. */
  readonly subject: string;
  /** Connections to the push services; tests pass one that trusts their local service's certificate. */
  readonly agent?: Agent;
}

/** RFC 8030 allows a topic of at most 32 URL-safe base64 characters: a digest of any caller's topic is one, and stable. */
export const webPushTopic = (topic: string): string => createHash('sha256').update(topic).digest('base64url').slice(0, TOPIC_LENGTH);

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown host');

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Web Push through the `web-push` library: the payload encrypted for the device (aes128gcm), the request signed with VAPID. */
export class WebPushSender implements PushSender {
  constructor(private readonly options: WebPushSenderOptions) {}

  async send({ endpoint, keys }: WebPushSubscription, payload: PushPayload, { ttlSeconds, urgency, topic }: PushOptions): Promise<PushOutcome> {
    const { vapidKeys, subject, agent } = this.options;
    try {
      await webpush.sendNotification({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: ttlSeconds,
        urgency,
        ...(topic !== undefined && { topic: webPushTopic(topic) }),
        timeout: TIMEOUT_MS,
        ...(agent && { agent }),
      });
      return PUSH_OUTCOMES.DELIVERED;
    } catch (error) {
      // The library's own error carries the endpoint: only the host and the status go on.
      if (error instanceof webpush.WebPushError) {
        if (GONE_STATUSES.includes(error.statusCode)) return PUSH_OUTCOMES.GONE;
        throw new PushDeliveryError(`Push service ${hostOf(endpoint)} answered ${error.statusCode}`, isRetryableStatus(error.statusCode), error.statusCode);
      }
      throw new PushDeliveryError(`Push to ${hostOf(endpoint)} failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }
}
