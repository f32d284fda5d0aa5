import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, giveCredits, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Chromium shows no page as an installed app in a test: the page is told it is one, as the display-mode query would. */
const asInstalledApp = () => {
  const browserMatchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = browserMatchMedia(query);
    if (query !== '(display-mode: standalone)') return list;
    // The page listens for changes too: the answer keeps the real list's methods, bound to it.
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } as MediaQueryList;
  };
};

test('the installed app has a back button on member, likes and credits pages: to the page before, else to the parent page', async ({ browser, baseURL }) => {
  for (const language of ['en', 'fr'] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(asInstalledApp);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
    const page = await context.newPage();
    // No adult-content warning in the installed app: the site opens straight away.
    await page.goto('/');
    const signup = await page.request.post('/api/signup.php', {
      data: { email: `app-${randomUUID()}@example.com`, name: 'Kim', password: 'a long enough password', date_of_birth: '1990-04-12', language },
    });
    expect(signup.status()).toBe(201);
    const back = page.getByRole('button', { name: language === 'en' ? 'Back' : 'Retour' });

    await page.goto('/members');
    const firstCard = page.locator('a.profile-card__link').first();
    await expect(firstCard).toBeVisible();
    await expect(back).toHaveCount(0);
    await firstCard.click();
    await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
    await expect(back).toBeVisible();
    // On a phone the back button takes the brand's place, and the header still fits.
    await expect(page.locator('.top-nav .brand')).toBeHidden();
    expect(await layoutProblems(page, `${language} member profile in the app`)).toEqual([]);
    await snap(page, `installed-app-01-member-${language}`);
    await back.click();
    await expect(page).toHaveURL(/\/members(\?.*)?$/);

    // Opened right on a page (a push, a provider's return): back leads to its parent page.
    await page.goto('/likes/matches');
    await back.click();
    await expect(page).toHaveURL(/\/likes$/);
    await page.goto('/credits/repeat-order');
    await back.click();
    await expect(page).toHaveURL(/\/credits$/);
    await context.close();
  }
});

type Manifest = {
  name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's header (IHDR follows the 8-byte signature and its own 8-byte chunk head). */
const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString('latin1'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test("each site's web app manifest makes it an installable app: its name, colour and language, and icons of the sizes it lists", async ({ page }) => {
  for (const [host, expected] of [
    ['localhost', { name: 'Amora', short_name: 'Amora', lang: 'en', theme_color: '#3b1f5c' }],
    ['nl.localhost', { name: 'Amora Nederland', short_name: 'Amora NL', lang: 'nl', theme_color: '#136b99' }],
  ] as const) {
    const response = await page.request.get('/manifest.webmanifest', { headers: { 'x-forwarded-host': host } });
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ ...expected, start_url: '/', scope: '/', display: 'standalone', background_color: '#fbfaff' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src, { headers: { 'x-forwarded-host': host } });
      expect(file.headers()['content-type']).toBe(icon.type);
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(await file.body())).toEqual({ signature: 'PNG', width: size, height: size });
    }
  }
  expect((await page.request.get('/app-icons/any-1024.png')).status()).toBe(404);

  // Chromium itself finds nothing missing for an install (the page links the manifest, which has all it asks for), and
  // objects only that a test's browser context is a private window, where it installs nothing.
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  await expect.poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url).toMatch(/\/manifest\.webmanifest$/);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
});

const OFFLINE_TITLES = { en: 'You are offline', pl: 'Jesteś offline', sv: 'Du är offline', nl: 'Je bent offline' } as const;

