import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { passEntryWarning } from './journey-helpers.js';

const PROFILE_SCREEN = /\/assets\/member-profile\.route-[\w-]+\.js$/;

/** A member on the search page, with every script the browser fetched from then on; `slow` makes the connection 2G. */
const searchPage = async (browser: Browser, slow: boolean) => {
  // Tall enough that the first results are in view below the notices and the filters.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  if (slow) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '2g', saveData: false }) }));
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await passEntryWarning(page);
  const signup = await page.request.post('/api/signup.php', {
    data: { email: `prefetch-${randomUUID()}@example.com`, name: 'Kim', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/members');
  await expect(page.locator('a.profile-card__link').first()).toBeVisible();
  return { page, scripts, close: () => context.close() };
};

/**
 * In the page: until the prefetcher has had its turn for the links on screen. It looks for links at an idle moment,
 * learns which are in view in a task after the next frame and fetches at the idle moment after that: idle callbacks
 * run in the order they were asked for, so one asked for after each of those steps runs after it.
 */
const pastThePrefetchMoment = async () => {
  const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await idle();
  await frame();
  await frame();
  await idle();
};

test('the screens behind the links in view load ahead, except on a slow connection', async ({ browser }) => {
  const fast = await searchPage(browser, false);
  // Before any profile is opened, the profile screen's code is there.
  await fast.page.evaluate(pastThePrefetchMoment);
  expect(fast.scripts.some((path) => PROFILE_SCREEN.test(path))).toBe(true);
  await fast.close();

  const slow = await searchPage(browser, true);
  await slow.page.evaluate(pastThePrefetchMoment);
  expect(slow.scripts.filter((path) => PROFILE_SCREEN.test(path))).toEqual([]);
  // Following the link still opens the profile.
  await slow.page.locator('a.profile-card__link').first().click();
  await expect(slow.page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
  expect(slow.scripts.some((path) => PROFILE_SCREEN.test(path))).toBe(true);
  await slow.close();
});
