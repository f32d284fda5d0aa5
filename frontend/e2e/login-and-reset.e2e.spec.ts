import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { passEntryWarning, profilesWithMorePhotos, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

// The language cookie the site reads first (frontend/src/i18n/languages.ts), so a journey starts in its language.
const LANGUAGE_COOKIE = 'i18n_redirected';
// Five failures lock the account for this source; a few spare attempts keep the journey from depending on the exact count.
const MAX_ATTEMPTS_BEFORE_LOCKOUT = 8;

// Lockouts count per account and source, so every journey signs up its own member.
const signUp = async (request: APIRequestContext, language: string, password: string) => {
  const email = `login-reset-${language}-${Date.now()}@example.com`;
  const response = await request.post('/api/signup.php', {
    data: { email, name: 'Reset', password, date_of_birth: '1988-04-12', language },
  });
  expect(response.status()).toBe(201);
  return email;
};

const speak = (context: BrowserContext, language: string, baseURL: string | undefined) =>
  context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);

/** One login attempt, settled: the form's alert after the server answered. */
const attemptLogin = async (page: Page, email: string, password: string, submitLabel: string) => {
  await page.getByLabel(/^(E-mailadres|E-Mail-Adresse|E-mail address)$/).fill(email);
  await page.getByLabel(/^(Wachtwoord|Passwort|Password)$/).fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/user.php') && response.request().method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: submitLabel }).click();
  return (await answered).status();
};

