import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { passEntryWarning } from './journey-helpers.js';
import { MEMBER_PAGES, settle, tour, VISITOR_PAGES } from './site-pages.js';

// Seeded by the embedded default (services/api/src/demo/demo-accounts.ts).
const staff = { email: 'staff@localhost', password: 'staff-member' };
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

/** Both sizes of the page as it is: the phone's layout shows other parts (the brand's mark alone, a scrolling menu row). */
const checkBothSizes = async (page: Page, where: string, problems: string[], check: (page: Page, where: string) => Promise<string[]> = accessibilityProblems) => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // The layout answers the new width on the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await check(page, `${device} ${where}`)));
  }
};

const checkTour = async (page: Page, paths: readonly string[], problems: string[], label: string) => {
  for await (const path of tour(page, paths)) await checkBothSizes(page, `${label} ${path}`, problems);
};

/** A menu of the top navigation, opened: its entries must be named and readable too. */
const openMenuProblems = async (page: Page, where: string): Promise<string[]> => {
  const toggle = page.locator('button[aria-expanded="false"]').first();
  if (!(await toggle.isVisible())) return [];
  await toggle.click();
  const problems = await accessibilityProblems(page, `${where} (menu open)`);
  await page.keyboard.press('Escape');
  return problems;
};

const visitorPage = async (browser: Browser) => {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await page.goto('/');
  return page;
};

// Each page is loaded once and analysed in full at both sizes: a visitor's tour has eighteen pages, a member's twenty.
test.describe.configure({ timeout: 600_000 });

test.describe('Every page passes axe (WCAG 2.1 AA, no serious or critical finding) on desktop and on a phone', () => {
  test('as a visitor', async ({ browser }) => {
    const page = await visitorPage(browser);
    const problems: string[] = [];
    // The adult-content warning is the first thing a visitor sees: checked open, then passed.
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkBothSizes(page, 'visitor / (entry warning open)', problems);
    await passEntryWarning(page);
    await checkTour(page, VISITOR_PAGES, problems, 'visitor');
    await page.goto('/');
    await settle(page);
    await checkBothSizes(page, 'visitor /', problems, openMenuProblems);
    expect(problems).toEqual([]);
  });

  test('as a logged-in member', async ({ browser }) => {
    const page = await visitorPage(browser);
    await passEntryWarning(page);
    const signup = await page.request.post('/api/signup.php', {
      data: { email: `a11y-${randomUUID()}@example.com`, name: 'Robin', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' },
    });
    expect(signup.status()).toBe(201);
    const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string }[] };
    expect(results.length).toBeGreaterThan(0);
    const problems: string[] = [];
    await checkTour(page, [...MEMBER_PAGES, `/members/${results[0]!.id}`], problems, 'member');
    await checkBothSizes(page, 'member /members/:id', problems, openMenuProblems);
    await checkTour(page, [`/members/${results[0]!.id}/chat`], problems, 'member');
    expect(problems).toEqual([]);
  });

  test('as staff', async ({ browser }) => {
    const page = await visitorPage(browser);
    await passEntryWarning(page);
    expect((await page.request.post('/api/user.php', { data: staff })).status()).toBe(200);
    // A bounce, so the page-bounce report shows its table rather than its empty state.
    const bounce = { visit_id: randomUUID(), path: '/', seconds_on_page: 8, network: 'a11y-network', ref: 'a11y-campaign' };
    expect((await page.request.post('/api/page-bounce.php', { data: bounce })).status()).toBe(204);
    const problems: string[] = [];
    await checkTour(page, ['/staff/photos', '/staff/reports', '/staff/page-bounces'], problems, 'staff');
    expect(problems).toEqual([]);
  });
});
