import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import type { WebPushSubscription } from '@dating/domain';
import webpush from 'web-push';
import type { VapidKeys } from '../runtime/vapid-keys.js';
import {
  assertLiteralAllowed,
  guardedLookup,
  PUBLIC_ADDRESSES_ONLY,
  PushAddressRefusedError,
  systemResolver,
  type PushAddressPolicy,
  type ResolveHost,
} from './push-address.policy.js';
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
  /**
   * Which addresses pushes may connect to. Production leaves it out and gets public addresses only: an endpoint is a
   * member's input. Only a test's own push service on loopback is let in by a policy of its own.
   */
  readonly addresses?: PushAddressPolicy;
  /** How push services' names are resolved; tests stand in for DNS. */
  readonly resolve?: ResolveHost;
  /** The certificate a test's own push service is signed by, trusted besides the usual authorities. */
  readonly ca?: string;
}

/** RFC 8030 allows a topic of at most 32 URL-safe base64 characters: a digest of any caller's topic is one, and stable. */
export const webPushTopic = (topic: string): string => createHash('sha256').update(topic).digest('base64url').slice(0, TOPIC_LENGTH);

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown host');
/** The host as a socket gets it: IPv6 literals without URL's brackets. */
const socketHostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Web Push through the `web-push` library: the payload encrypted for the device (aes128gcm), the request signed with VAPID. */
export class WebPushSender implements PushSender {
  private readonly addresses: PushAddressPolicy;
  /** Every connection resolves through the guard, so the address checked is the address connected to. */
  private readonly agent: Agent;

  constructor(private readonly options: WebPushSenderOptions) {
    this.addresses = options.addresses ?? PUBLIC_ADDRESSES_ONLY;
    this.agent = new Agent({ lookup: guardedLookup(this.addresses, options.resolve ?? systemResolver), ...(options.ca && { ca: options.ca }) });
  }

  async send({ endpoint, keys }: WebPushSubscription, payload: PushPayload, { ttlSeconds, urgency, topic }: PushOptions): Promise<PushOutcome> {
    const { vapidKeys, subject } = this.options;
    try {
      // The library parses the endpoint again: given the href checked here, it cannot read another host out of it.
      const url = new URL(endpoint);
      assertLiteralAllowed(socketHostOf(url), this.addresses);
      await webpush.sendNotification({ endpoint: url.href, keys: { p256dh: keys.p256dh, auth: keys.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: ttlSeconds,
        urgency,
        ...(topic !== undefined && { topic: webPushTopic(topic) }),
        timeout: TIMEOUT_MS,
        agent: this.agent,
      });
      return PUSH_OUTCOMES.DELIVERED;
    } catch (error) {
      // The library's own error carries the endpoint: only the host and the status go on.
      if (error instanceof webpush.WebPushError) {
        if (GONE_STATUSES.includes(error.statusCode)) return PUSH_OUTCOMES.GONE;
        throw new PushDeliveryError(`Push service ${hostOf(endpoint)} answered ${error.statusCode}`, isRetryableStatus(error.statusCode), error.statusCode);
      }
      // Where the endpoint leads will not change by trying again.
      if (error instanceof PushAddressRefusedError) throw new PushDeliveryError(error.message, false);
      throw new PushDeliveryError(`Push to ${hostOf(endpoint)} failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }
}
