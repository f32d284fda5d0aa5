import { devices, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { activationLinkFor, passEntryWarning, snap } from './journey-helpers.js';

const member = {
  email: `journey-${Date.now()}@example.com`,
  name: 'Journey',
  password: 'a-long-secret-1',
  dateOfBirth: '1990-05-17',
};

const switchLanguage = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: new RegExp(from) }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
};

test('a visitor signs up in German, activates on the phone, logs in there and logs out', async ({ page, browser }) => {
  await page.goto('/');
  await snap(page, '01-home-entry-warning');
  await passEntryWarning(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet someone who really suits you');
  await snap(page, '02-home-english');

  await switchLanguage(page, 'English', 'Nederlands');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ontmoet iemand die écht bij je past');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await snap(page, '03-home-dutch');

  await switchLanguage(page, 'Nederlands', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Triff jemanden, der wirklich zu dir passt');
  await snap(page, '04-home-german');

  await page.getByRole('link', { name: 'Kostenlos registrieren' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('E-Mail-Adresse').fill(member.email);
  await page.getByLabel('Profilname').fill(member.name);
  await page.getByLabel('Passwort').fill(member.password);
  await page.getByLabel('Geburtsdatum').fill(member.dateOfBirth);
  await snap(page, '05-signup-form');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();
  await snap(page, '06-signup-complete');

  const activationLink = await activationLinkFor(page, member.email);
  await snap(page, '07-dev-mailbox');

  // The member opens the mail on the phone: a new browser without the session or language cookie.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const phonePage = await phone.newPage();
  await phonePage.goto(activationLink);
  await expect(phonePage).toHaveURL(/\/activate\/done$/);
  await passEntryWarning(phonePage);
  await expect(phonePage.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  await snap(phonePage, '08-activation-done-phone');

  await phonePage.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(phonePage).toHaveURL(/\/login$/);
  await phonePage.getByLabel('E-mail address').fill(member.email);
  await phonePage.getByLabel('Password').fill(member.password);
  await snap(phonePage, '09-login-phone');
  await phonePage.getByRole('main').getByRole('button', { name: 'Log in' }).click();

  await expect(phonePage).toHaveURL(/\/members$/);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Discover members' })).toBeVisible();
  const navigation = phonePage.getByRole('navigation', { name: 'Main menu' });
  await expect(navigation.getByRole('link', { name: 'Search members' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Activated: no reminder to confirm the e-mail address any more.
  await expect(phonePage.getByText('Confirm your e-mail address')).toBeHidden();
  await snap(phonePage, '10-members-phone');

  await navigation.getByRole('button', { name: 'Account menu' }).click();
  await phonePage.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(phonePage).toHaveURL(/\/$/);
  await expect(navigation.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await snap(phonePage, '11-logged-out-phone');
  await phone.close();
});
