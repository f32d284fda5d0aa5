import type { PushSubscriptionRequest } from '@dating/domain';
import { SERVICE_WORKER_URL } from './service-worker.js';

/**
 * Spec §4 push, as the signup's push step and the settings both ask for it: whether this browser can receive push from
 * this site, the browser's side of subscribing, and the subscription as the API takes it.
 */

/** What the browser's push subscription gives (PushSubscription.toJSON()), as POST /api/user.php?push=1 takes it. */
export type PushSubscriptionData = PushSubscriptionRequest['subscription'];

/** What that worker posts to the site's open pages (service-worker/sw-push.js speaks plain JavaScript, so the names live twice). */
export const PUSH_WORKER_MESSAGES = {
  /** A push message arrived and its notification is shown. */
  NEW_PUSH_MESSAGE: 'NEW_PUSH_MESSAGE',
  /** A notification was clicked; the worker itself takes the window to the message's page. */
  NEW_PUSH_CLICK: 'NEW_PUSH_CLICK',
} as const;

/** The kind of a message from that worker (`PUSH_WORKER_MESSAGES`), or undefined for anything else a page may be sent. */
export const pushWorkerMessageType = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined);

/** The parts of the browser a push subscription needs; passed in so the rule can be tested without a browser. */
export type PushEnvironment = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** settings.push_public_key: empty when the site sends no push. */
  publicKey: string;
};

export const canSubscribeToPush = ({ hasServiceWorker, hasPushManager, hasNotification, publicKey }: PushEnvironment) =>
  hasServiceWorker && hasPushManager && hasNotification && publicKey.trim().length > 0;

/** The VAPID public key (base64url, as the settings give it) as the bytes PushManager.subscribe expects. */
export const base64UrlToBytes = (base64Url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** The JSON of a subscription as the API takes it; undefined when the browser gave no usable keys. */
export const subscriptionData = (json: PushSubscriptionJSON): PushSubscriptionData | undefined => {
  const { endpoint, expirationTime, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return undefined;
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

/** The parts of this browser a push subscription needs, and the site's key. */
export const browserCanSubscribeToPush = (publicKey: string): boolean =>
  canSubscribeToPush({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    publicKey,
  });

/** How asking for push ended: a subscription to save, a refusal (the prompt closed or blocked), or a failure. */
export type PushAnswer = { outcome: 'subscribed'; subscription: PushSubscriptionData } | { outcome: 'denied' | 'failed' };

/** Whether a subscription was made with this key (PushSubscription.options.applicationServerKey, null when it had none). */
export const isSameApplicationServerKey = (subscribedWith: ArrayBuffer | null, key: Uint8Array): boolean => {
  if (!subscribedWith || subscribedWith.byteLength !== key.length) return false;
  const subscribed = new Uint8Array(subscribedWith);
  return key.every((byte, index) => byte === subscribed[index]);
};

// The browser keeps one subscription per worker and refuses a second key: one made with the site's previous key goes.
const dropSubscriptionOfAnotherKey = async (pushManager: PushManager, key: Uint8Array) => {
  const existing = await pushManager.getSubscription();
  if (existing && !isSameApplicationServerKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
};

const subscribe = async (publicKey: string): Promise<PushAnswer> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  // Subscribing needs an active worker; `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(publicKey);
  await dropSubscriptionOfAnotherKey(registration.pushManager, applicationServerKey);
  // Gives the subscription the browser holds for this key, or a new one where it dropped or replaced the old.
  const pushSubscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const subscription = subscriptionData(pushSubscription.toJSON());
  return subscription ? { outcome: 'subscribed', subscription } : { outcome: 'failed' };
};

/**
 * Asks the browser for permission (its own prompt, only while the member has not decided there) and subscribes.
 * The browser's push service may be unreachable (offline, blocked): that is a failure, not an exception.
 */
export const subscribeToPush = (publicKey: string): Promise<PushAnswer> => subscribe(publicKey).catch((): PushAnswer => ({ outcome: 'failed' }));

// Without a registered service worker there can be no subscription.
const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/** Whether the service worker holds a push subscription; false when that cannot be read. */
export const hasPushSubscription = (): Promise<boolean> => currentSubscription().then((subscription) => subscription !== null, () => false);

/**
 * Drops this browser's subscription: the member switched push off, or the site could not save it (it would otherwise
 * look switched on). The push service then refuses the site's sends to it. Best effort.
 */
export const unsubscribeFromPush = async (): Promise<void> => {
  await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
};
