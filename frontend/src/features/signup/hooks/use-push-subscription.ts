import { base64UrlToBytes, canSubscribeToPush, PUSH_SERVICE_WORKER_URL, subscriptionData } from '../utils/push-subscription.js';
import type { PushSubscriptionData } from '../utils/signup-steps.js';

/** How asking for push ended: a subscription to save once the account exists, a refusal, or a failure. */
export type PushAnswer = { outcome: 'subscribed'; subscription: PushSubscriptionData } | { outcome: 'denied' | 'failed' };

const subscribe = async (publicKey: string): Promise<PushAnswer> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL);
  // Subscribing needs an active worker; `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const pushSubscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const subscription = subscriptionData(pushSubscription.toJSON());
  return subscription ? { outcome: 'subscribed', subscription } : { outcome: 'failed' };
};

/** Spec §4 push: whether this browser can receive push from this site, and a way to ask the member for it. */
export const usePushSubscription = (publicKey: string) => {
  const supported = canSubscribeToPush({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    publicKey,
  });
  // The browser's push service may be unreachable (offline, blocked): that is a failure the member can skip.
  const ask = (): Promise<PushAnswer> => subscribe(publicKey).catch((): PushAnswer => ({ outcome: 'failed' }));
  return { supported, ask };
};
