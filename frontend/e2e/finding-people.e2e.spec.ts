import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AutoLikeView, SwipeGameView } from '@dating/domain';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

type Texts = Record<string, unknown>;
/** One namespace of the member's language, as the locale files have it (the locale spec checks every language has it). */
const textsOf = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Texts;
const text = (texts: Texts, key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts) as string;
/** The words of a text before its first placeholder, to find it whatever fills the placeholder. */
const opening = (template: string) => new RegExp(`^${template.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const overlap = async (first: Locator, second: Locator) => {
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};

/** Results before filters on a phone: the first card shows on the first screen, the filters wait behind one button. */
const searchOnPhone = async (page: Page, language: string, members: Texts) => {
  await page.goto('/members');
  const results = page.getByRole('list', { name: text(members, 'search.resultsLabel') });
  await expect(results.getByRole('listitem').first()).toBeInViewport();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const opener = page.getByRole('button', { name: text(members, 'search.filters.open'), exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: text(members, 'search.filters.label') });
  await expect(dialog.getByRole('combobox').first()).toBeVisible();
  const chosen = await dialog.locator('#filter-min_age').inputValue();
  expect(await accessibilityProblems(page, `search filters dialog ${language}`)).toEqual([]);
  expect(await layoutProblems(page, `search filters dialog ${language}`)).toEqual([]);
  await page.screenshot({ path: new URL(`../artifacts/finding-02-filters-dialog-${language}.png`, import.meta.url).pathname });
  await dialog.getByRole('button', { name: text(members, 'search.filters.showResults') }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The values chosen stay: they live in the address.
  await opener.click();
  await expect(dialog.locator('#filter-min_age')).toHaveValue(chosen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await snap(page, `finding-01-search-phone-${language}`);
};

/** A search that finds few widens itself, says how, and can be kept exact and widened again. */
const widening = async (page: Page, language: string, members: Texts) => {
  await page.goto('/members?gender=female&country=NL&radius=10&min_age=60&max_age=61');
  const notice = page.getByRole('status').filter({ hasText: opening(text(members, 'search.widened.notice')) });
  await expect(notice).toBeVisible();
  expect(await layoutProblems(page, `widening notice ${language}`)).toEqual([]);
  await snap(page, `finding-03-widened-phone-${language}`);
  await notice.getByRole('button', { name: text(members, 'search.widened.undo') }).click();
  await expect(page).toHaveURL(/[?&]widen=off/);
  await expect(page.getByText(text(members, 'search.exact.notice'))).toBeVisible();
  await page.getByRole('button', { name: text(members, 'search.exact.widen') }).click();
  await expect(page).not.toHaveURL(/widen=/);
  await expect(notice).toBeVisible();
};

/** Like and pass in view without scrolling; after the last like, the news that the likes are used is in view too. */
const swipeGame = async (page: Page, language: string, likes: Texts) => {
  const like = page.getByRole('button', { name: text(likes, 'swipe.like'), exact: true });
  const pass = page.getByRole('button', { name: text(likes, 'swipe.pass'), exact: true });
  for (const viewport of [PHONE, SMALL_PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/swipe-game');
    await expect(like).toBeInViewport({ ratio: 1 });
    await expect(pass).toBeInViewport({ ratio: 1 });
    await snap(page, `finding-04-swipe-${viewport.width}-${language}`);
  }
  // A like given on the likes page to a card the deck offers counted already.
  const { likes_left: likesLeft } = (await (await page.request.get('/api/swipe-game.php')).json()) as SwipeGameView;
  expect(likesLeft).toBeGreaterThan(0);
  for (let used = 0; used < likesLeft; used++) {
    const name = (await page.locator('.swipe-card:not(.swipe-card--next) .swipe-card__name').textContent())!.replace(/, \d+$/, '');
    await like.click();
    await expect(page.getByText(text(likes, 'swipe.liked').replace('{{name}}', name))).toBeAttached();
  }
  await expect(page.getByText(text(likes, 'swipe.outOfLikes'), { exact: true })).toBeInViewport();
  await expect(pass).toBeInViewport({ ratio: 1 });
  expect(await layoutProblems(page, `swipe game out of likes ${language}`)).toEqual([]);
  await page.screenshot({ path: new URL(`../artifacts/finding-05-out-of-likes-${language}.png`, import.meta.url).pathname });
};

/** A site-run member likes the member: the likes tabs fit, "New" sits beside "Fictional", liking back pops the match up. */
const likesAndMatch = async (page: Page, language: string, likes: Texts) => {
  const liker = ((await (await page.request.get('/api/auto-like.php')).json()) as AutoLikeView).profile!;
  await page.goto('/likes');
  const card = page.getByRole('list', { name: text(likes, 'page.tabs.received') }).getByRole('listitem').filter({ hasText: liker.name });
  const isNew = card.getByText(text(likes, 'page.new'), { exact: true });
  await expect(isNew).toBeVisible();
  expect(await overlap(isNew, card.locator('.fictional-badge'))).toBe(false);
  expect(await overlap(isNew, card.locator('.profile-card__action'))).toBe(false);
  expect(await layoutProblems(page, `likes tabs ${language}`)).toEqual([]);
  await snap(page, `finding-06-likes-phone-${language}`);

  await card.getByRole('button', { name: text(likes, 'button.likeName').replace('{{name}}', liker.name) }).click();
  const popup = page.getByRole('dialog', { name: text(likes, 'match.title') });
  await expect(popup).toBeVisible();
  await expect(popup).toBeFocused();
  await expect(popup.getByRole('link', { name: text(likes, 'match.sendMessage') })).toHaveAttribute('href', `/members/${liker.id}/chat`);
  await expect(popup.getByRole('link', { name: text(likes, 'modal.viewProfile') })).toHaveAttribute('href', `/members/${liker.id}`);
  // Not modal: nothing dims or locks the page, whose tabs still answer.
  await expect(popup).toHaveAttribute('aria-modal', 'false');
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
  expect(await accessibilityProblems(page, `match pop-up ${language}`)).toEqual([]);
  expect(await layoutProblems(page, `match pop-up ${language}`)).toEqual([]);
  await page.screenshot({ path: new URL(`../artifacts/finding-07-match-popup-${language}.png`, import.meta.url).pathname });
  // One press on the page underneath both closes the pop-up and does what it pressed.
  await page.getByRole('link', { name: new RegExp(`^${text(likes, 'page.tabs.matches')}`) }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('list', { name: text(likes, 'page.tabs.matches') }).getByText(liker.name)).toBeVisible();
};

/** On a 1366 px desktop every filter shows its whole value, the longest country name and "any distance" included. */
const searchOnDesktop = async (page: Page, language: string) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/members?country=GB&min_age=30&max_age=40');
  await expect(page.getByRole('search').locator('#filter-radius')).toBeVisible();
  expect(await layoutProblems(page, `search filters desktop ${language}`)).toEqual([]);
  await snap(page, `finding-08-search-desktop-${language}`);
};

/**
 * Regions in the member's language (CLDR's names): the region filter lists them in that language's order, and no card
 * names a region by GeoNames' English name where the language has its own ("North Holland" on a Polish page).
 */
const regionsInLanguage = async (page: Page, language: string, members: Texts) => {
  const names = textsOf(language, 'regions') as Record<string, Record<string, string>>;
  await page.goto('/members?country=PL');
  const polishRegions = Object.values(names.PL!).sort((a, b) => a.localeCompare(b, language));
  await expect(page.getByRole('search').locator('#filter-countryregion option')).toHaveText([text(members, 'search.filters.anyRegion'), ...polishRegions]);
  await page.goto('/members');
  const results = page.getByRole('list', { name: text(members, 'search.resultsLabel') });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const translated = new Map(Object.values(names).flatMap((regions) => Object.entries(regions)));
  // "Town, Region": a town with the region's name ("Utrecht") is shown once, with no region after it.
  const regionsShown = (await results.locator('.profile-card__place').allInnerTexts()).map((place) => place.split(', ')[1]).filter(Boolean);
  expect(regionsShown.length).toBeGreaterThan(0);
  expect(regionsShown.filter((region) => translated.has(region!) && translated.get(region!) !== region)).toEqual([]);
};

test('finding people on a phone and a desktop: results first, widening said, swiping in view, likes that fit, a match that leaves the page usable, regions in their language (en, pl, sv, nl)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const language of ['en', 'pl', 'sv', 'nl']) {
    const [members, likes] = [textsOf(language, 'members'), textsOf(language, 'likes')];
    const { page, close } = await confirmedMember(browser, { language, name: `Finder ${randomUUID().slice(0, 4)}`, gender: 'male', viewport: SMALL_PHONE });
    await searchOnPhone(page, language, members);
    await widening(page, language, members);
    await likesAndMatch(page, language, likes);
    await swipeGame(page, language, likes);
    await searchOnDesktop(page, language);
    await regionsInLanguage(page, language, members);
    await close();
  }
});
