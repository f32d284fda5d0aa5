import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, giveCredits, passEntryWarning, snap, type JourneyMember } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };
const PUSH_WORKER_PATH = '/sw-push.js';

/** What a push message carries (spec §4: a logged-in member's click goes to check_url, a visitor's to open_url). */
type PushPayload = { title: string; body: string; check_url: string; open_url: string; tag: string; badge?: number };

/** The parts of the push worker's global scope the test reaches into (the DOM typings know no service worker). */
type PushWorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent: (event: Event) => boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

/** The site's push worker registered on the open page, as the app registers it when push is switched on. */
const registerPushWorker = async (page: Page): Promise<Worker> => {
  await page.evaluate(async (path) => {
    await navigator.serviceWorker.register(path);
    await navigator.serviceWorker.ready;
  }, PUSH_WORKER_PATH);
  const pushWorker = () => page.context().serviceWorkers().find((worker) => worker.url().endsWith(PUSH_WORKER_PATH));
  await expect.poll(pushWorker).toBeTruthy();
  return pushWorker()!;
};

/** Chromium's DevTools protocol hands a push message to the worker as a push service would. */
const pushServiceFor = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === new URL('/', page.url()).href && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return {
    deliver: async (payload: PushPayload) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(payload) }),
  };
};

/** The notifications the worker shows, read in the worker itself. */
const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as PushWorkerScope;
    return (await scope.registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
  });

/**
 * A click on the notification with `tag`, as the browser would dispatch it to the worker. An event dispatched by a
 * script may not extend its life (waitUntil throws on it), but the worker's click handling starts before that.
 */
const clickNotification = (worker: Worker, tag: string) =>
  worker.evaluate(async (tag) => {
    const scope = self as unknown as PushWorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);

/**
 * A member's page as push sees it: the app badge recorded (a browser shows it only for an installed app), and the
 * push subscription this Chromium cannot make (it reaches no push service) stood in for, so the app treats push as on:
 * it refreshes every 300 s, and the settings show push switched on.
 */
const standInForInstalledPushApp = (context: BrowserContext) =>
  context.addInitScript(() => {
    const badge = { count: 0 };
    Object.assign(window, { appBadge: badge });
    navigator.setAppBadge = async (count?: number) => void (badge.count = count ?? 0);
    navigator.clearAppBadge = async () => void (badge.count = 0);
    let subscribed = true;
    const subscription = { unsubscribe: async () => !(subscribed = false) } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (subscribed ? subscription : null);
  });

const appBadgeOf = (page: Page) => page.evaluate(() => (window as unknown as { appBadge: { count: number } }).appBadge.count);

const sendMessage = async (from: JourneyMember, to: JourneyMember, text: string) => {
  const sent = await from.page.request.post('/api/message.php', { data: { member_id: to.id, message_id: randomUUID(), text } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { message: { conversation_id: string } }).message.conversation_id;
};

const unreadMessagesOf = async (member: JourneyMember) =>
  ((await (await member.page.request.get('/api/chats.php')).json()) as { num_unread_messages: number }).num_unread_messages;

test('a push about a new message updates the open page’s count and app badge at once, and its notification opens the chat (phone)', async ({ browser }) => {
  const anna = await confirmedMember(browser, { language: 'en', name: `Anna ${randomUUID().slice(0, 4)}`, gender: 'female' });
  const bram = await confirmedMember(browser, { language: 'en', name: `Bram ${randomUUID().slice(0, 4)}`, gender: 'male', viewport: PHONE });
  await giveCredits(browser, anna.id, 100);
  const conversationId = await sendMessage(anna, bram, 'Hi Bram, how was your weekend?');

  const page = bram.page;
  const context = page.context();
  await context.grantPermissions(['notifications']);
  await standInForInstalledPushApp(context);
  // The live events stream is down (as on a phone that slept), so news reaches the page through push alone.
  await context.route('**/api/events.php', (route) => route.fulfill({ status: 204 }));
  const worker = await registerPushWorker(page);
  const pushService = await pushServiceFor(page);
  let chatsLoads = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/chats.php') chatsLoads++;
  });

  await page.goto('/members');
  await expect(page).toHaveTitle(/^\(1\) /);
  // The first periodic refresh (5 s after load) has run once the chats came a second time; the next is 300 s away.
  await expect.poll(() => chatsLoads).toBeGreaterThanOrEqual(2);
  await expect.poll(() => appBadgeOf(page)).toBe(1);

  const secondMessage = 'Are you free on Saturday?';
  await sendMessage(anna, bram, secondMessage);
  // The site pushes only once its read models hold the message (the notify job waits for them): so does this stand-in.
  await expect.poll(() => unreadMessagesOf(bram)).toBe(2);
  const push: PushPayload = { title: `${anna.name} sent you a message`, body: secondMessage, check_url: `/chats/${conversationId}`, open_url: '/login', tag: `chat-${conversationId}` };
  await pushService.deliver(push);

  await expect.poll(() => shownNotifications(worker)).toEqual([{ title: push.title, body: push.body, tag: push.tag }]);
  // NEW_PUSH_MESSAGE reached the page: it reloaded the chats, so the title prefix and the app badge count both messages.
  await expect(page).toHaveTitle(/^\(2\) /);
  await expect.poll(() => appBadgeOf(page)).toBe(2);

  await clickNotification(worker, push.tag);

  await expect(page).toHaveURL(new RegExp(`/chats/${conversationId}$`));
  await expect(page.getByRole('log').getByText(secondMessage)).toBeVisible();
  await expect.poll(() => shownNotifications(worker)).toEqual([]);
  expect(await accessibilityProblems(page, 'chat opened from a push')).toEqual([]);
  expect(await layoutProblems(page, 'chat opened from a push')).toEqual([]);
  await snap(page, 'push-01-chat-opened-from-notification-phone');

  // Push is on for this device: the settings show the last push that reached it, and offer to switch push off,
  // which drops the browser's subscription and the kept push.
  await page.goto('/profile?tab=settings');
  const turnOff = page.getByRole('button', { name: 'Turn off push notifications' });
  await expect(turnOff).toBeVisible();
  const lastPush = page.getByRole('region', { name: 'Last notification on this device' });
  await expect(lastPush).toContainText(push.title);
  await expect(lastPush).toContainText(secondMessage);
  expect(await accessibilityProblems(page, 'settings with push on')).toEqual([]);
  expect(await layoutProblems(page, 'settings with push on')).toEqual([]);
  await snap(page, 'push-02-settings-push-on-phone');
  // A push while the settings are open shows there at once.
  const thirdPush: PushPayload = { ...push, body: 'Or Sunday?' };
  await pushService.deliver(thirdPush);
  await expect(lastPush).toContainText(thirdPush.body);
  await turnOff.click();
  await expect(page.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible();
  await expect(page.getByText('Push notifications are off on this device.', { exact: false })).toBeVisible();
  await expect(lastPush).toHaveCount(0);
  expect(await page.evaluate(() => caches.has('push-state'))).toBe(false);

  await anna.close();
  await bram.close();
});

/** The app badge as the worker sets it, recorded in the worker (a browser shows it only for an installed app). */
const recordWorkerBadge = (worker: Worker) =>
  worker.evaluate(() => {
    const badging = self.navigator as unknown as { setAppBadge: (count?: number) => Promise<void>; clearAppBadge: () => Promise<void> };
    const scope = self as unknown as { appBadge: number | null };
    scope.appBadge = null;
    badging.setAppBadge = async (count) => void (scope.appBadge = count ?? 0);
    badging.clearAppBadge = async () => void (scope.appBadge = 0);
  });

const workerBadgeOf = (worker: Worker) => worker.evaluate(() => (self as unknown as { appBadge: number | null }).appBadge);

test('a visitor’s page hears of a push, the worker puts the push’s count on the app badge, and a click on its notification opens the push’s page for visitors', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await passEntryWarning(page);
  await page.evaluate(() => {
    const messages: unknown[] = [];
    Object.assign(window, { pushMessages: messages });
    navigator.serviceWorker.addEventListener('message', (event) => messages.push(event.data));
  });
  const worker = await registerPushWorker(page);
  const pushService = await pushServiceFor(page);
  await recordWorkerBadge(worker);

  const push: PushPayload = { title: 'Sanne sent you a message', body: 'Hi there!', check_url: '/members', open_url: '/login', tag: 'visitor-push', badge: 3 };
  await pushService.deliver(push);

  // No member's page is open to count what waits: the count the push carries is what the badge shows.
  await expect.poll(() => workerBadgeOf(worker)).toBe(3);
  await expect.poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages)).toEqual([{ type: 'NEW_PUSH_MESSAGE', payload: push }]);
  await expect.poll(() => shownNotifications(worker)).toEqual([{ title: push.title, body: push.body, tag: push.tag }]);

  await clickNotification(worker, push.tag);
  await expect(page).toHaveURL(/\/login$/);
});