test('with no network a page gives way to the offline page in the visitor’s language, and the worker keeps nothing else', async ({ browser, baseURL }) => {
  for (const [language, title] of Object.entries(OFFLINE_TITLES)) {
    const context = await browser.newContext({ viewport: language === 'pl' ? PHONE : DESKTOP });
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/members');
    // Every page registers the worker, which keeps the offline pages before it takes over.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    await context.setOffline(true);
    await page.goto('/members?page=2');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Its own stylesheet came from the worker's copy as well.
    await expect(page.locator('.offline__retry')).toHaveCSS('background-color', 'rgb(19, 107, 153)');
    expect(await accessibilityProblems(page, `offline page ${language}`)).toEqual([]);
    expect(await layoutProblems(page, `offline page ${language}`)).toEqual([]);
    await snap(page, `installed-app-02-offline-${language}`);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
      return entries.flat();
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((path) => !path.startsWith('/offline/'))).toEqual([]);

    // Back online, "try again" loads the page it stood in for.
    await context.setOffline(false);
    await page.locator('.offline__retry').click();
    await expect(page).toHaveURL(/\/members\?page=2$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await context.close();
  }
});

/** The app badge as the page sets it, every call recorded (a browser shows it only for an installed app). */
const recordAppBadge = () => {
  const calls: number[] = [];
  Object.assign(window, { appBadgeCalls: calls });
  navigator.setAppBadge = async (count?: number) => void calls.push(count ?? 0);
  navigator.clearAppBadge = async () => void calls.push(0);
};
const lastAppBadge = (page: Page) => page.evaluate(() => (window as unknown as { appBadgeCalls: number[] }).appBadgeCalls.at(-1));

/** Chromium offers an install only to a browser that meets its own conditions; the test makes the offer as it would. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void Object.assign(window, { installDialogShown: true }),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
  });

test('the app badge counts new likes and unread messages on desktop and phone and clears once each is seen; the account menu offers the install the browser offers', async ({ browser }) => {
  const bram = await confirmedMember(browser, { language: 'en', name: `Bram ${randomUUID().slice(0, 4)}`, gender: 'male' });
  const anna = await confirmedMember(browser, { language: 'en', name: `Anna ${randomUUID().slice(0, 4)}`, gender: 'female' });
  expect((await anna.page.request.post('/api/like.php', { data: { member_id: bram.id } })).ok()).toBe(true);

  const desktop = bram.page;
  await desktop.context().addInitScript(recordAppBadge);
  await desktop.goto('/members');
  await expect.poll(() => lastAppBadge(desktop)).toBe(1);
  // A message from Anna counts too, as the open page hears it.
  await giveCredits(browser, anna.id, 50);
  expect((await anna.page.request.post('/api/message.php', { data: { member_id: bram.id, message_id: randomUUID(), text: 'Hi Bram!' } })).status()).toBe(201);
  await expect.poll(() => lastAppBadge(desktop)).toBe(2);

  const menu = desktop.getByRole('button', { name: 'Account menu' });
  const installItem = desktop.getByRole('menuitem', { name: 'Install the app' });
  await menu.click();
  await expect(desktop.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(installItem).toHaveCount(0);
  await menu.click();
  await offerInstall(desktop);
  await menu.click();
  await expect(installItem).toBeVisible();
  await snap(desktop, 'installed-app-03-install-offered-desktop');
  await installItem.click();
  expect(await desktop.evaluate(() => (window as unknown as { installDialogShown?: boolean }).installDialogShown)).toBe(true);
  // An offer is good for one dialog.
  await menu.click();
  await expect(installItem).toHaveCount(0);

  const phoneContext = await browser.newContext({ viewport: PHONE, storageState: await desktop.context().storageState() });
  await phoneContext.addInitScript(recordAppBadge);
  const phone = await phoneContext.newPage();
  await phone.goto('/members');
  await expect.poll(() => lastAppBadge(phone)).toBe(2);
  // Opening the profile of who liked him is seeing the like; reading her message is the rest: then the badge goes.
  await phone.goto(`/members/${anna.id}`);
  await expect(phone.getByRole('heading', { name: anna.name })).toBeVisible();
  await expect.poll(() => lastAppBadge(phone)).toBe(1);
  await phone.goto(`/members/${anna.id}/chat`);
  await expect(phone.getByRole('log').getByText('Hi Bram!')).toBeVisible();
  await expect.poll(() => lastAppBadge(phone)).toBe(0);
  await phoneContext.close();
  await anna.close();
  await bram.close();
});
