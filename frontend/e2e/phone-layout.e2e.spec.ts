import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { passEntryWarning } from './journey-helpers.js';
import { MEMBER_PAGES, settle, tour, VISITOR_PAGES } from './site-pages.js';

const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
const PHONE = { width: 360, height: 740 };

/**
 * What does not fit a phone's width on the page as it is: the page itself scrolling sideways, any
 * visible element reaching past the right edge (unless a scrolling or clipping box holds it), and text
 * cut off by its own box (a label or button whose words are hidden). One readable line per problem.
 */
const layoutProblems = (page: Page, where: string): Promise<string[]> =>
  page.evaluate((where) => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const heldByAncestor = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const measure = document.createElement('canvas').getContext('2d')!;
    /** A select shows its chosen option's text in its own box (less the arrow): wider text is cut off. */
    const selectCutOff = (select: HTMLSelectElement, style: CSSStyleDeclaration) => {
      measure.font = style.font;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return measure.measureText(text).width > room + 1;
    };
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`${where}: the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0 || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      if (box.right > width + 1 && !heldByAncestor(element)) problems.push(`${where}: ${describe(element)} reaches ${Math.round(box.right)}px`);
      if (element instanceof HTMLSelectElement && selectCutOff(element, style)) problems.push(`${where}: <select id="${element.id}"> shows "${element.selectedOptions[0]?.text}" cut off`);
      const clipsText = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!ownText || element.scrollWidth <= element.clientWidth + 1) continue;
      // A word wider than its box: hidden when the box clips, else it runs out of the box (and maybe off the screen).
      if (clipsText) problems.push(`${where}: ${describe(element)} is cut off`);
      else if (!heldByAncestor(element) && style.display !== 'inline') problems.push(`${where}: ${describe(element)} has words wider than its box`);
    }
    return problems;
  }, where);

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
    const page = await context.newPage();
    await page.goto('/');
    await passEntryWarning(page);
    const problems: string[] = [];
    await walk(page, VISITOR_PAGES, `${language} visitor`, problems);

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
    const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string }[] };
    await walk(page, [`/members/${results[0]!.id}`, `/members/${results[0]!.id}/chat`], `${language} member`, problems);
    // The account menu, opened.
    await page.locator('.top-nav button[aria-expanded="false"]').first().click();
    problems.push(...(await layoutProblems(page, `${language} member menu open`)));
    expect(problems).toEqual([]);
    await context.close();
  });
}