/** Polls the dev mailbox until the reset mail for this address arrives (a worker sends it after the request). */
const resetLinkFor = async (page: Page, email: string): Promise<string> => {
  const link = page.locator(`article.mail[data-to="${email}"] a[href*="/reset-password/do?token="]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return new URL((await link.getAttribute('href'))!, page.url()).toString();
};

test('in Dutch, wrong passwords lock the account for 15 minutes, and then the right one is refused too', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const password = 'zeilboot-over-het-ijsselmeer';
  const email = await signUp(request, 'nl', password);
  await speak(context, 'nl', baseURL);
  await page.goto('/login');
  await passEntryWarning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');

  expect(await attemptLogin(page, email, 'niet-mijn-wachtwoord', 'Inloggen')).toBe(401);
  await expect(alert).toHaveText('Login mislukt, probeer opnieuw');
  await snap(page, 'login-01-wrong-password-dutch');

  let attempts = 1;
  while ((await attemptLogin(page, email, 'niet-mijn-wachtwoord', 'Inloggen')) !== 429) {
    attempts += 1;
    expect(attempts).toBeLessThan(MAX_ATTEMPTS_BEFORE_LOCKOUT);
  }
  await expect(alert).toHaveText('Te veel foute pogingen, account voor 15 min geblokkeerd.');
  await snap(page, 'login-02-locked-out-dutch');

  expect(await attemptLogin(page, email, password, 'Inloggen')).toBe(429);
  await expect(alert).toHaveText(/^Te veel foute pogingen, account voor 1[45] min geblokkeerd\.$/);
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-03-right-password-refused-while-locked');
});

test('in German, a member resets the password by mail, is told so and logged in, and neither the old password nor the used link works', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const oldPassword = 'altes-passwort-am-rhein';
  const newPassword = 'neues-passwort-im-schwarzwald';
  const email = await signUp(request, 'de', oldPassword);
  await speak(context, 'de', baseURL);
  await page.goto('/login');
  await passEntryWarning(page);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();

  await page.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.')).toBeVisible();
  await snap(page, 'reset-01-invalid-address-german');

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schau in dein Postfach' })).toBeVisible();
  await expect(page.getByText(`Wenn zu ${email} ein Konto gehört`)).toBeVisible();
  await snap(page, 'reset-02-request-sent-german');

  const resetLink = await resetLinkFor(page, email);
  await snap(page, 'reset-03-dev-mailbox');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Wähle ein neues Passwort' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die eingegebenen Passwörter stimmen nicht überein.')).toBeVisible();
  await snap(page, 'reset-04-passwords-differ-german');

  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/members(\?|$)/);
  await expect(page.getByRole('status').filter({ hasText: 'Dein Passwort wurde geändert. Du bist angemeldet.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitglieder entdecken' })).toBeVisible();
  const accountMenu = page.getByRole('navigation').getByRole('button', { name: 'Kontomenü' });
  await expect(accountMenu).toBeVisible();
  await snap(page, 'reset-05-logged-in-german');

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  expect(await attemptLogin(page, email, oldPassword, 'Anmelden')).toBe(401);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Die Anmeldung hat nicht geklappt. Bitte versuche es noch einmal.');
  await snap(page, 'reset-06-old-password-refused-german');

  // The used link says so as it opens, before any password is typed.
  await page.goto(resetLink);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Dieser Link ist abgelaufen oder ungültig. Bitte fordere eine neue E-Mail an.');
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Passwort speichern' })).toHaveCount(0);
  await snap(page, 'reset-07-used-link-german');
  await page.getByRole('link', { name: 'Neue E-Mail anfordern' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.goto('/login');
  expect(await attemptLogin(page, email, newPassword, 'Anmelden')).toBe(200);
  await expect(page).toHaveURL(/\/members(\?|$)/);
});

test('in English, a deleted member is offered the reactivation link again and, reactivated, logs in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const password = 'lighthouse-keeper-at-dawn';
  const email = await signUp(request, 'en', password);
  // The signup's session (kept by the request context) deletes the account, as the settings screen would.
  const deletion = await request.post('/api/account-deletion.php', { data: { password, reasons: ['taking_a_break'] } });
  expect(deletion.status()).toBe(200);

  await speak(context, 'en', baseURL);
  await page.goto('/login');
  await passEntryWarning(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const notice = page.getByRole('main').getByRole('status');
  await expect(notice).toContainText('This account has been deleted. Reactivate it with the link in the e-mail you received');
  await expect(notice).toContainText('You can reactivate your account until');
  await snap(page, 'reactivate-01-deleted-account-notice');

  await notice.getByRole('button', { name: 'Send the reactivation link again' }).click();
  await expect(notice).toContainText(`We have sent the reactivation link to ${email} again.`);
  await snap(page, 'reactivate-02-link-sent-again');

  const reactivationLink = page.locator(`article.mail[data-to="${email}"] a[href*="/api/reactivate.php?token="]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(reactivationLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await page.goto((await reactivationLink.getAttribute('href'))!);
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your account is active again. Log in to carry on.');
  await snap(page, 'reactivate-03-reactivated-login');
  expect(await attemptLogin(page, email, password, 'Log in')).toBe(200);
  await expect(page).toHaveURL(/\/members(\?|$)/);
  await snap(page, 'reactivate-04-logged-in-again');
});

test('in Dutch, a visitor who presses Message on a profile is told that chatting needs a login, and after it lands in that chat', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await speak(context, 'nl', baseURL);
  const page = await context.newPage();
  const password = 'a long enough password';
  const email = await signUp(page.request, 'nl', password);
  expect((await page.request.post('/api/logout.php')).status()).toBeLessThan(300);
  const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string; name: string }[] };
  const other = results[0]!;

  await page.goto(`/members/${other.id}`);
  await passEntryWarning(page);
  await page.getByRole('link', { name: 'Stuur een bericht' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Je moet ingelogd zijn om te chatten.')).toBeVisible();
  await snap(page, 'login-05-chat-needs-login-nl');
  expect(await attemptLogin(page, email, password, 'Inloggen')).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/members/${other.id}/chat$`));
  await context.close();
});

test('in German on a phone, a visitor told of photos only premium members see logs in, comes back to the profile and is pointed to premium', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await speak(context, 'de', baseURL);
  const page = await context.newPage();
  const password = 'a long enough password';
  const email = await signUp(page.request, 'de', password);
  expect((await page.request.post('/api/logout.php')).status()).toBeLessThan(300);
  const { results } = (await (await page.request.get('/api/search.php')).json()) as { results: { id: string; main_image: object | null }[] };
  const profilePath = `/members/${results.find((result) => result.main_image !== null)!.id}`;
  await profilesWithMorePhotos(context, 2);

  await page.goto(profilePath);
  await passEntryWarning(page);
  await expect(page.getByText('2 weitere Fotos für Premium-Mitglieder.')).toBeVisible();
  expect(await layoutProblems(page, 'de visitor profile with more photos')).toEqual([]);
  expect(await accessibilityProblems(page, 'de visitor profile with more photos')).toEqual([]);
  await snap(page, 'profile-more-photos-visitor-de-phone');
  await page.getByRole('main').getByRole('link', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Melde dich an, um diese Seite zu öffnen.')).toBeVisible();
  expect(await attemptLogin(page, email, password, 'Anmelden')).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByText('2 weitere Fotos für Premium-Mitglieder.')).toBeVisible();
  await snap(page, 'profile-more-photos-member-de-phone');
  await page.getByRole('main').getByRole('link', { name: 'Premium werden' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await context.close();
});
