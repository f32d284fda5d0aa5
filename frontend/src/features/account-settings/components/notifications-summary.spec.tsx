import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { NotificationsSummary } from './notifications-summary.js';

// A P-256 public key as the site settings give it (base64url).
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = { endpoint: 'https://push.example.net/send/abc', expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } };
const SAVED: FakeApi = { 'POST /api/user.php': { body: { ok: true } } };

/**
 * A browser with push (jsdom has none): the permission the member gave, the service worker's subscription, and what
 * the browser's own question answers. `denied` stands for "Block", `default` for a question closed unanswered.
 */
const browserWithPush = ({ permission, answer = 'granted' }: { permission: NotificationPermission; answer?: NotificationPermission }) => {
  let subscription: { toJSON: () => typeof SUBSCRIPTION; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = jest.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: jest.fn(async () => {
      subscription = { toJSON: () => SUBSCRIPTION, unsubscribe };
      return subscription;
    }),
  };
  const registration = { pushManager };
  let registered = false;
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      if (notification.permission === 'default') notification.permission = answer;
      return notification.permission;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (registered ? registration : undefined),
      register: async () => {
        registered = true;
        return registration;
      },
      ready: Promise.resolve(registration),
    },
  });
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return { notification, pushManager, unsubscribe };
};

const withoutPush = () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
};

const renderSummary = (api: FakeApi = SAVED, publicKey = PUBLIC_KEY) =>
  renderScreen(<NotificationsSummary mailStopped={false} pushPublicKey={publicKey} />, api);

const turnOnButton = () => screen.findByRole('button', { name: 'Turn on push notifications' });

describe('Settings tab: push notifications on this device', () => {
  afterEach(withoutPush);

  it('after Not now, settings still offer push, and turning it on saves the subscription', async () => {
    // "Not now" in the signup asked the browser nothing: the permission is undecided and there is no subscription.
    const browser = browserWithPush({ permission: 'default' });
    const { calls } = await renderSummary();
    expect(await screen.findByText('Off')).toBeTruthy();

    await userEvent.click(await turnOnButton());

    expect(await screen.findByText('On')).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ method: 'POST', path: '/api/user.php', body: { subscription: SUBSCRIPTION } }]);
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });

  it('offers push again when permission was given but the subscription is gone', async () => {
    const browser = browserWithPush({ permission: 'granted' });
    await renderSummary();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('On')).toBeTruthy();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('explains how to allow notifications in the browser when it blocks them, and offers no button that cannot work', async () => {
    browserWithPush({ permission: 'denied' });
    await renderSummary();
    expect(await screen.findByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/set Notifications to Allow and reload this page/);
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });

  it('explains how to allow notifications once the member blocks them in the browser’s question', async () => {
    browserWithPush({ permission: 'default', answer: 'denied' });
    const { calls } = await renderSummary();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/set Notifications to Allow/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps push off and says so when the browser’s question is closed unanswered; the member may try again', async () => {
    browserWithPush({ permission: 'default', answer: 'default' });
    const { calls } = await renderSummary();
    await userEvent.click(await turnOnButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Push notifications are still off: choose Allow when your browser asks.');
    expect(screen.getByRole('button', { name: 'Turn on push notifications' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('drops the subscription the site could not save, so push does not look switched on', async () => {
    const browser = browserWithPush({ permission: 'default' });
    // The API refuses an endpoint that is not a public push service.
    await renderSummary({ 'POST /api/user.php': { status: 400, body: { statusCode: 400, code: 'VALIDATION.INVALID_BODY' } } });
    await userEvent.click(await turnOnButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Push notifications could not be switched on. Please try again later.');
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('offers nothing where the browser cannot receive push', async () => {
    withoutPush();
    await renderSummary();
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });
});
