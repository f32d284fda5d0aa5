import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { isSameApplicationServerKey } from '../lib/push-subscription.js';

/** What PushSubscription.toJSON() gives in the fake browser, unless a test says otherwise. */
export const FAKE_PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};
type SubscriptionJson = typeof FAKE_PUSH_SUBSCRIPTION;

type FakeSubscription = {
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => SubscriptionJson;
  unsubscribe: () => Promise<boolean>;
};

export type FakePushBrowserOptions = {
  /** Notification.permission when the page opens: `denied` stands for "Block". */
  permission: NotificationPermission;
  /** What the browser's own question answers; `default` stands for a question closed unanswered. */
  answer?: NotificationPermission;
  /** A subscription the worker already holds, made with that key (base64url as the site settings give it). */
  subscribedWith?: { key: Uint8Array; json?: SubscriptionJson };
  /** What the push service gives a new subscription. */
  nextSubscription?: SubscriptionJson;
};

/**
 * A browser with push (jsdom has none): the notification permission, the push worker's registration and its one
 * subscription, and the worker's posts to the page. Install it before rendering; `removeFakePushBrowser` after.
 */
export const installFakePushBrowser = ({ permission, answer = 'granted', subscribedWith, nextSubscription = FAKE_PUSH_SUBSCRIPTION }: FakePushBrowserOptions) => {
  let subscription: FakeSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    subscription = null;
    return true;
  });
  const subscriptionOf = (key: Uint8Array, json: SubscriptionJson): FakeSubscription => ({
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => json,
    unsubscribe,
  });
  if (subscribedWith) subscription = subscriptionOf(subscribedWith.key, subscribedWith.json ?? FAKE_PUSH_SUBSCRIPTION);
  const pushManager = {
    getSubscription: async () => subscription,
    // As browsers do: the subscription held for the same key is given again; another key is refused.
    subscribe: jest.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (subscription) {
        if (isSameApplicationServerKey(subscription.options.applicationServerKey, applicationServerKey)) return subscription;
        throw new DOMException('A subscription with a different application server key already exists.', 'InvalidStateError');
      }
      subscription = subscriptionOf(applicationServerKey, nextSubscription);
      return subscription;
    }),
  };
  const registration = { pushManager };
  let registered = subscribedWith !== undefined;
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      if (notification.permission === 'default') notification.permission = answer;
      return notification.permission;
    }),
  };
  const worker = Object.assign(new EventTarget(), {
    getRegistration: async () => (registered ? registration : undefined),
    register: jest.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return {
    notification,
    pushManager,
    unsubscribe,
    /** The push worker posts to the page (client.postMessage), as service-worker/sw-push.js does. */
    postFromWorker: (data: unknown) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data }))),
  };
};

export const removeFakePushBrowser = () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
};