test('logging out forgets the last push the device kept, which names another member', async ({ browser }) => {
  const member = await confirmedMember(browser, { language: 'en', name: `Dana ${randomUUID().slice(0, 4)}`, gender: 'female' });
  const page = member.page;
  await page.context().grantPermissions(['notifications']);
  await registerPushWorker(page);
  const pushService = await pushServiceFor(page);
  await pushService.deliver({ title: 'Erik sent you a message', body: 'Hello Dana', check_url: '/chats', open_url: '/login', tag: 'logout-push' });
  await expect.poll(() => page.evaluate(() => caches.has('push-state'))).toBe(true);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => caches.has('push-state'))).toBe(false);
  await member.close();
});

test('when the push service renews the subscription, the worker saves the new one for the member', async ({ browser }) => {
  const member = await confirmedMember(browser, { language: 'en', name: `Carla ${randomUUID().slice(0, 4)}`, gender: 'female' });
  const worker = await registerPushWorker(member.page);
  const saved = member.page.context().waitForEvent('request', (request) => request.url().endsWith('/api/user.php?push=1'));

  // The event a browser fires when its push service hands out a new subscription, carrying that subscription.
  await worker.evaluate(() => {
    const renewed = {
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/renewed-by-the-push-service',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LXNlY3JldC0xMjM' },
      }),
    };
    const change = Object.assign(new (self as unknown as { ExtendableEvent: typeof Event }).ExtendableEvent('pushsubscriptionchange'), { newSubscription: renewed });
    (self as unknown as PushWorkerScope).dispatchEvent(change);
  });

  const request = await saved;
  expect(request.postDataJSON()).toMatchObject({ subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/renewed-by-the-push-service' } });
  expect((await request.response())?.status()).toBe(200);
  await member.close();
});
