import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { passEntryWarning } from './journey-helpers.js';
import { MEMBER_PAGES, settle, VISITOR_PAGES } from './site-pages.js';

// Seeded by the embedded default (services/api/src/demo/demo-accounts.ts).
const staff = { email: 'staff@localhost', password: 'staff-member' };
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

const visit = async (page: Page, path: string, problems: string[], label: string) => {
  await page.goto(path);
  await settle(page);
  problems.push(...(await accessibilityProblems(page, `${label} ${path}`)));
};

/** A menu of the top navigation, opened: its entries must be named and readable too. */
const checkOpenMenu = async (page: Page, problems: string[], label: string) => {
  const toggle = page.locator('button[aria-expanded="false"]').first();
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  problems.push(...(await accessibilityProblems(page, `${label} (menu open)`)));
  await page.keyboard.press('Escape');
};

const signedUpMember = async (browser: Browser, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const signup = await page.request.post('/api/signup.php', {
    data: { email: `a11y-${randomUUID()}@example.com`, name: 'Robin', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' },
  });
  expect(signup.status()).toBe(201);
  return page;
};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  // Each page is loaded and analysed in full; a visitor's tour has seventeen of them, a member's eighteen.
  test.describe.configure({ timeout: 600_000 });
  test.describe(`Every page passes axe (WCAG 2.1 AA, no serious or critical finding) on ${device}`, () => {
    test('as a visitor', async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems: string[] = [];
      await page.goto('/');
      // The adult-content warning is the first thing a visitor sees: checked open, then passed.
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(...(await accessibilityProblems(page, `${device} visitor / (entry warning open)`)));
      await passEntryWarning(page);
      for (const path of VISITOR_PAGES) await visit(page, path, problems, `${device} visitor`);
      await page.goto('/');
      await settle(page);
      await checkOpenMenu(page, problems, `${device} visitor /`);
      expect(problems).toEqual([]);
    });

    test('as a logged-in member', async ({ browser }) => {
      const page = await signedUpMember(browser, viewport);
      const problems: string[] = [];
      for (const path of MEMBER_PAGES) await visit(page, path, problems, `${device} member`);
      const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string }[] };
      expect(results.length).toBeGreaterThan(0);
      await visit(page, `/members/${results[0]!.id}`, problems, `${device} member`);
      await checkOpenMenu(page, problems, `${device} member /members/:id`);
      expect(problems).toEqual([]);
    });

    test('as staff', async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/');
      await passEntryWarning(page);
      expect((await page.request.post('/api/user.php', { data: staff })).status()).toBe(200);
      const problems: string[] = [];
      await visit(page, '/staff/photos', problems, `${device} staff`);
      await visit(page, '/staff/reports', problems, `${device} staff`);
      expect(problems).toEqual([]);
    });
  });
}
