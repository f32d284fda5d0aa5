import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_MAIL_WEBHOOK_SECRET } from '../playwright.config.js';
import { activationLinkFor, snap } from './journey-helpers.js';

const run = Date.now();
const member = {
  email: `settings-${run}@example.com`,
  newEmail: `settings-new-${run}@example.com`,
  name: 'Greta',
  password: 'a-long-secret-1',
  newPassword: 'another-long-secret-2',
  dateOfBirth: '1991-04-12',
};
const phone = devices['Pixel 7'];

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** journey-helpers' snap scrolls to the top, but smoothly (Bootstrap's scroll-behavior): jump there first. */
const snapFromTop = async (page: Page, step: string) => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await snap(page, step);
};

/** A browser that speaks German (the language cookie) and has passed the adult-content warning before. */
const germanContext = async (browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) => {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL }]);
  await context.addCookies([{ name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL }]);
  return context;
};

/** The newest mail to an address with a link containing `linkPart`, polled: mails are sent by workers. */
const mailLinkFor = async (context: BrowserContext, to: string, linkPart: string): Promise<string> => {
  const mailbox = await context.newPage();
  const link = mailbox.locator(`article.mail a[href*="${linkPart}"]`).first();
  await expect(async () => {
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const href = new URL((await link.getAttribute('href'))!, mailbox.url()).toString();
  await mailbox.close();
  return href;
};

const signUpAndActivate = async (page: Page) => {
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      date_of_birth: member.dateOfBirth,
      language: 'de',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await activationLinkFor(page, member.email));
  await expect(page).toHaveURL(/\/activate\/done$/);
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
};

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const openSettingsFromMenu = async (page: Page) => {
  await page.goto('/members');
  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
};

const requestMailChange = async (emailSection: Locator, password: string) => {
  await emailSection.getByLabel('Neue E-Mail-Adresse').fill(member.newEmail);
  await emailSection.getByLabel('Dein Passwort').fill(password);
  await emailSection.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
};

const changeEmail = async (page: Page, context: BrowserContext) => {
  const emailSection = section(page, 'E-Mail-Adresse');
  await expect(emailSection.getByText(member.email)).toBeVisible();
  await requestMailChange(emailSection, 'not-my-password');
  await expect(emailSection.getByText('Falsches Passwort. Versuch es noch einmal.')).toBeVisible();
  await snapFromTop(page, 'settings-02-email-wrong-password');

  await requestMailChange(emailSection, member.password);
  await expect(emailSection.getByText(`Wir haben einen Bestätigungslink an ${member.newEmail} geschickt.`, { exact: false })).toBeVisible();
  await snapFromTop(page, 'settings-03-email-link-sent');

  await page.goto(await mailLinkFor(context, member.newEmail, '/mail-change/do'));
  await expect(page.getByRole('heading', { name: 'Deine E-Mail-Adresse wurde geändert' })).toBeVisible();
  await expect(page.getByText(member.newEmail)).toBeVisible();
  await snapFromTop(page, 'settings-04-email-changed');
  await page.getByRole('link', { name: 'Zu deinen Einstellungen' }).click();
  await expect(section(page, 'E-Mail-Adresse').getByText(member.newEmail)).toBeVisible();
};

const changePassword = async (page: Page) => {
  const passwordSection = section(page, 'Passwort');
  const fill = async (old: string, password: string, confirmation: string) => {
    await passwordSection.getByLabel('Aktuelles Passwort').fill(old);
    await passwordSection.getByLabel('Neues Passwort', { exact: true }).fill(password);
    await passwordSection.getByLabel('Neues Passwort wiederholen').fill(confirmation);
    await passwordSection.getByRole('button', { name: 'Passwort ändern' }).click();
  };
  await fill(member.password, member.newPassword, `${member.newPassword}x`);
  await expect(passwordSection.getByText('Die eingegebenen Passwörter stimmen nicht überein.')).toBeVisible();
  await fill('not-my-password', member.newPassword, member.newPassword);
  await expect(passwordSection.getByText('Überprüfe dein altes Passwort.')).toBeVisible();
  await snapFromTop(page, 'settings-06-password-wrong-old');
  await fill(member.password, member.newPassword, member.newPassword);
  await expect(passwordSection.getByText('Auf deinen anderen Geräten wurdest du abgemeldet.', { exact: false })).toBeVisible();
  await snapFromTop(page, 'settings-07-password-changed');
};

// The deletion dialog's alternative: the member stays, invisible, and the account is kept.
const stayInvisibleInsteadOfDeleting = async (page: Page) => {
  await section(page, 'Konto löschen').getByRole('button', { name: 'Konto löschen' }).click();
  const reasons = page.getByRole('dialog', { name: 'Warum möchtest du gehen?' });
  await reasons.getByLabel('Ich mache mir Sorgen um meine Privatsphäre').check();
  await reasons.getByRole('button', { name: 'Weiter' }).click();
  const offers = page.getByRole('dialog', { name: 'Bevor du gehst' }).getByRole('listitem');
  await expect(offers.first()).toContainText('Werde unsichtbar');
  await offers.first().getByRole('button', { name: 'Unsichtbaren Modus einschalten' }).click();
  const stayed = page.getByRole('dialog', { name: 'Schön, dass du bleibst!' });
  await expect(stayed.getByText('Der unsichtbare Modus ist an')).toBeVisible();
  // A dialog is fixed to the window: the window is the picture.
  await page.screenshot({ path: `${artifactsDir}settings-10-stayed-invisible.png` });
  await stayed.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(stayed).toHaveCount(0);
};

const preferencesAndPrivacy = async (page: Page) => {
  await page.getByRole('link', { name: 'E-Mail-Benachrichtigungen einstellen' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  // Marketing mail waits for the member's consent; service mail is on from the start.
  const offers = page.getByRole('switch', { name: 'Angebote' });
  await expect(offers).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Neuigkeiten', exact: true })).not.toBeChecked();
  await offers.click();
  await expect(offers).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Angebote' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Neue Nachrichten' })).toBeChecked();
  await snapFromTop(page, 'settings-09-notifications');

  await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
  await stayInvisibleInsteadOfDeleting(page);
  const invisible = () => section(page, 'Privatsphäre').getByRole('switch', { name: 'Unsichtbarer Modus' });
  await expect(invisible()).toBeChecked();
  await page.reload();
  await expect(invisible()).toBeChecked();
  await invisible().click();
  await expect(invisible()).not.toBeChecked();
  await expect(section(page, 'Privatsphäre').getByText('Aus: Andere Mitglieder können dich finden')).toBeVisible();
};

