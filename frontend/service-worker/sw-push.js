// Spec §7: the site's service worker, registered on every page (and for push). It shows each push message as a
// notification, puts the count it carries on the app badge, keeps it as the device's last push, tells the open app
// about it (NEW_PUSH_MESSAGE), and on a click focuses or opens the app on the message's page, telling the app as well
// (NEW_PUSH_CLICK). When the push service renews the subscription, it saves the new one for the member.
// Spec §4 installed app: a page that cannot be loaded (no network) gives way to the offline page in the visitor's
// language. It keeps nothing else: no page, no API answer, nothing of a member.
// Plain JavaScript served from the site's root, so its scope is the whole site; the build (build-plugins/
// service-worker.ts) puts `OFFLINE` before it: the offline pages, their cache and how the app names its language.

const NEW_PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
const NEW_PUSH_CLICK = 'NEW_PUSH_CLICK';
const DEFAULT_ICON = '/favicon.svg';
// Spec §7 POST /api/user.php?push=1, as the app saves a subscription.
const SAVE_SUBSCRIPTION_URL = '/api/user.php?push=1';
// Where the last push is kept for the app (src/lib/last-push-message.ts reads it).
const LAST_MESSAGE_CACHE = 'push-state';
const LAST_MESSAGE_KEY = '/push-state/last-message';

/** The JSON payload { title, body, url, check_url, open_url, ... }; a plain-text push becomes its body. */
const payloadOf = (event) => {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : { body: String(payload) };
  } catch {
    return { body: event.data.text() };
  }
};

/** Only pages of this site are opened: a link elsewhere in a payload falls back to the home page. */
const sameOriginUrl = (candidate) => {
  if (typeof candidate !== 'string' || !candidate) return undefined;
  try {
    const url = new URL(candidate, self.location.origin);
    return url.origin === self.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** Whether the browser holds a member's session: the session cookie goes along with this same-origin request. */
const isLoggedIn = async () => {
  try {
    const response = await fetch('/api/user.php', { credentials: 'same-origin' });
    return response.ok && Boolean((await response.json()).user);
  } catch {
    return false;
  }
};

/** Spec §4 push click: a logged-in member goes to its check_url, a visitor to its open_url (else url, else home). */
const clickTargetOf = async (payload) => {
  const preferred = (await isLoggedIn()) ? payload.check_url : payload.open_url;
  return (
    sameOriginUrl(preferred) ??
    sameOriginUrl(payload.url) ??
    sameOriginUrl(payload.check_url) ??
    sameOriginUrl(payload.open_url) ??
    `${self.location.origin}/`
  );
};

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

const postToClients = async (type, payload) => {
  for (const client of await windowClients()) client.postMessage({ type, payload });
};

/** Keeps the offline pages. A failure leaves the worker without them, never without push. */
const keepOfflinePages = async () => {
  try {
    const cache = await caches.open(OFFLINE.cache);
    await cache.addAll([...Object.values(OFFLINE.pages), ...OFFLINE.assets]);
  } catch {
    // Installed again with the next build, or the next time the app registers it.
  }
};

/** The offline pages of earlier builds go; the push state stays. */
const dropOldOfflinePages = async () => {
  for (const name of await caches.keys()) if (name.startsWith('offline-') && name !== OFFLINE.cache) await caches.delete(name);
};

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePages().then(() => self.skipWaiting())));
self.addEventListener('activate', (event) =>
  event.waitUntil(
    // Navigation preload: a page's request starts while the worker wakes, so a worker in the way costs no time.
    Promise.all([dropOldOfflinePages(), self.registration.navigationPreload?.enable()]).then(() => self.clients.claim()),
  ),
);

/** The language the app speaks to this visitor: their choice (the app's language cookie), else the browser's, else the default. */
const visitorLanguage = async () => {
  const cookie = await self.cookieStore?.get(OFFLINE.languageCookie).catch(() => null);
  const browserLanguages = self.navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  return [cookie?.value, ...browserLanguages].find((language) => Object.hasOwn(OFFLINE.pages, language)) ?? OFFLINE.defaultLanguage;
};

const offlinePage = async () => {
  const cache = await caches.open(OFFLINE.cache);
  return (await cache.match(OFFLINE.pages[await visitorLanguage()])) ?? Response.error();
};

/** A page from the network, as it always is; only when none comes, the offline page. */
const pageOrOfflinePage = async (event) => {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
};

const isOfflineAsset = (url) => url.origin === self.location.origin && OFFLINE.assets.includes(url.pathname);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOfflinePage(event));
    return;
  }
  // The offline page's stylesheet comes from the kept copy; every other request goes to the network untouched.
  if (isOfflineAsset(new URL(request.url))) event.respondWith(caches.match(request, { cacheName: OFFLINE.cache }).then((kept) => kept ?? fetch(request)));
});

/**
 * Spec §5: the app badge shows unread messages plus new likes. A push carries that count, so the badge is right while
 * no page of the site is open to set it; a browser without the badge, or one that refuses it, changes nothing.
 */
const showBadge = async (count) => {
  if (!Number.isInteger(count) || count < 0) return;
  const badging = self.navigator;
  try {
    await (count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.());
  } catch {
    // The badge is a courtesy: the notification itself is what must show.
  }
};

/**
 * Spec §6 push state "last message": kept on the device, so the settings can show that push arrives here and when it
 * last did, also for a push that came while no page was open. Losing it loses no news: the notification is shown.
 */
const keepLastMessage = async (title, body) => {
  try {
    const cache = await caches.open(LAST_MESSAGE_CACHE);
    const kept = JSON.stringify({ title, body, received_at: new Date().toISOString() });
    await cache.put(LAST_MESSAGE_KEY, new Response(kept, { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Storage full or refused.
  }
};

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const notification = self.registration.showNotification(title, {
    body,
    icon: typeof payload.icon === 'string' ? payload.icon : DEFAULT_ICON,
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
    data: payload,
  });
  // The app hears of the message once its notification is shown and it is kept, so all three always agree.
  const told = Promise.all([notification, keepLastMessage(title, body)]).then(() => postToClients(NEW_PUSH_MESSAGE, payload));
  event.waitUntil(Promise.all([told, showBadge(payload.badge)]));
});

/** Focuses an open window of the site (or opens one) on the click's target and tells the app about the click. */
const openApp = async (payload) => {
  const target = await clickTargetOf(payload);
  const [client] = await windowClients();
  if (!client) {
    await self.clients.openWindow(target);
    return;
  }
  // Focusing needs the click's permission to raise a window, which may have run out while the session was checked.
  const focused = await client.focus().catch(() => client);
  focused.postMessage({ type: NEW_PUSH_CLICK, payload: { ...payload, target_url: target } });
  if (focused.url === target) return;
  // navigate() only works on a window this worker controls; any other opens the target in a new one.
  await focused.navigate(target).catch(() => self.clients.openWindow(target));
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(event.notification.data ?? {}));
});

/** Saved for the member whose session cookie goes along; with no session the API refuses it. */
const saveSubscription = (subscription) =>
  fetch(SAVE_SUBSCRIPTION_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  });

/** The browser's new subscription, or one made again with the key of the subscription the push service ended. */
const renewedSubscription = async (event) => {
  if (event.newSubscription) return event.newSubscription;
  const applicationServerKey = event.oldSubscription?.options?.applicationServerKey;
  if (!applicationServerKey) return null;
  return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
};

// The push service renewed or expired the subscription; the site would otherwise go on sending to the old one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const saved = renewedSubscription(event).then((subscription) => subscription && saveSubscription(subscription));
  event.waitUntil(saved);
});
