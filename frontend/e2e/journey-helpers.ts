import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * A full-page picture from the top, so the sticky navigation sits where it belongs; images the page
 * loads lazily (below the fold) are loaded first. Given `part`, a picture of that part alone.
 */
export const snap = async (page: Page, step: string, part?: Locator) => {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
  });
  // The pictures are for people to look at; CI, where nobody does, saves the time a full-page picture takes.
  if (process.env.CI) return;
  if (part) await part.screenshot({ path: `${artifactsDir}${step}.png` });
  else await page.screenshot({ path: `${artifactsDir}${step}.png`, fullPage: true });
};

/**
 * Waits until the app has taken over a page the server rendered. Before that a link does what a plain link does (a
 * full page load), as it should for a visitor whose script is still loading; a test that means the app's behaviour
 * (a modal) waits. Once React has a root on the page, a click hydrates what it lands on first, so that is enough.
 */
export const appTakesOver = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/** The international site (localhost) warns every new visitor about adult content. */
export const passEntryWarning = async (page: Page) => {
  const warning = page.getByRole('dialog');
  await expect(warning).toBeVisible();
  await warning.getByRole('button').click();
  await expect(warning).toBeHidden();
};

/** A new visitor's signup page in `language` on a screen of `viewport`, the entry warning passed; `steps` holds the form. */
export const openSignupIn = async (browser: Browser, baseURL: string, language: string, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/signup');
  await passEntryWarning(page);
  return { context, page, steps: page.getByRole('main') };
};

