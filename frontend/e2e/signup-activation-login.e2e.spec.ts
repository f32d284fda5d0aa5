import { devices, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { activationLinkFor, passEntryWarning, signUpInSteps, snap } from './journey-helpers.js';
import type { SignupTexts } from './journey-helpers.js';

const member = {
  email: `journey-${Date.now()}@example.com`,
  name: 'Journey',
  password: 'a-long-secret-1',
  dateOfBirth: '1990-05-17',
  // A woman: the profiles journey searches men in Germany, where photo-less journey members would pile up.
  gender: 'Frau',
  sexuality: 'Hetero',
  place: { country: 'Deutschland', region: 'Bayern', city: 'Munich' },
};

const germanSignupTexts: SignupTexts = {
  accountTitle: 'Erstelle dein kostenloses Konto',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  next: 'Weiter',
  photoTitle: 'Füge ein Profilfoto hinzu',
  later: 'Später',
  locationTitle: 'Wo wohnst du?',
  useMyLocation: 'Meinen Standort verwenden',
  country: 'Land',
  region: 'Region',
  city: 'Stadt',
  personalTitle: 'Über dich',
  profileName: 'Profilname',
  dateOfBirth: 'Geburtsdatum',
  aboutMeTitle: 'Erzähl etwas über dich',
  skip: 'Überspringen',
  pushTitle: 'Verpasse keine Nachricht',
  notNow: 'Jetzt nicht',
  completeTitle: 'Schau in dein Postfach',
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
  const dutchNavigation = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(dutchNavigation.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(dutchNavigation.getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await snap(page, '03-home-dutch');

  await switchLanguage(page, 'Nederlands', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Triff jemanden, der wirklich zu dir passt');
  await snap(page, '04-home-german');

  // The home page's call to action opens the signup steps in a modal over the home page.
  await page.getByRole('main').getByRole('link', { name: 'Kostenlos registrieren' }).click();
  const signup = page.getByRole('dialog', { name: 'Registrieren' });
  await expect(signup.getByText('Schritt 1 von 6')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, '05-signup-modal');
  await signUpInSteps(page, { ...member, within: signup, texts: germanSignupTexts });
  await expect(signup).toContainText(member.email);
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

  // Logging in switches the English phone to the member's saved language, German.
  await expect(phonePage).toHaveURL(/\/members(\?|$)/);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Mitglieder entdecken' })).toBeVisible();
  const navigation = phonePage.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(navigation.getByRole('link', { name: 'Mitglieder suchen' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Kontomenü' })).toBeVisible();
  // Activated: no reminder to confirm the e-mail address any more.
  await expect(phonePage.getByText('Bestätige deine E-Mail-Adresse')).toBeHidden();
  await snap(phonePage, '10-members-phone');

  await navigation.getByRole('button', { name: 'Kontomenü' }).click();
  await phonePage.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(phonePage).toHaveURL(/\/$/);
  await expect(navigation.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Kontomenü' })).toHaveCount(0);
  await snap(phonePage, '11-logged-out-phone');

  // A visitor can start the signup from the navigation on every page; before anything is sent it closes again.
  await navigation.getByRole('link', { name: 'Registrieren', exact: true }).click();
  const phoneSignup = phonePage.getByRole('dialog', { name: 'Registrieren' });
  await expect(phoneSignup.getByRole('heading', { name: 'Erstelle dein kostenloses Konto' })).toBeVisible();
  await expect(phonePage).toHaveURL(/\/$/);
  await snap(phonePage, '12-signup-from-navigation-phone');
  await phoneSignup.getByRole('button', { name: 'Registrierung schließen' }).click();
  await expect(phoneSignup).toBeHidden();
  await phone.close();
});
