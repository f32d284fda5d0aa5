import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { passEntryWarning, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };

/**
 * The base query tries a request six times, waiting longer each time (up to half a minute in all), before the page
 * gives up on it: the page's clock skips those waits until `shown` appears.
 */
const afterTheRetries = async (page: Page, shown: Locator) =>
  expect(async () => {
    await page.clock.fastForward(15_000);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

const memberOnPhone = async (context: BrowserContext, language: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const signup = await page.request.post('/api/signup.php', {
    data: { email: `offline-${randomUUID()}@example.com`, name: 'Robin', password: 'a long enough password', date_of_birth: '1991-06-02', language },
  });
  expect(signup.status()).toBe(201);
  return page;
};

test('a page whose data cannot be fetched says so in the member’s language and loads when they try again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  const page = await memberOnPhone(context, 'de');
  // The connection drops on the way to the transactions, and only there.
  const cutOff = (route: { abort: (reason: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route('**/api/transactions.php*', cutOff);

  await page.clock.install();
  await page.goto('/transactions');
  const failure = page.getByRole('alert');
  await afterTheRetries(page, failure);
  await expect(failure).toContainText('Diese Seite konnte nicht geladen werden.');
  await expect(failure).toContainText('Du scheinst offline zu sein.');
  expect(await layoutProblems(page, 'de transactions that could not be loaded')).toEqual([]);
  expect(await accessibilityProblems(page, 'de transactions that could not be loaded')).toEqual([]);
  await snap(page, 'load-failure-01-transactions-de');

  await page.unroute('**/api/transactions.php*', cutOff);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Bestellungen und Transaktionen' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await context.close();
});

test('a member whose connection dropped as the site opened is not taken for a visitor, and the site loads once it is back', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  const page = await memberOnPhone(context, 'en');
  const cutOff = (route: { abort: (reason: string) => Promise<void> }) => route.abort('internetdisconnected');
  // The server puts who is logged in into the page it sends; what the page then asks for itself is cut off.
  await page.route('**/api/user.php*', cutOff);
  await page.route('**/api/chats.php*', cutOff);

  await page.clock.install();
  await page.goto('/chats');
  await afterTheRetries(page, page.getByRole('alert'));
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded.');
  // Not sent to the login as if the session had ended.
  await expect(page).toHaveURL(/\/chats$/);
  await snap(page, 'load-failure-02-session-unknown-en');

  await page.unroute('**/api/user.php*', cutOff);
  await page.unroute('**/api/chats.php*', cutOff);
  // The browser tells the page its connection is back: the page tries again by itself.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/chats$/);
  await context.close();
});