/** Polls the dev mailbox until the activation mail arrives (it is sent by a worker, not by the request). */
export const activationLinkFor = async (page: Page, email: string): Promise<string> => {
  const mail = page.locator(`article.mail[data-to="${email}"]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail.locator('h2')).not.toBeEmpty();
  const href = await mail.locator('a[href*="/api/activate.php"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!, page.url()).toString();
};

/** The labels the signup steps show, in the language the visitor uses. */
export type SignupTexts = {
  accountTitle: string;
  email: string;
  password: string;
  next: string;
  photoTitle: string;
  later: string;
  locationTitle: string;
  useMyLocation: string;
  country: string;
  region: string;
  city: string;
  personalTitle: string;
  profileName: string;
  dateOfBirth: string;
  aboutMeTitle: string;
  skip: string;
  pushTitle: string;
  notNow: string;
  completeTitle: string;
};

export const englishSignupTexts: SignupTexts = {
  accountTitle: 'Create your free account',
  email: 'E-mail address',
  password: 'Password',
  next: 'Next',
  photoTitle: 'Add a profile photo',
  later: 'Later',
  locationTitle: 'Where do you live?',
  useMyLocation: 'Use my location',
  country: 'Country',
  region: 'Region',
  city: 'City',
  personalTitle: 'About you',
  profileName: 'Profile name',
  dateOfBirth: 'Date of birth',
  aboutMeTitle: 'Tell us about yourself',
  skip: 'Skip',
  pushTitle: 'Never miss a message',
  notNow: 'Not now',
  completeTitle: 'Check your e-mail',
};

type LocaleTexts = Record<string, unknown>;

/** One namespace of a language's texts, as the app ships them: a journey in any language reads its labels there. */
export const localeTexts = (language: string, namespace: string): LocaleTexts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as LocaleTexts;

/** The text at a dotted path, its {{placeholders}} filled in. */
export const localeText = (texts: LocaleTexts, path: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    path.split('.').reduce<unknown>((node, key) => (node as LocaleTexts)[key], texts) as string,
  );

/** The signup steps' labels in a language, from its texts. */
export const signupTextsIn = (language: string): SignupTexts => {
  const [signup, profile, fields] = ['signup', 'profile', 'fields'].map((namespace) => localeTexts(language, namespace)) as [LocaleTexts, LocaleTexts, LocaleTexts];
  const t = (texts: LocaleTexts, path: string) => localeText(texts, path);
  return {
    accountTitle: t(signup, 'account.title'),
    email: t(signup, 'account.email.label'),
    password: t(signup, 'account.password.label'),
    next: t(signup, 'steps.next'),
    photoTitle: t(signup, 'photo.title'),
    later: t(signup, 'photo.later'),
    locationTitle: t(signup, 'location.title'),
    useMyLocation: t(profile, 'location.useMine'),
    country: t(fields, 'labels.country'),
    region: t(fields, 'labels.region'),
    city: t(fields, 'labels.city'),
    personalTitle: t(signup, 'personal.title'),
    profileName: t(signup, 'personal.name.label'),
    dateOfBirth: t(signup, 'personal.date_of_birth.label'),
    aboutMeTitle: t(signup, 'aboutMe.title'),
    skip: t(signup, 'aboutMe.skip'),
    pushTitle: t(signup, 'push.title'),
    notNow: t(signup, 'push.notNow'),
    completeTitle: t(signup, 'complete.title'),
  };
};

export type StepsSignup = {
  email: string;
  password: string;
  name: string;
  dateOfBirth: string;
  /** The labels of the gender and sexuality buttons, as shown ("Woman", "Straight"). */
  gender: string;
  sexuality: string;
  /** A place picked from the lists (the country as shown); without one the device's position is used. */
  place?: { country: string; region: string; city: string };
  /** Where the steps are shown: the signup modal, or the signup page's main part (the default). */
  within?: Locator;
  texts?: SignupTexts;
};

/** Picks the place from the three lists, or lets the device's position fill them in. */
const chooseLocation = async (steps: Locator, texts: SignupTexts, place: StepsSignup['place']) => {
  if (!place) {
    await steps.getByRole('button', { name: texts.useMyLocation }).click();
    await expect(steps.getByLabel(texts.city)).not.toHaveValue('');
    return;
  }
  // Exact labels: Swedish "Land" is also inside "Ditt meddelande till …" of a first message written beside the steps.
  await steps.getByLabel(texts.country, { exact: true }).selectOption({ label: place.country });
  await steps.getByLabel(texts.region, { exact: true }).selectOption({ label: place.region });
  await steps.getByLabel(texts.city, { exact: true }).fill(place.city);
};

/** Fills the date-of-birth parts (day, month, year, in whatever order the language puts them) with a YYYY-MM-DD date. */
export const fillDateOfBirth = async (within: Locator, label: string, isoDate: string) => {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  const field = within.getByRole('group', { name: label });
  await field.locator('[autocomplete="bday-day"]').selectOption(day);
  await field.locator('[autocomplete="bday-month"]').selectOption(month);
  await field.locator('[autocomplete="bday-year"]').fill(year);
};

/**
 * Goes through the signup steps the shortest way: account, no photo ("later"), location, personal info,
 * no text about oneself ("skip"), no push ("not now"); waits for the screen asking to check the e-mail.
 */
export const signUpInSteps = async (page: Page, signup: StepsSignup) => {
  const steps = signup.within ?? page.getByRole('main');
  const texts = signup.texts ?? englishSignupTexts;
  const title = (name: string) => expect(steps.getByRole('heading', { name, exact: true })).toBeVisible();

  await title(texts.accountTitle);
  await steps.getByLabel(texts.email).fill(signup.email);
  await steps.getByLabel(texts.password).fill(signup.password);
  await steps.getByRole('button', { name: texts.next }).click();

  await title(texts.photoTitle);
  await steps.getByRole('button', { name: texts.later }).click();

  await title(texts.locationTitle);
  await chooseLocation(steps, texts, signup.place);
  await steps.getByRole('button', { name: texts.next }).click();

  await title(texts.personalTitle);
  await steps.getByLabel(texts.profileName).fill(signup.name);
  await fillDateOfBirth(steps, texts.dateOfBirth, signup.dateOfBirth);
  await steps.getByText(signup.gender, { exact: true }).click();
  await steps.getByText(signup.sexuality, { exact: true }).click();
  await steps.getByRole('button', { name: texts.next }).click();

  await title(texts.aboutMeTitle);
  await steps.getByRole('button', { name: texts.skip }).click();
  await title(texts.pushTitle);
  await steps.getByRole('button', { name: texts.notNow }).click();
  // Making the account, finding matches and sending the mail take a few requests.
  await expect(steps.getByRole('heading', { name: texts.completeTitle, exact: true })).toBeVisible({ timeout: 30_000 });
};

/** What confirmedMember signs up with: a journey may log the member in again. */
export const JOURNEY_PASSWORD = 'a long enough password';

export type JourneyMember = { page: Page; id: string; name: string; email: string; close: () => Promise<void> };

/**
 * A member signed up through the API in `language`, living in Utrecht and activated through the dev mailbox, so
 * others can find and like them; `viewport` is a desktop's unless given.
 */
export const confirmedMember = async (
  browser: Browser,
  { language, name, gender, viewport = { width: 1280, height: 800 } }: { language: string; name: string; gender: 'male' | 'female'; viewport?: { width: number; height: number } },
): Promise<JourneyMember> => {
  const context = await browser.newContext({ viewport, locale: language === 'en' ? 'en-GB' : `${language}-NL` });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const email = `journey-${randomUUID()}@example.com`;
  const signup = await page.request.post('/api/signup.php', { data: { email, name, password: JOURNEY_PASSWORD, date_of_birth: '1990-03-01', language } });
  expect(signup.status()).toBe(201);
  const id = ((await signup.json()) as { user: { id: string } }).user.id;
  const profile = await page.request.put('/api/my-profile.php', {
    data: { details: { gender, sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } },
  });
  expect(profile.status()).toBe(200);
  await page.goto(await activationLinkFor(page, email));
  return { page, id, name, email, close: () => context.close() };
};

const STAFF_LOGIN = { email: 'staff@localhost', password: 'staff-member' };

/** Staff act through the API, as the staff screens would. */
export const asStaff = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/user.php', { data: STAFF_LOGIN })).status()).toBe(200);
  return { request: page.request, close: () => context.close() };
};

/** A staff correction puts `credits` on a member's wallet (negative takes them off), as a purchase would. */
export const giveCredits = async (browser: Browser, memberId: string, credits: number) => {
  const team = await asStaff(browser);
  const corrected = await team.request.post('/api/staff/wallet-correction.php', {
    data: { member_id: memberId, credits, reason: 'journey: credits to chat with', correction_id: randomUUID() },
  });
  expect(corrected.status()).toBe(201);
  await team.close();
};

/**
 * Profiles say `count` more photos than they list, as a member with more than the three everyone sees would: the demo
 * members have no more than three, and only the page's wording of it is under test.
 */
export const profilesWithMorePhotos = (context: BrowserContext, count: number) =>
  context.route(/\/api\/profile\.php\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { profile: { more_photos: number } };
    await route.fulfill({ response, json: { profile: { ...body.profile, more_photos: count } } });
  });
