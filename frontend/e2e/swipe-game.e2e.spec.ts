import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SWIPE_ERRORS, SWIPE_LIKES_PER_DAY, type SwipeGameView } from '@dating/domain';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, snap } from './journey-helpers.js';

const PHONE = { width: 360, height: 740 };

type SwipeTexts = {
  title: string;
  like: string;
  pass: string;
  likesLeft_one: string;
  likesLeft_few?: string;
  likesLeft_many?: string;
  likesLeft_other: string;
  outOfLikes: string;
  nextLikeIn: string;
  premiumClaim: string;
  getPremium: string;
  liked: string;
};

/**
 * The swipe game's texts as the member's language has them (the locale spec checks they exist in every language), the
 * premium claim with its 46 percent written as the language writes a percentage.
 */
const swipeTexts = (language: string): SwipeTexts => {
  const { swipe } = JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}/likes.json`, import.meta.url), 'utf8')) as { swipe: SwipeTexts };
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(0.46);
  return { ...swipe, premiumClaim: swipe.premiumClaim.replace('{{percentage, percent}}', percent) };
};

/** "{{count}} likes left today" in the language's plural form for `count` (Polish: 1 one, 2–4 few, 5+ many). */
const likesLeftText = (language: string, texts: SwipeTexts, count: number) => {
  const form = new Intl.PluralRules(language).select(count) as 'one' | 'few' | 'many' | 'other';
  return (texts[`likesLeft_${form}`] ?? texts.likesLeft_other).replace('{{count}}', String(count));
};

/** A confirmed member on a phone, speaking `language`, in Utrecht so the deck can be dealt. */
const swiper = (browser: Browser, language: string, name: string) => confirmedMember(browser, { language, name, gender: 'male', viewport: PHONE });

const topCard = (page: Page) => page.locator('.swipe-card:not(.swipe-card--next)');
/** The top card's name without the age after it ("Anna, 34" → "Anna"). */
const topCardName = async (page: Page) => (await topCard(page).locator('.swipe-card__name').textContent())!.replace(/, \d+$/, '');

/** Drags the top card with the mouse `dx` pixels sideways (in steps, so it follows the pointer) and lets go. */
const dragTopCard = async (page: Page, dx: number) => {
  await page.locator('.swipe-game__buttons').scrollIntoViewIfNeeded();
  const box = (await topCard(page).boundingBox())!;
  // Low on the card: its top may sit under the sticky navigation.
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.75;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
};

for (const language of ['en', 'nl', 'pl']) {
  test(`the swipe game on a phone gives four likes a day, refuses the fifth with the wait and the premium claim, and passing goes on (${language})`, async ({
    browser,
  }) => {
    const texts = swipeTexts(language);
    const { page, close } = await swiper(browser, language, `Swiper ${randomUUID().slice(0, 4)}`);
    const swipes: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/swipe.php')) swipes.push(request.postDataJSON());
    });

    await page.goto('/swipe-game');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(likesLeftText(language, texts, SWIPE_LIKES_PER_DAY))).toBeVisible();
    await expect(topCard(page).locator('.swipe-card__name')).not.toBeEmpty();
    expect(await accessibilityProblems(page, `swipe game ${language}`)).toEqual([]);
    await snap(page, `swipe-01-deck-phone-${language}`);

    // Four likes: the button, the right arrow, a drag to the right and the button again.
    const likeWith = [
      () => page.getByRole('button', { name: texts.like, exact: true }).click(),
      () => page.keyboard.press('ArrowRight'),
      () => dragTopCard(page, 160),
      () => page.getByRole('button', { name: texts.like, exact: true }).click(),
    ];
    for (const [index, like] of likeWith.entries()) {
      const name = await topCardName(page);
      await like();
      await expect(page.getByText(texts.liked.replace('{{name}}', name))).toBeAttached();
      const left = SWIPE_LIKES_PER_DAY - index - 1;
      if (left) await expect(page.getByText(likesLeftText(language, texts, left))).toBeVisible();
    }

    // No likes left: the like button gives way to the wait (counting down) and the premium claim.
    await expect(page.getByText(texts.outOfLikes, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.nextLikeIn)).toBeVisible();
    await expect(page.getByText(texts.premiumClaim)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: texts.getPremium })).toHaveAttribute('href', '/premium');
    await expect(page.getByRole('button', { name: texts.like, exact: true })).toHaveCount(0);
    const countdown = page.locator('.swipe-game__countdown');
    await expect(countdown).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
    const shown = await countdown.textContent();
    await expect(countdown).not.toHaveText(shown!, { timeout: 3_000 });
    expect(await accessibilityProblems(page, `swipe game out of likes ${language}`)).toEqual([]);
    await snap(page, `swipe-02-out-of-likes-phone-${language}`);

    // The fifth like is refused: the arrow key sends nothing, and the server says when the next like comes.
    await page.keyboard.press('ArrowRight');
    await dragTopCard(page, 160);
    expect(swipes).toHaveLength(SWIPE_LIKES_PER_DAY);
    const deck = (await (await page.request.get('/api/swipe-game.php')).json()) as SwipeGameView;
    expect(deck.likes_left).toBe(0);
    const fifth = await page.request.post('/api/swipe.php', { data: { member_id: deck.cards[0]!.id, choice: 'like' } });
    expect(fifth.status()).toBe(429);
    const refusal = (await fifth.json()) as { code: string; params: { next_like_at: string } };
    expect(refusal.code).toBe(SWIPE_ERRORS.NO_LIKES_LEFT);
    expect(refusal.params.next_like_at).toBe(deck.next_like_at);

    // A pass still works, by button, arrow and drag, and costs nothing.
    for (const pass of [
      () => page.getByRole('button', { name: texts.pass, exact: true }).click(),
      () => page.keyboard.press('ArrowLeft'),
      () => dragTopCard(page, -160),
    ]) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/swipe.php'));
      await pass();
      expect((await answered).ok()).toBe(true);
      // Done once the buttons answer again: the next card is the one on screen (journeys leave members of one name).
      await expect(page.getByRole('button', { name: texts.pass, exact: true })).toHaveAttribute('aria-disabled', 'false');
    }
    const passes = swipes.slice(SWIPE_LIKES_PER_DAY) as { member_id: string; choice: string }[];
    expect(passes.map((swipe) => swipe.choice)).toEqual(['pass', 'pass', 'pass']);
    // Each pass went to the card after the one before: three members.
    expect(new Set(passes.map((swipe) => swipe.member_id)).size).toBe(3);
    await expect(page.getByText(texts.premiumClaim)).toBeVisible();
    await close();
  });
}

test('a new member lands on the signup matches: suggestions to like, and the way on to the search (Dutch, phone)', async ({ browser }) => {
  const { page, close } = await swiper(browser, 'nl', `Nieuw ${randomUUID().slice(0, 4)}`);
  await page.goto('/signup-matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Je eerste matches' })).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  const likeButtons = page.getByRole('list', { name: 'Je eerste matches' }).getByRole('button', { name: / liken$/ });
  // The embedded default's demo members are there to be suggested.
  await likeButtons.first().click();
  await expect(page.getByRole('list', { name: 'Je eerste matches' }).getByRole('button', { pressed: true })).toHaveCount(1);
  expect(await accessibilityProblems(page, 'signup matches nl')).toEqual([]);
  await snap(page, 'swipe-03-signup-matches-phone-nl');
  await close();
});
