import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, passEntryWarning, snap } from './journey-helpers.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const memberIn = (browser: Browser, language: string, name: string, gender: 'male' | 'female', viewport = DESKTOP) =>
  confirmedMember(browser, { language, name, gender, viewport });

test('two members like each other: the like shows as new, and both see the match modal (English and Dutch)', async ({ browser }) => {
  const anna = await memberIn(browser, 'en', `Anna ${randomUUID().slice(0, 4)}`, 'female');
  const bram = await memberIn(browser, 'nl', `Bram ${randomUUID().slice(0, 4)}`, 'male');

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

  // Anna liked first and still has Bram's profile open: the live events announce the match there, without a reload.
  const annasModal = anna.page.getByRole('dialog', { name: "It's a match!" });
  await expect(annasModal).toBeVisible();
  await annasModal.getByRole('link', { name: 'View profile' }).click();
  await expect(anna.page).toHaveURL(new RegExp(`/members/${bram.id}$`));
  await anna.page.goto('/likes/matches');
  await expect(anna.page.getByRole('dialog')).toBeHidden();
  await expect(anna.page.getByRole('list', { name: 'Matches' }).getByText(bram.name)).toBeVisible();
  await anna.page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(anna.page.getByRole('heading', { name: `You and ${bram.name} match` })).toBeVisible();
  expect(await accessibilityProblems(anna.page, 'match page en')).toEqual([]);
  await snap(anna.page, 'likes-04-match-page-en');

  // Taking the like back ends the match: its page says so, and Bram's match list empties.
  await anna.page.goto(`/members/${bram.id}`);
  await anna.page.getByRole('button', { name: 'Liked' }).click();
  await expect(anna.page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await anna.page.goto(`/likes/m/${bram.id}`);
  await expect(anna.page.getByRole('heading', { name: 'No match', level: 1 })).toBeVisible();
  await bram.page.goto('/likes/matches');
  await expect(bram.page.getByText('Nog geen matches. Als iemand die jij leuk vindt jou terug liket, hebben jullie een match.')).toBeVisible();
  await expect(bram.page.getByRole('link', { name: 'Speel het swipe-spel' })).toHaveAttribute('href', '/swipe-game');
  // A tab the page does not know opens the received likes.
  await bram.page.goto('/likes/nonsense');
  await expect(bram.page).toHaveURL(/\/likes$/);
  await Promise.all([anna.close(), bram.close()]);
});

test('a visitor is asked to log in or sign up before liking', async ({ browser }) => {
  const member = await memberIn(browser, 'en', `Cleo ${randomUUID().slice(0, 4)}`, 'female');
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

test('a member on the way to another page when the like modal of ?t= comes still gets there, and sees the modal', async ({ browser }) => {
  const member = await memberIn(browser, 'en', `Mia ${randomUUID().slice(0, 4)}`, 'female');
  // The messages page's code arrives late, and the modal's minute is fast-forwarded only once the member has clicked:
  // its moment comes while the way there is under way, however slow the machine.
  await member.page.route(/chats\.route-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await member.page.clock.install();
  await member.page.goto('/likes?t=60');
  await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();
  await member.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Messages/ }).click();
  await member.page.clock.runFor(60_000);
  await expect(member.page.getByRole('dialog', { name: / likes you!$/ })).toBeVisible();
  await expect(member.page).toHaveURL(/\/chats$/);
  await member.close();
});

test('the like modal of ?t= shows a site-run member who likes the member, then leaves the address (Polish, phone)', async ({ browser }) => {
  const member = await memberIn(browser, 'pl', `Ola ${randomUUID().slice(0, 4)}`, 'female', PHONE);
  await member.page.goto('/members?t=1');
  const modal = member.page.getByRole('dialog', { name: / cię lubi!$/ });
  await expect(modal).toBeVisible();
  await expect(member.page).not.toHaveURL(/[?&]t=/);
  expect(await accessibilityProblems(member.page, 'like modal pl')).toEqual([]);
  await snap(member.page, 'likes-06-like-modal-phone-pl');
  const name = (await modal.getByRole('heading').textContent())!.replace(/ cię lubi!$/, '');
  await member.page.goto('/likes');
  const received = member.page.getByRole('list', { name: 'Otrzymane' });
  await expect(received.getByText(name)).toBeVisible();
  await expect(received.getByText('Nowe')).toBeVisible();
  await expect(member.page).toHaveTitle(/^\(1\) /);
  expect(await accessibilityProblems(member.page, 'likes received pl phone')).toEqual([]);
  await snap(member.page, 'likes-07-received-phone-pl');

  // Opening the profile clears the new flag; liking back is a match with the site-run member.
  await received.getByRole('link', { name: new RegExp(name) }).click();
  await expect(member.page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(member.page).not.toHaveTitle(/^\(1\) /);
  expect(await accessibilityProblems(member.page, 'profile with like button pl phone')).toEqual([]);
  await snap(member.page, 'likes-08-profile-phone-pl');
  await member.page.getByRole('button', { name: 'Polub', exact: true }).click();
  const match = member.page.getByRole('dialog', { name: 'Jest dopasowanie!' });
  await expect(match).toBeVisible();
  expect(await accessibilityProblems(member.page, 'match modal pl phone')).toEqual([]);
  await snap(member.page, 'likes-09-match-modal-phone-pl');
  await match.getByRole('link', { name: 'Zobacz profil' }).click();
  await expect(match).toBeHidden();
  await expect(member.page.getByRole('button', { name: 'Polubiono' })).toHaveAttribute('aria-pressed', 'true');
  await member.close();
});
