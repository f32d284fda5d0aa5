import { expect, type Page, type Request } from '@playwright/test';

/** Every screen a visitor can reach, the 404 page included. */
export const VISITOR_PAGES = [
  '/',
  '/login',
  '/signup',
  '/members',
  '/reset-password',
  '/activate/error',
  '/account-deleted',
  // A mail's unsubscribe link whose token is no token: the page asks the API and explains the refusal.
  '/unsubscribe?token=not-a-token',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pages/return-policy',
  '/pages/faq',
  '/pages/service',
  '/complaints',
  '/pricing',
  '/lang-config',
  '/no-such-page',
];

/** The landing pages ads lead to, one of them with a niche's slug (axe checks them in landers.e2e). */
export const LANDER_PAGES = [
  '/landers/tinderswipe',
  '/landers/alonetonight',
  '/landers/collagelanding',
  '/landers/gallery/milf-amsterdam',
  '/landers/iconslanding',
  '/landers/maplanding',
  '/landers/socialnetwork',
  '/landers/transitionsvideolanding',
  '/landers/video',
];

/** The landing pages and the signup an ad for one member leads to. */
export const memberLanderPages = (memberId: string) => ['landing', 'landing2', 'landing3', 'signup'].map((page) => `/members/${memberId}/${page}`);

/** Every screen of the members area that needs no other member (a member's profile is added with one found by search). */
export const MEMBER_PAGES = [
  '/members',
  '/profile',
  '/profile?tab=settings',
  '/match-finder',
  '/notifications',
  '/complete-signup',
  '/activate/done',
  '/credits',
  '/credits/3/ideal',
  '/premium',
  '/transactions',
  '/directdebit',
  '/likes',
  '/likes/matches',
  '/chats',
  '/swipe-game',
  '/signup-matches',
];

// The live events stream stays open as long as the page: it never counts as a request still under way.
const LIVE_STREAM = '/api/events.php';
const QUIET_MS = 200;
const QUIET_WAIT_MS = 3_000;

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests still under way, the live stream left out; followed from the page's first settle on. */
const requestsOf = (page: Page): Set<Request> => {
  const followed = inFlight.get(page);
  if (followed) return followed;
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes(LIVE_STREAM)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
  return open;
};

/** No request under way for a moment, or the wait's end (the periodic refresh may keep a page from being quiet long). */
const quiet = async (page: Page) => {
  const requests = requestsOf(page);
  const until = Date.now() + QUIET_WAIT_MS;
  let quietSince = requests.size === 0 ? Date.now() : Infinity;
  while (Date.now() < until) {
    await page.waitForTimeout(50);
    if (requests.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
  }
};

/**
 * Waits until the route's chunk, its texts and its first data have arrived: no spinner left, and no request under
 * way for a moment.
 */
export const settle = async (page: Page) => {
  requestsOf(page);
  await page.waitForLoadState('load');
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await quiet(page);
};

/**
 * Moves to `path` inside the running app, as a link would (the router follows the history), and settles: a tour of
 * many pages then costs what the pages cost, not a fresh start of the app for each.
 */
export const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The route's chunk, its texts and its data load while the page before stays on screen.
  await quiet(page);
  // Only a screen still loading after that quiet moment (a spinner) needs another one once it is done.
  if ((await page.locator('.spinner-border').count()) > 0) await settle(page);
};

/** Every page of a tour in turn: the first loaded from the server, the rest reached inside the app. */
export async function* tour(page: Page, paths: readonly string[]): AsyncGenerator<string> {
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      await settle(page);
    } else await navigateInApp(page, path);
    yield path;
  }
}
