import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import {
  activationLinkFor,
  confirmedMember,
  fillDateOfBirth,
  localeText,
  localeTexts,
  openSignupIn,
  passEntryWarning,
  signUpInSteps,
  signupTextsIn,
  snap,
} from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

// One test per language: each is a whole signup, and four in one test left too little of its time to the last on a busy machine.
for (const { language, viewport, locale, greeting, device } of [
  { language: 'en', viewport: PHONE, locale: 'en-GB', greeting: 'Hi', device: 'phone' },
  { language: 'pl', viewport: PHONE, locale: 'pl-PL', greeting: 'Cześć', device: 'phone' },
  { language: 'sv', viewport: DESKTOP, locale: 'sv-SE', greeting: 'Hej', device: 'desktop' },
  { language: 'nl', viewport: DESKTOP, locale: 'nl-NL', greeting: 'Hoi', device: 'desktop' },
]) {
  test(`a visitor writes a first message on a member’s signup page and signs up: it waits in the chat until the address is confirmed, then reaches the member (Dutch site, in ${language} on a ${device})`, async ({
    browser,
    baseURL,
  }) => {
    // The Dutch site's welcome gift pays for a first message, so the signup takes it along.
    const dutchSite = new URL(baseURL!);
    dutchSite.hostname = 'nl.localhost';
    const where = `${language} ${viewport.width}px`;
    const landers = localeTexts(language, 'landers');
    const chat = localeTexts(language, 'chat');
    const fields = localeTexts(language, 'fields');
    const sem = await confirmedMember(browser, { language: 'nl', name: `Sem ${randomUUID().slice(0, 4)}`, gender: 'male' });
    const context = await browser.newContext({ viewport, locale });
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: dutchSite.origin }]);
    const page = await context.newPage();
    // Invite-only: a traffic source in the address lets the visitor sign up.
    await page.goto(`${dutchSite.origin}/?network=partner`);
    await passEntryWarning(page);
    await page.goto(`${dutchSite.origin}/members/${sem.id}/signup`);
    await expect(page.getByRole('heading', { name: localeText(landers, 'member.signupTitle', { name: sem.name }) })).toBeVisible();
    const firstMessage = `${greeting} ${sem.name}, ${randomUUID().slice(0, 6)}?`;
    await page.getByLabel(localeText(landers, 'member.landing3.messageLabel', { name: sem.name })).fill(firstMessage);
    expect(await accessibilityProblems(page, `${where} member signup`)).toEqual([]);
    expect(await layoutProblems(page, `${where} member signup`)).toEqual([]);
    await snap(page, `signup-message-01-signup-${language}-${viewport.width}`);

    const email = `first-message-${randomUUID()}@example.com`;
    await signUpInSteps(page, {
      email,
      password: 'a long enough password',
      name: 'Noor',
      dateOfBirth: '1993-09-14',
      gender: localeText(fields, 'values.gender.female'),
      sexuality: localeText(fields, 'values.sexuality.hetero'),
      place: { country: new Intl.DisplayNames([language], { type: 'region' }).of('NL')!, region: 'Utrecht', city: 'Utrecht' },
      texts: signupTextsIn(language),
    });
    await page.getByRole('link', { name: localeText(landers, 'member.toChat', { name: sem.name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${sem.id}/chat$`));
    // Sent by the welcome follow-up once the gift is there, and held: the address is not confirmed yet.
    const sent = page.getByRole('log').getByText(firstMessage);
    await expect(sent).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('log')).toContainText(localeText(chat, 'message.state.held'));
    await expect(page.locator('textarea')).toHaveValue('');
    expect(await accessibilityProblems(page, `${where} held first message`)).toEqual([]);
    await snap(page, `signup-message-02-held-${language}-${viewport.width}`);
    await sem.page.goto('/chats');
    await expect(sem.page.getByText(firstMessage)).toBeHidden();

    const activation = new URL(await activationLinkFor(page, email));
    await page.goto(`${dutchSite.origin}${activation.pathname}${activation.search}`);
    await sem.page.goto(`/chats`);
    await expect(async () => {
      await sem.page.reload();
      await expect(sem.page.getByText(firstMessage)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await context.close();
    await sem.close();
  });
}

test('the date of birth asks day, month (by its name) and year as Polish, Swedish, English and Dutch write a date, keeps what was chosen and names a date left half done', async ({
  browser,
  baseURL,
}) => {
  for (const { language, viewport, monthNames } of [
    { language: 'pl', viewport: PHONE, monthNames: ['styczeń', 'wrzesień'] },
    { language: 'sv', viewport: DESKTOP, monthNames: ['januari', 'september'] },
    { language: 'en', viewport: DESKTOP, monthNames: ['January', 'September'] },
    { language: 'nl', viewport: PHONE, monthNames: ['januari', 'september'] },
  ]) {
    const where = `${language} ${viewport.width}px`;
    const texts = signupTextsIn(language);
    const common = localeTexts(language, 'common');
    const errors = localeTexts(language, 'errors');
    const { context, page, steps } = await openSignupIn(browser, baseURL!, language, viewport);
    const next = steps.getByRole('button', { name: texts.next, exact: true });
    await steps.getByLabel(texts.email).fill(`birth-${randomUUID()}@example.com`);
    await steps.getByLabel(texts.password).fill('a long enough password');
    await next.click();
    await steps.getByRole('button', { name: texts.later, exact: true }).click();
    await steps.locator('#location-country').selectOption('NL');
    await steps.locator('#location-region').selectOption({ label: 'Utrecht' });
    await steps.locator('#location-city').fill('Utrecht');
    await next.click();

    await expect(steps.getByRole('heading', { name: texts.personalTitle })).toBeVisible();
    const birth = steps.getByRole('group', { name: texts.dateOfBirth });
    await expect(birth).toBeVisible();
    const parts = ['day', 'month', 'year'].map((part) => localeText(common, `dateParts.${part}`));
    await expect(birth.locator('label')).toHaveText(parts);
    const month = birth.getByLabel(parts[1]!);
    for (const name of monthNames) await expect(month.getByRole('option', { name, exact: true })).toBeAttached();
    await month.selectOption({ label: monthNames[1]! });
    await birth.getByLabel(parts[2]!).fill('1990');
    await steps.getByLabel(texts.profileName).fill('Ola');
    await next.click();
    // No day chosen: the domain's rule names the date invalid, and the parts chosen stay.
    await expect(steps.getByText(localeText(errors, 'SIGNUP.DATE_OF_BIRTH_INVALID'))).toBeVisible();
    await expect(month).toHaveValue('09');
    expect(await accessibilityProblems(page, `${where} date of birth`)).toEqual([]);
    expect(await layoutProblems(page, `${where} date of birth`)).toEqual([]);
    await snap(page, `signup-message-03-date-of-birth-${language}-${viewport.width}`, birth);

    await fillDateOfBirth(steps, texts.dateOfBirth, '1990-09-14');
    await expect(steps.getByText(localeText(errors, 'SIGNUP.DATE_OF_BIRTH_INVALID'))).toBeHidden();
    expect(await layoutProblems(page, `${where} date of birth, whole`)).toEqual([]);
    await snap(page, `signup-message-04-date-of-birth-whole-${language}-${viewport.width}`, birth);
    await context.close();
  }
});
