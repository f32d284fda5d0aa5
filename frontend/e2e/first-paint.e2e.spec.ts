import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';

/**
 * The first paint is the finished page in the visitor's language: the server chooses the language and sends the page
 * rendered, its texts in it. Everything here is read with JavaScript off, so it is what shows before any script runs.
 */

type Texts = Record<string, unknown>;
const textsOf = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Texts;
const text = (texts: Texts, path: string): string => path.split('.').reduce<unknown>((node, key) => (node as Texts)[key], texts) as string;

/** Every key of a namespace, as the raw key that would show if its text were missing (e.g. `nav.getPremium`). */
const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value ? keysOf(value as Texts, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** The page each path is, where its heading's text lives, and whether it greets a visitor from here with the 18+ notice. */
const PAGES = [
  { path: '/', namespace: 'home', heading: 'hero.title', entryWarning: true },
  { path: '/login', namespace: 'auth', heading: 'login.title', entryWarning: true },
  { path: '/signup', namespace: 'signup', heading: 'account.title', entryWarning: true },
  // Spec §2: the lander layout shows it only to visitors from NL and DE; the test site places loopback in GB.
  { path: '/landers/gallery', namespace: 'landers', heading: 'designs.gallery.title', entryWarning: false },
  { path: '/pages/terms', namespace: 'pages', heading: 'terms.title', entryWarning: true },
  // Where the activation mail lands, often in another browser than the signup's.
  { path: '/activate/done', namespace: 'auth', heading: 'activation.doneTitle', entryWarning: true },
];

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** How the visitor tells their language: the language cookie, or only the browser's Accept-Language. */
const VISITORS = [
  { language: 'en', cookie: false, viewport: PHONE },
  { language: 'pl', cookie: true, viewport: DESKTOP },
  { language: 'sv', cookie: false, viewport: PHONE },
  { language: 'de', cookie: true, viewport: PHONE },
  { language: 'fi', cookie: false, viewport: DESKTOP },
  { language: 'nl', cookie: false, viewport: PHONE },
];

const scriptlessContext = async (browser: Browser, baseURL: string, language: string, cookie: boolean, viewport: BrowserContextOptions['viewport']) => {
  // The browser's locale is what it sends as Accept-Language: with the cookie it stays English, so the cookie must win.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: cookie ? 'en-GB' : `${language}-${language.toUpperCase()}` });
  if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL }]);
  return context;
};

test('public pages arrive finished in the visitor’s language, with the 18+ notice, before any script runs', async ({ browser, baseURL }) => {
  for (const { language, cookie, viewport } of VISITORS) {
    const context = await scriptlessContext(browser, baseURL!, language, cookie, viewport);
    const page = await context.newPage();
    const common = textsOf(language, 'common');
    const rawKeys = keysOf(common);
    for (const { path, namespace, heading, entryWarning } of PAGES) {
      const response = await page.goto(path);
      const html = await response!.text();
      // English pages are British English (dates and numbers as written in Europe).
      expect(html, `${language} ${path}`).toContain(`<html lang="${language === 'en' ? 'en-GB' : language}">`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(textsOf(language, namespace), heading).replace(/\{\{name\}\}/g, 'Amora'));
      const bodyText = await page.locator('body').innerText();
      expect(rawKeys.concat(keysOf(textsOf(language, namespace))).filter((key) => bodyText.includes(key)), `${language} ${path}`).toEqual([]);
      // The site's name is in the page from the start: never "© 2026 . All rights reserved".
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Amora`);
      await expect(page.getByRole('dialog', { name: text(common, 'entryWarning.title') })).toHaveCount(entryWarning ? 1 : 0);
    }
    await page.goto('/');
    await page.screenshot({ path: `${ARTIFACTS}first-paint-${language}-${viewport!.width}.png` });
    // The same first paint on the other kind of screen.
    const other = viewport === PHONE ? DESKTOP : PHONE;
    await page.setViewportSize(other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(textsOf(language, 'home'), 'hero.title').replace(/\{\{name\}\}/g, 'Amora'));
    await page.screenshot({ path: `${ARTIFACTS}first-paint-${language}-${other.width}.png` });
    await context.close();
  }
});

test('the Dutch site speaks Dutch from its first paint, its fictional-profile disclaimer included', async ({ browser, baseURL }) => {
  const dutchSite = new URL(baseURL!);
  dutchSite.hostname = 'nl.localhost';
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  for (const path of ['/', '/pages/faq', '/login']) {
    const response = await page.goto(new URL(path, dutchSite).href);
    expect(await response!.text()).toContain('<html lang="nl">');
    // The Dutch site's own wording of its disclaimer, not our English translation.
    await expect(page.locator('footer')).toContainText('Profielen met dit teken zijn fictief en worden door ons team beheerd.');
  }
  await page.screenshot({ path: `${ARTIFACTS}first-paint-nl-site.png`, fullPage: true });
  await context.close();
});

test('the browser takes over the server’s page without changing what shows', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: baseURL }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const heading = text(textsOf('pl', 'home'), 'hero.title');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // Hydrated: the notice's button answers, and the page behind it is the same.
  await page.getByRole('button', { name: text(textsOf('pl', 'common'), 'entryWarning.enter').replace('{{min_age}}', '18') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(problems).toEqual([]);
  await context.close();
});
