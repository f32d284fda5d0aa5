import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { JOURNEY_PASSWORD, passEntryWarning, signUpInSteps, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

const DESIGNS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];

/** The animation each slide of a slideshow lander runs, and how many slides there are. */
const slideAnimations = (page: Page) =>
  page.locator('.lander-slideshow__slide').evaluateAll((slides) => ({ count: slides.length, names: [...new Set(slides.map((slide) => getComputedStyle(slide).animationName))] }));

/** The site's newest women of 35 to 55 with a photo, as a visitor's search shows them: whom a lander for the milf niche shows. */
const newestOfNiche = async (page: Page) => {
  const answer = await page.request.get('/api/search.php?gender=female&min_age=35&max_age=55&order=newest');
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { id: string; name: string; age: number; main_image: object | null }[] };
  return results.filter((member) => member.main_image !== null);
};

test('every lander design shows the members its niche promised, fits a phone and opens the signup over the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const niche = await newestOfNiche(page);
  expect(niche.length).toBeGreaterThan(0);
  let slideshows = 0;
  for (const design of DESIGNS) {
    await page.goto(`/landers/${design}/milf-amsterdam`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The lander layout: a logo bar, no navigation.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    if (design !== 'iconslanding') await expect(page.getByText(niche[0]!.name, { exact: false }).first()).toBeVisible();
    expect(await layoutProblems(page, `${design} lander`)).toEqual([]);
    expect(await accessibilityProblems(page, `${design} lander`)).toEqual([]);
    const slides = await slideAnimations(page);
    // Each slide's share of the cycle fits their number: no blank pause between slides, none cut short.
    if (slides.count > 1) {
      expect(slides.names, `${design} slides`).toEqual([`lander-slide-${slides.count}`]);
      slideshows += 1;
    }
    await snap(page, `landers-01-${design}-en-phone`);
  }
  // The slide check above ran on at least one design: a lander that lost its slides would not pass unnoticed.
  expect(slideshows).toBeGreaterThan(0);
  // The gallery shows cards with ages: all within the niche's.
  await page.goto('/landers/gallery/milf-amsterdam');
  await expect(page.locator('.profile-card__age').first()).toBeVisible();
  const ages = (await page.locator('.profile-card__age').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(ages.length).toBeGreaterThan(0);
  expect(ages.every((age) => age >= 35 && age <= 55)).toBe(true);
  // Only members with an approved photo: on a live site the newest accounts have none yet.
  expect(await page.locator('.profile-card .profile-photo').count()).toBe(ages.length);
  await expect(page.locator('.profile-card .profile-photo--empty')).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await context.close();
});

test('on a desktop, in Dutch and Swedish, every lander design speaks the visitor’s language, shows the niche’s members and fits', async ({ browser }) => {
  for (const language of ['nl', 'sv']) {
    const context = await browser.newContext({ viewport: DESKTOP, locale: `${language}-${language === 'sv' ? 'SE' : 'NL'}` });
    const page = await context.newPage();
    const niche = await newestOfNiche(page);
    for (const design of DESIGNS) {
      const response = await page.goto(`/landers/${design}/milf-amsterdam`);
      expect(await response!.text(), `${language} ${design}`).toContain(`<html lang="${language}">`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (design !== 'iconslanding') await expect(page.getByText(niche[0]!.name, { exact: false }).first()).toBeVisible();
      expect(await layoutProblems(page, `${language} ${design} lander, desktop`)).toEqual([]);
      expect(await accessibilityProblems(page, `${language} ${design} lander, desktop`)).toEqual([]);
    }
    await snap(page, `landers-02-${DESIGNS.at(-1)}-${language}-desktop`);
    await context.close();
  }
});

test('on every lander design the explanation of a fictional mark opens within the phone screen, whichever column the mark is in', async ({ browser }) => {
  // Still slideshows: the slide whose mark is tapped stays the one shown.
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  let explained = 0;
  for (const design of DESIGNS) {
    // Women over 55: on the test site only the site-run profiles, which carry the mark (the journeys' own members,
    // younger, with photos, may be all a milf lander shows once enough journeys ran).
    await page.goto(`/landers/${design}/gilf-amsterdam`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await slideAnimations(page)).names.filter((name) => name !== 'none'), `${design}: slides that move despite reduced motion`).toEqual([]);
    const marks = page.locator('.fictional-badge').filter({ has: page.locator('button:visible') });
    for (let index = 0; index < Math.min(await marks.count(), 3); index += 1) {
      const mark = marks.nth(index);
      await mark.getByRole('button').tap();
      const explanation = mark.getByRole('note');
      await expect(explanation).toBeVisible();
      const box = (await explanation.boundingBox())!;
      expect(box.x, `${design}, mark ${index + 1}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${design}, mark ${index + 1}: right edge`).toBeLessThanOrEqual(PHONE.width);
      if (index === 0) await snap(page, `landers-05-${design}-fictional-explained-en-phone`);
      await mark.getByRole('button').tap();
      await expect(explanation).toBeHidden();
      explained += 1;
    }
  }
  expect(explained, 'fictional marks opened on the landers').toBeGreaterThan(0);
  await context.close();
});

test('an unknown lander design or a slug that is not one is a 404', async ({ page }) => {
  expect((await page.goto('/landers/nosuchdesign'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  expect((await page.goto('/landers/gallery/Not%20a%20slug'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('the swipe lander shows one member at a time and, after three choices, asks to sign up to like for real', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/landers/tinderswipe');
  for (let choice = 0; choice < 3; choice += 1) {
    await page.getByRole('button', { name: choice % 2 ? /^Pass on / : /^Like / }).click();
  }
  await expect(page.getByText('Sign up free to like them for real and start chatting.')).toBeVisible();
  expect(await accessibilityProblems(page, 'swipe lander, done')).toEqual([]);
  await snap(page, 'landers-02-tinderswipe-done-en-phone');
  await context.close();
});

test('an ad for one member: the visitor writes a first message, signs up, and finds it in the chat with that member', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const [member] = await newestOfNiche(page);
  for (const variant of ['landing', 'landing2/milf', 'landing3']) {
    await page.goto(`/members/${member!.id}/${variant}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member!.name);
    expect(await layoutProblems(page, `member ${variant}`)).toEqual([]);
    expect(await accessibilityProblems(page, `member ${variant}`)).toEqual([]);
    await snap(page, `landers-03-member-${variant.replace('/', '-')}-en-phone`);
  }
  const firstMessage = `Hi ${member!.name}, coffee this week? ${randomUUID().slice(0, 4)}`;
  await page.getByLabel(`Your message to ${member!.name}`).fill(firstMessage);
  await page.getByRole('link', { name: `Write to ${member!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member!.id}/signup$`));
  await expect(page.getByRole('heading', { name: `Sign up to write to ${member!.name}` })).toBeVisible();
  await snap(page, 'landers-04-member-signup-en-phone');

  await signUpInSteps(page, {
    email: `lander-${randomUUID()}@example.com`,
    password: JOURNEY_PASSWORD,
    name: 'Sam',
    dateOfBirth: '1988-02-03',
    gender: 'Man',
    sexuality: 'Straight',
    place: { country: 'Netherlands', region: 'Utrecht', city: 'Utrecht' },
  });
  await page.getByRole('link', { name: `Write to ${member!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member!.id}/chat$`));
  await expect(page.getByRole('textbox')).toHaveValue(firstMessage);
  await context.close();
});

test('a visitor who came through a traffic source sees the members on a site that shows them only to such visitors', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const dutchSite = new URL(baseURL!);
  dutchSite.hostname = 'nl.localhost';
  await page.goto(new URL('/landers/gallery?network=adnet&ref=autumn', dutchSite).toString());
  // The lander layout warns Dutch and German visitors about adult content.
  await passEntryWarning(page);
  await expect(page.locator('.profile-card').first()).toBeVisible();
  await page.goto(new URL('/members', dutchSite).toString());
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.locator('.profile-card').first()).toBeVisible();
  await context.close();
});
