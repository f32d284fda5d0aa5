import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { passEntryWarning } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';
import { settle } from './site-pages.js';

const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
const PHONE = { width: 360, height: 740 };
const staff = { email: 'staff@localhost', password: 'staff-member' };

const staffPage = async (browser: Browser, baseURL: string, language = 'en', viewport = { width: 1280, height: 800 }): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  expect((await page.request.post('/api/user.php', { data: staff })).status()).toBe(200);
  return page;
};

/** The page once the lake holds the demo members: the projections role adds to it every 10 seconds in the embedded default. */
const openInsights = async (page: Page) => {
  await expect
    .poll(async () => {
      await page.goto('/staff/insights');
      await settle(page);
      return page.locator('#insights-funnel').count();
    }, { timeout: 60_000 })
    .toBe(1);
};

test.describe.configure({ timeout: 300_000 });

test('staff see the funnel, retention and charts computed from the lake, narrowed by language; members are refused', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!);
  await openInsights(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Members at each step of the funnel' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Share of each signup week’s members active in the weeks after' })).toBeVisible();
  // The demo members signed up today: hundreds of them, a figure well above the 10 members any figure needs.
  const signedUp = page.locator('section[aria-labelledby="insights-funnel"] tbody tr').first().locator('td').first();
  expect(Number((await signedUp.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(10);

  // A language no member speaks is not offered; one that is narrows every figure to its members.
  const languages = page.getByLabel('Language', { exact: true });
  const offered = await languages.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(offered.length).toBeGreaterThan(0);
  await languages.selectOption(offered[0]!);
  const answered = page.waitForResponse((response) => response.url().includes('/api/staff/insights.php') && response.url().includes(`language=${offered[0]}`));
  await page.getByRole('button', { name: 'Show' }).click();
  expect((await answered).status()).toBe(200);
  await settle(page);
  await expect(page.locator('#insights-funnel')).toBeVisible();
  await expect(languages).toHaveValue(offered[0]!);

  const member = await browser.newPage();
  await member.goto('/');
  await passEntryWarning(member);
  const signup = await member.request.post('/api/signup.php', {
    data: { email: `insights-${randomUUID()}@example.com`, name: 'Robin', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' },
  });
  expect(signup.status()).toBe(201);
  expect((await member.request.get('/api/staff/insights.php?from=2026-01-01&to=2026-12-31')).status()).toBe(403);
  await member.goto('/staff/insights');
  await settle(member);
  await expect(member.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
});

test('the insights page passes axe on desktop and phone, and fits a 360 px phone in all 11 languages', async ({ browser, baseURL }) => {
  const problems: string[] = [];
  const page = await staffPage(browser, baseURL!);
  await openInsights(page);
  problems.push(...(await accessibilityProblems(page, 'desktop /staff/insights')));
  for (const language of LANGUAGES) {
    const phone = await staffPage(browser, baseURL!, language, PHONE);
    await openInsights(phone);
    problems.push(...(await layoutProblems(phone, `${language} /staff/insights`)));
    if (language === 'en' || language === 'fi') problems.push(...(await accessibilityProblems(phone, `${language} phone /staff/insights`)));
    await phone.context().close();
  }
  expect(problems).toEqual([]);
});
