import type { PushSubscriptionData } from './signup-steps.js';

/** The service worker that receives push messages (spec §7: /sw-push.js). */
export const PUSH_SERVICE_WORKER_URL = '/sw-push.js';

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
