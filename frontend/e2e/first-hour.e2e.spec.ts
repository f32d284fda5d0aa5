import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { passEntryWarning, signUpInSteps, snap } from './journey-helpers.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'a long enough password';

/** A member made through the API as the signup steps would make him: a straight man of 36 in Utrecht. */
const createMember = async (page: Page, language: string) => {
  const email = `first-hour-${randomUUID()}@example.com`;
  const signup = await page.request.post('/api/signup.php', {
    data: { email, name: 'Joris', password: PASSWORD, date_of_birth: '1990-03-15', language },
  });
  expect(signup.status()).toBe(201);
  const profile = await page.request.put('/api/my-profile.php', {
    data: { details: { gender: 'male', sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } },
  });
  expect(profile.status()).toBe(200);
  return email;
};

const ageToday = (born: string) => {
  const today = new Date();
  const birthday = new Date(born);
  const beforeBirthday = today.getMonth() < birthday.getMonth() || (today.getMonth() === birthday.getMonth() && today.getDate() < birthday.getDate());
  return today.getFullYear() - birthday.getFullYear() - (beforeBirthday ? 1 : 0);
};

test('a Polish browser gets Polish; logging in switches to the saved Swedish; search opens on what he looks for and keeps it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page).toHaveTitle('Amora: randki i czat');
  await snap(page, 'first-hour-01-home-polish-phone');

  const email = await createMember(page, 'sv');
  expect((await page.request.post('/api/logout.php')).status()).toBeLessThan(300);
  await page.goto('/login');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();

  // The saved language wins once he is known; search opens on women in his country, five years either side of his age.
  await expect(page.getByRole('heading', { name: 'Upptäck medlemmar' })).toBeVisible();
  await expect(page).toHaveTitle('Amora: dejting och chatt');
  const age = ageToday('1990-03-15');
  await expect(page).toHaveURL(new RegExp(`/members\\?gender=female&country=NL&min_age=${age - 5}&max_age=${age + 5}$`));
  // On a phone the results come first and the filters wait behind one button.
  const filters = page.getByRole('button', { name: 'Filter', exact: true });
  await filters.click();
  await expect(page.locator('#filter-gender')).toHaveValue('female');
  await snap(page, 'first-hour-02-search-defaults-swedish-phone');

  await page.reload();
  await filters.click();
  await expect(page.locator('#filter-min_age')).toHaveValue(String(age - 5));

  // From 60 to 30 cannot be chosen: each bound offers only ages on its side of the other one.
  await expect(page.locator('#filter-min_age option[value="60"]')).toHaveCount(0);
  await page.locator('#filter-max_age').selectOption('');
  await page.locator('#filter-min_age').selectOption('60');
  await expect(page.locator('#filter-max_age option[value="30"]')).toHaveCount(0);
  await expect(page.locator('#filter-max_age option[value="60"]')).toHaveCount(1);
  await page.locator('#filter-min_age').selectOption('25');
  await page.locator('#filter-country').selectOption('');
  await page.getByRole('button', { name: 'Visa resultat' }).click();
  const searchUrl = page.url();

  await page.locator('.profile-card__link').first().click();
  await page.getByRole('link', { name: /Tillbaka till sökningen/ }).click();
  await expect(page).toHaveURL(searchUrl);

  // Coming back to the bare search later, on this device, brings back his last search.
  await page.goto('/members');
  await expect(page).toHaveURL(/min_age=25/);
  await context.close();
});

test('the matches promised at the end of signup are the members search then shows', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  await page.goto('/signup');
  await signUpInSteps(page, {
    email: `matches-${randomUUID()}@example.com`,
    password: PASSWORD,
    name: 'Bram',
    dateOfBirth: '1988-06-01',
    gender: 'Man',
    sexuality: 'Straight',
    place: { country: 'Germany', region: 'Bavaria', city: 'Munich' },
  });
  // The demo members hold women of his age around Munich: the signup promises a number, and search keeps it.
  const toMatches = page.getByRole('link', { name: /See your (match|\d+\+? matches)/ });
  await expect(toMatches).toBeVisible();
  const promised = /See your (\d+\+?) matches/.exec((await toMatches.textContent()) ?? '')?.[1] ?? '1';
  await toMatches.click();
  await expect(page.getByRole('status').filter({ hasText: `Members found: ${promised}` })).toBeVisible();
  await snap(page, 'first-hour-03-promised-matches-desktop');
  await context.close();
});

/**
 * The first result page that shows a fictional profile, its mark. The search lists the newest members first, and the
 * members other journeys sign up on the shared site may fill a page or more before the site's own profiles.
 */
const firstFictionalMark = async (page: Page) => {
  for (let resultPage = 1; resultPage <= 20; resultPage += 1) {
    await page.goto(resultPage === 1 ? '/members' : `/members?page=${resultPage}`);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const marks = page.locator('.profile-card .fictional-badge');
    if ((await marks.count()) > 0) return marks.first();
  }
  throw new Error('No fictional profile on the first 20 result pages');
};

test('the fictional mark explains itself on a tap, in the footer too, and search can leave fictional profiles out', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const mark = await firstFictionalMark(page);
  await mark.getByRole('button', { name: /Fictional/ }).tap();
  await expect(mark.getByRole('note')).toHaveText(/Profiles with this mark are fictional/);
  await snap(page, 'first-hour-04-fictional-explained-phone');
  await expect(page.locator('.site-footer')).toContainText('Profiles with this mark are fictional');

  // Controlled by the address: it shows checked once the search has moved there. On a phone it waits in the filters' dialog.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Hide fictional profiles').click();
  await expect(page.getByLabel('Hide fictional profiles')).toBeChecked();
  await expect(page).toHaveURL(/fictional=hide/);
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page.locator('.profile-card .fictional-badge')).toHaveCount(0);
  await context.close();
});

test('the invite-only Dutch site offers login and explains the invitation instead of a signup it would refuse', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const dutchSite = new URL(baseURL!);
  dutchSite.hostname = 'nl.localhost';
  await page.goto(dutchSite.toString());
  const entryWarning = page.getByRole('dialog');
  if (await entryWarning.isVisible()) await entryWarning.getByRole('button').first().click();
  await expect(page.locator('.hero')).toContainText('Lid worden kan alleen op uitnodiging');
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lidmaatschap op uitnodiging' })).toBeVisible();
  await expect(page).toHaveTitle('Amora: daten en chatten');
  await snap(page, 'first-hour-05-invite-only-dutch-desktop');
  await context.close();
});

test('invisible mode shows in the header on every page while it is on', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'i18n_redirected', value: 'sv', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  await createMember(page, 'sv');
  expect((await page.request.put('/api/invisible.php', { data: { invisible: true } })).status()).toBe(200);
  for (const path of ['/members', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Osynligt läge är på/ })).toBeVisible();
  }
  await snap(page, 'first-hour-06-invisible-header-swedish-phone');
  await page.getByRole('link', { name: /Osynligt läge är på/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=settings/);
  await context.close();
});

test('a member who leaves the search before its default search is known lands on the page chosen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  await createMember(page, 'en');
  // The profile the default search is made from answers late, and the settings page's code later still: the search
  // learns its default while the way to the settings is under way.
  let releaseProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/my-profile.php', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.route(/my-profile\.route-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/members');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  releaseProfile();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await context.close();
});
