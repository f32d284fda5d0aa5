import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { base64UrlToBytes } from '../../../lib/push-subscription.js';
import { FAKE_PUSH_SUBSCRIPTION, installFakePushBrowser, removeFakePushBrowser } from '../../../testing/fake-push-browser.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { NotificationsSummary } from './notifications-summary.js';

// A P-256 public key as the site settings give it (base64url).
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SAVED: FakeApi = { 'POST /api/user.php': { body: { ok: true } } };

const renderSummary = (api: FakeApi = SAVED, publicKey = PUBLIC_KEY) =>
  renderScreen(<NotificationsSummary mailStopped={false} pushPublicKey={publicKey} />, api);

const turnOnButton = () => screen.findByRole('button', { name: 'Turn on push notifications' });

describe('Settings tab: push notifications on this device', () => {
  afterEach(removeFakePushBrowser);

  it('after Not now, settings still offer push, and turning it on saves the subscription', async () => {
    // "Not now" in the signup asked the browser nothing: the permission is undecided and there is no subscription.
    const browser = installFakePushBrowser({ permission: 'default' });
    const { calls } = await renderSummary();
    expect(await screen.findByText('Off')).toBeInTheDocument();

    await userEvent.click(await turnOnButton());

    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(PUBLIC_KEY) });
    expect(calls).toEqual([{ method: 'POST', path: '/api/user.php', query: { push: '1' }, body: { subscription: FAKE_PUSH_SUBSCRIPTION } }]);
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();
  });

  it('offers push again when permission was given but the subscription is gone', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    await renderSummary();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('explains how to allow notifications in the browser when it blocks them, and offers no button that cannot work', async () => {
    installFakePushBrowser({ permission: 'denied' });
    await renderSummary();
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/set Notifications to Allow and reload this page/);
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();
  });

  it('explains how to allow notifications once the member blocks them in the browser’s question', async () => {
    installFakePushBrowser({ permission: 'default', answer: 'denied' });
    const { calls } = await renderSummary();
    await userEvent.click(await turnOnButton());
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/set Notifications to Allow/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps push off and says so when the browser’s question is closed unanswered; the member may try again', async () => {
    installFakePushBrowser({ permission: 'default', answer: 'default' });
    const { calls } = await renderSummary();
    await userEvent.click(await turnOnButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Push notifications are still off: choose Allow when your browser asks.');
    expect(screen.getByRole('button', { name: 'Turn on push notifications' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('drops the subscription the site could not save, so push does not look switched on', async () => {
    const browser = installFakePushBrowser({ permission: 'default' });
    // The API refuses an endpoint that is not a public push service.
    await renderSummary({ 'POST /api/user.php': { status: 400, body: { statusCode: 400, code: 'VALIDATION.INVALID_BODY' } } });
    await userEvent.click(await turnOnButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Push notifications could not be switched on. Please try again later.');
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('switches push off: the browser drops the subscription, and push can be switched on again', async () => {
    const browser = installFakePushBrowser({ permission: 'granted', subscribedWith: { key: base64UrlToBytes(PUBLIC_KEY) } });
    const { calls } = await renderSummary();
    expect(await screen.findByText('On')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off push notifications' }));

    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await turnOnButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off push notifications' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the new subscription when push is switched on again after the browser replaced the old one', async () => {
    const renewed = { ...FAKE_PUSH_SUBSCRIPTION, endpoint: 'https://push.example.net/send/renewed' };
    installFakePushBrowser({ permission: 'granted', subscribedWith: { key: base64UrlToBytes(PUBLIC_KEY) }, nextSubscription: renewed });
    const { calls } = await renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off push notifications' }));
    await userEvent.click(await turnOnButton());

    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/user.php', query: { push: '1' }, body: { subscription: renewed } }]);
  });

  it('replaces a subscription made with the site’s previous key, which the browser would not subscribe over', async () => {
    const previousKey = base64UrlToBytes(PUBLIC_KEY).map((byte) => byte ^ 0xff);
    const renewed = { ...FAKE_PUSH_SUBSCRIPTION, endpoint: 'https://push.example.net/send/new-key' };
    const browser = installFakePushBrowser({ permission: 'granted', subscribedWith: { key: previousKey }, nextSubscription: renewed });
    const { calls } = await renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off push notifications' }));
    await userEvent.click(await turnOnButton());

    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ method: 'POST', path: '/api/user.php', query: { push: '1' }, body: { subscription: renewed } }]);
  });

  it('offers nothing where the browser cannot receive push', async () => {
    removeFakePushBrowser();
    await renderSummary();
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();
  });
});