// The mail provider reports a bounce as it would in production; the member then says the address works again.
const mailWorksAgain = async (page: Page, request: APIRequestContext) => {
  const bounce = await request.post('/api/mail-events.php', {
    headers: { authorization: `Bearer ${E2E_MAIL_WEBHOOK_SECRET}` },
    data: { email: member.newEmail, event: 'bounce' },
  });
  expect(bounce.status()).toBe(202);
  await page.goto('/notifications');
  const alert = page.getByRole('alert').filter({ hasText: 'Wir schicken dir keine E-Mails mehr' });
  await expect(alert).toContainText(`E-Mails an ${member.newEmail} konnten nicht zugestellt werden.`);
  await snapFromTop(page, 'settings-11-mail-stopped');
  await alert.getByRole('button', { name: 'Meine E-Mail funktioniert wieder' }).click();
  await expect(page.getByText(`Danke! Wir schicken wieder E-Mails an ${member.newEmail}.`)).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Neue Nachrichten' })).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Wir schicken dir keine E-Mails mehr' })).toHaveCount(0);
};

const downloadData = async (page: Page) => {
  const download = page.waitForEvent('download');
  await section(page, 'Deine Daten').getByRole('link', { name: 'Meine Daten herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-.+\.json$/);
  const content = readFileSync((await file.path())!, 'utf8');
  expect(() => JSON.parse(content)).not.toThrow();
  expect(content).toContain(member.newEmail);
};

test('a German member changes the e-mail address and the password; older sessions end', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const context = await germanContext(browser, baseURL!);
  const page = await context.newPage();
  await signUpAndActivate(page);

  await test.step('open the settings from the account menu; the profile is the other tab', async () => {
    await openSettingsFromMenu(page);
    await snapFromTop(page, 'settings-01-settings');
    const tabs = page.getByRole('navigation', { name: 'Profil und Einstellungen' });
    await tabs.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Profil', exact: true })).toHaveAttribute('aria-current', 'page');
    await snapFromTop(page, 'settings-00-profile-tab');
    await tabs.getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  });

  await test.step('change the e-mail address: wrong password first, then the link from the mail', async () => {
    await changeEmail(page, context);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('main').getByText('Die Anmeldung hat nicht geklappt. Bitte versuche es noch einmal.')).toBeVisible();
    await logIn(page, member.newEmail, member.password);
    await expect(page).toHaveURL(/\/members(\?|$)/);
  });

  // Another device, logged in before the password changes.
  const older = await germanContext(browser, baseURL!, { ...phone });
  const olderPage = await older.newPage();
  await logIn(olderPage, member.newEmail, member.password);
  await expect(olderPage).toHaveURL(/\/members(\?|$)/);

  await test.step('change the password: the other device is logged out, this one stays', async () => {
    await openSettingsFromMenu(page);
    await page.setViewportSize(phone.viewport);
    await snapFromTop(page, 'settings-05-settings-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await changePassword(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();

    await olderPage.goto('/profile?tab=settings');
    await expect(olderPage).toHaveURL(/\/login$/);
    await snapFromTop(olderPage, 'settings-08-older-device-logged-out');
    await logIn(olderPage, member.newEmail, member.newPassword);
    // Back on the page the login was asked for.
    await expect(olderPage).toHaveURL(/\/profile\?tab=settings$/);
    await expect(olderPage.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  });

  await test.step('notification preferences, invisible mode, the data download and mail that works again', async () => {
    await preferencesAndPrivacy(page);
    await downloadData(page);
    await mailWorksAgain(page, request);
  });

  await older.close();
  await context.close();
});
