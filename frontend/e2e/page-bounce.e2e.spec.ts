import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { asStaff, passEntryWarning } from './journey-helpers.js';

type BounceLine = { path: string; network: string | null; ref: string | null; bounces: number };

/** The staff report's lines of one traffic source, over every day (other journeys move the site's clock). */
const bouncesFrom = async (browser: Browser, network: string): Promise<BounceLine[]> => {
  const staff = await asStaff(browser);
  const answer = await staff.request.get('/api/staff/page-bounces.php?from=2000-01-01&to=2100-12-31');
  expect(answer.status()).toBe(200);
  const { bounces } = (await answer.json()) as { bounces: BounceLine[] };
  await staff.close();
  return bounces.filter((line) => line.network === network);
};

/** A visitor from an ad network's link, who enters the site and then does `meanwhile` before leaving it. */
const visit = async (browser: Browser, query: string, meanwhile: (page: import('@playwright/test').Page) => Promise<void> = async () => undefined) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/?${query}`);
  await passEntryWarning(page);
  await meanwhile(page);
  // Leaving for another site: the page is hidden and its beacon goes out.
  await page.goto('about:blank');
  await context.close();
};

test('a visitor who came with lb and left from the landing page is counted once for its traffic source; one who stayed, or came without lb, is not', async ({ browser }) => {
  const bounced = `adnet-${randomUUID().slice(0, 8)}`;
  await visit(browser, `lb=1&network=${bounced}&ref=spring&sub1=click-42`);
  await expect.poll(() => bouncesFrom(browser, bounced)).toEqual([{ path: '/', network: bounced, ref: 'spring', bounces: 1, day: expect.any(String), average_seconds_on_page: expect.any(Number) }]);

  const stayed = `adnet-${randomUUID().slice(0, 8)}`;
  await visit(browser, `lb=1&network=${stayed}`, async (page) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
  const withoutLb = `adnet-${randomUUID().slice(0, 8)}`;
  await visit(browser, `network=${withoutLb}`);
  // A bounce after them: once it is in the report, a beacon the two visits above had sent would be in it too.
  const after = `adnet-${randomUUID().slice(0, 8)}`;
  await visit(browser, `lb=1&network=${after}`);
  await expect.poll(async () => (await bouncesFrom(browser, after)).length).toBe(1);
  expect(await bouncesFrom(browser, stayed)).toEqual([]);
  expect(await bouncesFrom(browser, withoutLb)).toEqual([]);
});
