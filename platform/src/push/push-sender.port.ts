import { createHash } from 'node:crypto';
import type { WebPushSubscription } from '@dating/domain';

/**
 * The JSON the service worker (/sw-push.js) reads: the notification it shows, and the page a click opens (check_url
 * for a logged-in member, open_url for a visitor, else url, else the home page; only pages of the site).
 */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly url?: string;
  readonly check_url?: string;
  readonly open_url?: string;
  /** A notification with the tag of one still shown replaces it instead of stacking up. */
  readonly tag?: string;
  readonly icon?: string;
  /** What waits for the member (unread messages plus new likes): the worker puts it on the app badge, page open or not. */
  readonly badge?: number;
}

/** RFC 8030 §5.3: how eagerly the push service wakes the device (`very-low` and `low` wait for power and Wi-Fi). */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushOptions {
  /** How long the push service keeps the message for a device that is offline; 0: now or never. */
  readonly ttlSeconds: number;
  readonly urgency: PushUrgency;
  /** Messages with the same topic replace each other while they wait at the push service (one "new messages" push, say). */
  readonly topic?: string;
}

export const PUSH_OUTCOMES = {
  /** The push service took the message. */
  DELIVERED: 'delivered',
  /** The push service no longer knows the subscription (404, 410): remove it, never send to it again. */
  GONE: 'gone',
} as const;
export type PushOutcome = (typeof PUSH_OUTCOMES)[keyof typeof PUSH_OUTCOMES];

/**
 * A push that failed. `retryable`: later may work (429, 5xx, the service not reached); otherwise the service refused
 * the message itself (400, 403, 413) and sending it again would only be refused again. The message names the push
 * service's host, never the endpoint, which is personal.
 */
export class PushDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}

/** Sends a push message to one device of a member (Web Push: RFC 8030, 8291, 8292). */
export interface PushSender {
  /** Resolves once the push service took the message, or told that the subscription is gone; throws PushDeliveryError otherwise. */
  send(subscription: WebPushSubscription, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}

/** Names a device without its endpoint, which is personal: in a read model's key, in a ledger's. */
export const pushEndpointDigest = (endpoint: string): string => createHash('sha256').update(endpoint).digest('base64url');
