import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };

/** Chromium shows no page as an installed app in a test: the page is told it is one, as the display-mode query would. */
const asInstalledApp = () => {
  const browserMatchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query === '(display-mode: standalone)' ? ({ ...browserMatchMedia(query), matches: true, media: query } as MediaQueryList) : browserMatchMedia(query);
};

test('the installed app has a back button on member, likes and credits pages: to the page before, else to the parent page', async ({ browser, baseURL }) => {
  for (const language of ['en', 'fr'] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(asInstalledApp);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
    const page = await context.newPage();
    // No adult-content warning in the installed app: the site opens straight away.
    await page.goto('/');
    const signup = await page.request.post('/api/signup.php', {
      data: { email: `app-${randomUUID()}@example.com`, name: 'Kim', password: 'a long enough password', date_of_birth: '1990-04-12', language },
    });
    expect(signup.status()).toBe(201);
    const back = page.getByRole('button', { name: language === 'en' ? 'Back' : 'Retour' });

    await page.goto('/members');
    const firstCard = page.locator('a.profile-card__link').first();
    await expect(firstCard).toBeVisible();
    await expect(back).toHaveCount(0);
    await firstCard.click();
    await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
    await expect(back).toBeVisible();
    // On a phone the back button takes the brand's place, and the header still fits.
    await expect(page.locator('.top-nav .brand')).toBeHidden();
    expect(await layoutProblems(page, `${language} member profile in the app`)).toEqual([]);
    await snap(page, `installed-app-01-member-${language}`);
    await back.click();
    await expect(page).toHaveURL(/\/members(\?.*)?$/);

    // Opened right on a page (a push, a provider's return): back leads to its parent page.
    await page.goto('/likes/matches');
    await back.click();
    await expect(page).toHaveURL(/\/likes$/);
    await page.goto('/credits/repeat-order');
    await back.click();
    await expect(page).toHaveURL(/\/credits$/);
    await context.close();
  }
});
