import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };

test('the language page lists the member’s country’s languages first and switches the site at once; a member keeps the choice', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  const signup = await page.request.post('/api/signup.php', {
    data: { email: `language-${randomUUID()}@example.com`, name: 'Noor', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { name: 'Language', level: 1 })).toBeVisible();
  // The member signed up on the international site, whose country is GB: its language comes first (spec §9).
  const first = await page.getByRole('radio').evaluateAll((radios) => radios.slice(0, 2).map((radio) => radio.closest('label')!.textContent));
  expect(first).toEqual(['English', 'Dansk']);
  expect(await layoutProblems(page, 'en language page')).toEqual([]);
  expect(await accessibilityProblems(page, 'en language page')).toEqual([]);
  await snap(page, 'language-config-01-en-phone');

  // The member moves to Warsaw: from then on Polish comes first, not the language of the country they signed up in.
  const warsaw = await (await page.request.get('/api/geocode.php', { params: { lat: 52.23, lon: 21.01 } })).json();
  expect((await page.request.put('/api/my-profile.php', { data: { location: warsaw } })).status()).toBe(200);
  await page.reload();
  await expect.poll(() => page.getByRole('radio').evaluateAll((radios) => radios.slice(0, 1).map((radio) => radio.closest('label')!.textContent))).toEqual(['Polski']);

  await page.getByRole('radio', { name: 'Nederlands' }).check();
  await expect(page.getByRole('heading', { name: 'Taal', level: 1 })).toBeVisible();
  await expect(page.getByText('De site spreekt Nederlands.')).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get('/api/user.php')).json()) as { user: { language: string } }).user.language).toBe('nl');
  await context.close();
});
