import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { activationLinkFor, passEntryWarning, snap } from './journey-helpers.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'a long enough password';

type Member = { page: Page; id: string; name: string; close: () => Promise<void> };

/** A confirmed member in `language` (activated through the dev mailbox), so others can find and like them. */
const confirmedMember = async (browser: Browser, language: string, name: string, gender: 'male' | 'female', viewport = DESKTOP): Promise<Member> => {
  const context = await browser.newContext({ viewport, locale: language === 'en' ? 'en-GB' : `${language}-NL` });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const email = `likes-${randomUUID()}@example.com`;
  const signup = await page.request.post('/api/signup.php', { data: { email, name, password: PASSWORD, date_of_birth: '1990-03-01', language } });
  expect(signup.status()).toBe(201);
  const id = ((await signup.json()) as { user: { id: string } }).user.id;
  const profile = await page.request.put('/api/my-profile.php', {
    data: { details: { gender, sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } },
  });
  expect(profile.status()).toBe(200);
  await page.goto(await activationLinkFor(page, email));
  return { page, id, name, close: () => context.close() };
};

test('two members like each other: the like shows as new, and both see the match modal (English and Dutch)', async ({ browser }) => {
  const anna = await confirmedMember(browser, 'en', `Anna ${randomUUID().slice(0, 4)}`, 'female');
  const bram = await confirmedMember(browser, 'nl', `Bram ${randomUUID().slice(0, 4)}`, 'male');

  await anna.page.goto(`/members/${bram.id}`);
  await anna.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(anna.page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  await snap(anna.page, 'likes-01-profile-liked-en');

  await bram.page.goto('/likes');
  await expect(bram.page.getByRole('heading', { name: 'Likes', level: 1 })).toBeVisible();
  const received = bram.page.getByRole('list', { name: 'Ontvangen' });
  await expect(received.getByText(anna.name)).toBeVisible();
  await expect(received.getByText('Nieuw')).toBeVisible();
  await expect(bram.page.getByRole('navigation', { name: /.+/ }).first().getByRole('link', { name: /Likes/ })).toContainText('1');
  await expect(bram.page).toHaveTitle(/^\(1\) /);
  expect(await accessibilityProblems(bram.page, 'likes received nl')).toEqual([]);
  await snap(bram.page, 'likes-02-received-nl');

  // Opening the liker's profile clears the new flag; liking back makes the match.
  await received.getByRole('link', { name: new RegExp(anna.name) }).click();
  await expect(bram.page).toHaveURL(new RegExp(`/members/${anna.id}$`));
  await expect(bram.page).not.toHaveTitle(/^\(1\) /);
  await bram.page.getByRole('button', { name: 'Like', exact: true }).click();
  const bramsModal = bram.page.getByRole('dialog', { name: 'Het is een match!' });
  await expect(bramsModal).toBeVisible();
  await expect(bramsModal.getByText(`Jij en ${anna.name} vinden elkaar leuk.`)).toBeVisible();
  expect(await accessibilityProblems(bram.page, 'match modal nl')).toEqual([]);
  await snap(bram.page, 'likes-03-match-modal-nl');
  // A click anywhere closes it.
  await bramsModal.getByText(`Jij en ${anna.name} vinden elkaar leuk.`).click();
  await expect(bramsModal).toBeHidden();

  // Anna liked first: her next look at her likes announces the match her like made.
  await anna.page.goto('/likes/matches');
  const annasModal = anna.page.getByRole('dialog', { name: "It's a match!" });
  await expect(annasModal).toBeVisible();
  await annasModal.getByRole('link', { name: 'View profile' }).click();
  await expect(anna.page).toHaveURL(new RegExp(`/members/${bram.id}$`));
  await anna.page.goto('/likes/matches');
  await expect(anna.page.getByRole('dialog')).toBeHidden();
  await expect(anna.page.getByRole('list', { name: 'Matches' }).getByText(bram.name)).toBeVisible();
  await anna.page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(anna.page.getByRole('heading', { name: `You and ${bram.name} match` })).toBeVisible();
  await snap(anna.page, 'likes-04-match-page-en');
  await Promise.all([anna.close(), bram.close()]);
});

test('a visitor is asked to log in or sign up before liking', async ({ browser }) => {
  const member = await confirmedMember(browser, 'en', `Cleo ${randomUUID().slice(0, 4)}`, 'female');
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const visitor = await context.newPage();
  await visitor.goto(`/members/${member.id}`);
  await passEntryWarning(visitor);
  await visitor.getByRole('button', { name: 'Like', exact: true }).click();
  const prompt = visitor.getByRole('dialog', { name: 'Log in to like' });
  await expect(prompt.getByText('You must be logged in to like members.')).toBeVisible();
  expect(await accessibilityProblems(visitor, 'like login prompt')).toEqual([]);
  await snap(visitor, 'likes-05-visitor-prompt-phone-en');
  await prompt.getByRole('button', { name: 'Sign up for free' }).click();
  await expect(visitor.getByRole('dialog', { name: /sign up/i })).toBeVisible();
  await Promise.all([context.close(), member.close()]);
});

test('the like modal of ?t= shows a site-run member who likes the member, then leaves the address (Polish, phone)', async ({ browser }) => {
  const member = await confirmedMember(browser, 'pl', `Ola ${randomUUID().slice(0, 4)}`, 'female', PHONE);
  await member.page.goto('/members?t=1');
  const modal = member.page.getByRole('dialog', { name: / cię lubi!$/ });
  await expect(modal).toBeVisible();
  await expect(member.page).not.toHaveURL(/[?&]t=/);
  expect(await accessibilityProblems(member.page, 'like modal pl')).toEqual([]);
  await snap(member.page, 'likes-06-like-modal-phone-pl');
  const name = (await modal.getByRole('heading').textContent())!.replace(/ cię lubi!$/, '');
  await modal.getByRole('link', { name: 'Zobacz profil' }).click();
  await expect(member.page.getByRole('heading', { level: 1 })).toContainText(name);
  await member.page.goto('/likes');
  await expect(member.page.getByRole('list', { name: 'Otrzymane' }).getByText(name)).toBeVisible();
  await member.close();
});

test('the swipe game gives four likes a day, then the wait and the premium claim; passing goes on (Polish and English)', async ({ browser }) => {
  const member = await confirmedMember(browser, 'pl', `Piotr ${randomUUID().slice(0, 4)}`, 'male', PHONE);
  const { page } = member;
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { name: 'Gra przesuwania' })).toBeVisible();
  await expect(page.getByText('Dziś zostały 4 polubienia')).toBeVisible();
  expect(await accessibilityProblems(page, 'swipe game pl')).toEqual([]);
  await snap(page, 'likes-07-swipe-game-phone-pl');
  // Buttons, then the arrow key: four likes.
  for (const left of ['Dziś zostały 3 polubienia', 'Dziś zostały 2 polubienia', 'Dziś zostało 1 polubienie']) {
    await page.getByRole('button', { name: 'Polub' }).click();
    await expect(page.getByText(left)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Wykorzystałeś dzisiejsze polubienia.', { exact: true })).toBeVisible();
  await expect(page.getByText('Następne polubienie za')).toBeVisible();
  await expect(page.getByText('Członkowie Premium mają o 46% większą szansę na dopasowanie.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Polub' })).toHaveCount(0);
  expect(await accessibilityProblems(page, 'swipe game out of likes pl')).toEqual([]);
  await snap(page, 'likes-08-swipe-out-of-likes-phone-pl');
  const before = await page.locator('.swipe-card__name').first().textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.swipe-card__name').first()).not.toHaveText(before!);
  await page.goto('/likes/given');
  await expect(page.getByRole('list', { name: 'Dane' }).getByRole('listitem')).toHaveCount(4);
  await member.close();

  const english = await confirmedMember(browser, 'en', `Sam ${randomUUID().slice(0, 4)}`, 'female');
  await english.page.goto('/swipe-game');
  await expect(english.page.getByText('4 likes left today')).toBeVisible();
  await english.page.getByRole('button', { name: 'Pass' }).click();
  await expect(english.page.getByText('4 likes left today')).toBeVisible();
  await snap(english.page, 'likes-09-swipe-game-en');
  await english.close();
});
