import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { passEntryWarning, profilesWithMorePhotos } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';
import { LANDER_PAGES, MEMBER_PAGES, memberLanderPages, settle, tour, VISITOR_PAGES } from './site-pages.js';

const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
const PHONE = { width: 360, height: 740 };

/**
 * The layout once the page has come to rest: on a loaded machine a page can still be laying out (a late font or
 * count) at the first look, so what is found is looked at again a second later and only what stays is a problem.
 */
const restingLayoutProblems = async (page: Page, where: string): Promise<string[]> => {
  const first = await layoutProblems(page, where);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  return layoutProblems(page, where);
};

const walk = async (page: Page, paths: readonly string[], label: string, problems: string[]) => {
  for await (const path of tour(page, paths)) problems.push(...(await restingLayoutProblems(page, `${label} ${path}`)));
};

// Eleven languages, each a visitor's and a member's tour of every page.
test.describe.configure({ timeout: 480_000 });

for (const language of LANGUAGES) {
  test(`every page fits a 360 px phone in ${language}, for a visitor and a member`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
    // The profile's line about photos only premium members see is walked too.
    await profilesWithMorePhotos(context, 2);
    const page = await context.newPage();
    await page.goto('/');
    await passEntryWarning(page);
    const problems: string[] = [];
    await walk(page, [...VISITOR_PAGES, ...LANDER_PAGES], `${language} visitor`, problems);
    const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string }[] };
    await walk(page, memberLanderPages(results[0]!.id), `${language} visitor`, problems);

    // The signup modal's first step, opened over the home page.
    await page.goto('/');
    await settle(page);
    await page.locator('.hero').getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(...(await layoutProblems(page, `${language} visitor signup modal`)));

    const signup = await page.request.post('/api/signup.php', {
      data: { email: `phone-${randomUUID()}@example.com`, name: 'Kim', password: 'a long enough password', date_of_birth: '1990-04-12', language },
    });
    expect(signup.status()).toBe(201);
    await walk(page, MEMBER_PAGES, `${language} member`, problems);
    await walk(page, [`/members/${results[0]!.id}`, `/members/${results[0]!.id}/chat`], `${language} member`, problems);
    // The account menu, opened.
    await page.locator('.top-nav button[aria-expanded="false"]').first().click();
    problems.push(...(await layoutProblems(page, `${language} member menu open`)));
    expect(problems).toEqual([]);
    await context.close();
  });
}
