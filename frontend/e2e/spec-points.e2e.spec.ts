import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, giveCredits, localeText as text, localeTexts as textsOf, openSignupIn, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const RUNS = [
  { language: 'en', viewport: DESKTOP },
  { language: 'pl', viewport: PHONE },
  { language: 'sv', viewport: DESKTOP },
  { language: 'nl', viewport: PHONE },
];

test('the signup location step names an unknown town only once the field is left, refuses it on submit and clears the error when fixed, in four languages', async ({
  browser,
  baseURL,
}) => {
  for (const { language, viewport } of RUNS) {
    const signup = textsOf(language, 'signup');
    const unknownTown = text(textsOf(language, 'profile'), 'location.unknownTown');
    const where = `${language} ${viewport.width}px`;
    const { context, page, steps } = await openSignupIn(browser, baseURL!, language, viewport);
    const next = steps.getByRole('button', { name: text(signup, 'steps.next'), exact: true });

    // An error border goes as soon as the value is right, not at the next "next".
    const email = steps.locator('input[name="email"]');
    await email.fill('not-an-address');
    await steps.locator('input[name="password"]').fill('a long enough password');
    await next.click();
    await expect(email).toHaveClass(/is-invalid/);
    await email.fill(`points-${language}-${Date.now()}@example.com`);
    await expect(email).not.toHaveClass(/is-invalid/);
    await next.click();
    await steps.getByRole('button', { name: text(signup, 'photo.later'), exact: true }).click();

    await expect(steps.getByRole('heading', { name: text(signup, 'location.title') })).toBeVisible();
    await steps.locator('#location-country').selectOption('NL');
    await steps.locator('#location-region').selectOption({ label: 'Utrecht' });
    const city = steps.locator('#location-city');
    await city.fill('Zwamburg aan de Vaart');
    await expect(steps.getByText(unknownTown)).toBeHidden();
    await city.press('Tab');
    await expect(steps.getByText(unknownTown)).toBeVisible();
    await expect(city).toHaveClass(/is-invalid/);
    // The Back button among the rest: axe measures its contrast.
    expect(await accessibilityProblems(page, `${where} location step`)).toEqual([]);
    expect(await layoutProblems(page, `${where} location step`)).toEqual([]);
    await snap(page, `spec-points-location-${language}-${viewport.width}`);
    await next.click();
    await expect(steps.getByRole('heading', { name: text(signup, 'location.title') })).toBeVisible();

    await city.fill('Utrecht');
    await expect(city).not.toHaveClass(/is-invalid/);
    await expect(steps.getByText(unknownTown)).toBeHidden();
    await next.click();
    await expect(steps.getByRole('heading', { name: text(signup, 'personal.title') })).toBeVisible();
    await context.close();
  }
});

// One test per language: each signs up two members, and four such pairs in one test left too little of its time to the last on a busy machine.
for (const [language, viewport] of [['en', DESKTOP], ['pl', PHONE], ['sv', PHONE], ['nl', DESKTOP]] as const) {
  test(`a member removes every chat with another member from the conversation, after confirming, on a phone and a desktop (${language})`, async ({ browser }) => {
    const chat = textsOf(language, 'chat');
    const lena = await confirmedMember(browser, { language, name: 'Lena', gender: 'female', viewport });
    const piet = await confirmedMember(browser, { language, name: 'Piet', gender: 'male' });
    await giveCredits(browser, lena.id, 100);
    const { page } = lena;
    await page.goto(`/members/${piet.id}/chat`);
    await page.getByRole('textbox', { name: text(chat, 'composer.label') }).fill('Hoi Piet!');
    await page.getByRole('button', { name: text(chat, 'composer.send'), exact: true }).click();
    // In the conversation; the chat list beside it may show the same words as its last message.
    await expect(page.getByRole('log').getByText('Hoi Piet!')).toBeVisible();

    const removeAll = text(chat, 'list.removeAll').replace('{{name}}', 'Piet');
    await page.getByRole('button', { name: removeAll }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text(chat, 'list.removeAllBody').replaceAll('{{name}}', 'Piet'));
    expect(await accessibilityProblems(page, `${language} remove chats dialog`)).toEqual([]);
    await snap(page, `spec-points-remove-chats-${language}-${viewport.width}`);
    // The same dialog on the other kind of screen.
    const other = viewport === PHONE ? DESKTOP : PHONE;
    await page.setViewportSize(other);
    expect(await layoutProblems(page, `${language} remove chats dialog at ${other.width} px`)).toEqual([]);
    await snap(page, `spec-points-remove-chats-${language}-${other.width}`);
    await dialog.getByRole('button', { name: text(chat, 'list.removeConfirm'), exact: true }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByText(text(chat, 'list.empty'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(text(chat, 'list.empty'))).toBeVisible();
    await Promise.all([lena.close(), piet.close()]);
  });
}
