import { fileURLToPath } from 'node:url';
import { devices, expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { activationLinkFor, snap } from './journey-helpers.js';

const run = Date.now();
const member = { email: `deletion-${run}@example.com`, name: 'Daan', password: 'a-long-secret-1', dateOfBirth: '1987-09-30' };
// Seeded by the embedded default (services/api/src/demo/demo-accounts.ts); looks at the member's profile.
const viewer = { email: 'demo@localhost', password: 'demo-member' };
const REACTIVATE_LINK = '/api/reactivate.php';

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** A dialog is fixed to the window: the window is the picture, not the page behind it. */
const snapDialog = (page: Page, step: string) => page.screenshot({ path: `${artifactsDir}${step}.png` });

/** journey-helpers' snap scrolls to the top, but smoothly (Bootstrap's scroll-behavior): jump there first. */
const snapFromTop = async (page: Page, step: string) => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await snap(page, step);
};

/** A browser that speaks Dutch (the language cookie) and has passed the adult-content warning before. */
const dutchContext = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: baseURL }]);
  await context.addCookies([{ name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL }]);
  return context;
};

/** Links (newest mail first) containing `linkPart` in the mails to one address. */
const mailLinks = async (context: BrowserContext, to: string, linkPart: string): Promise<string[]> => {
  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const hrefs = await mailbox.locator(`article.mail a[href*="${linkPart}"]`).evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
  await mailbox.close();
  return hrefs;
};

/** Waits for the count-th such link (mails are sent by workers) and returns the newest. */
const awaitMailLink = async (context: BrowserContext, to: string, linkPart: string, count = 1) => {
  let links: string[] = [];
  await expect
    .poll(async () => (links = await mailLinks(context, to, linkPart)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  return links[0]!;
};

const signUpAndActivate = async (page: Page): Promise<string> => {
  const signup = await page.request.post('/api/signup.php', {
    data: { email: member.email, name: member.name, password: member.password, date_of_birth: member.dateOfBirth, language: 'nl' },
  });
  expect(signup.status()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  await page.goto(await activationLinkFor(page, member.email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  return user.id;
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
};

const answerReasons = async (page: Page, lookAround: boolean) => {
  await page.goto('/profile?tab=settings');
  await page.getByRole('region', { name: 'Account verwijderen' }).getByRole('button', { name: 'Account verwijderen' }).click();
  const reasons = page.getByRole('dialog', { name: 'Waarom wil je vertrekken?' });
  if (lookAround) {
    await reasons.getByRole('button', { name: 'Volgende' }).click();
    await expect(reasons.getByText('Kies minstens één reden.')).toBeVisible();
    await snapDialog(page, 'deletion-01-reasons-required');
  }
  await reasons.getByLabel('Het is me te duur').check();
  await reasons.getByLabel('Ik neem even pauze').check();
  await reasons.getByLabel('Wil je nog iets kwijt? (optioneel)').fill('Misschien kom ik later terug.');
  if (lookAround) await snapDialog(page, 'deletion-02-reasons');
  await reasons.getByRole('button', { name: 'Volgende' }).click();
};

type Discount = { percent: number; granted: boolean };

/** The offers answer the member's reasons, in their order: the discount (too expensive), invisible mode (a break); nothing else. */
const offerList = async (page: Page, discount: Discount) => {
  const offers = page.getByRole('dialog', { name: 'Voordat je gaat' });
  const options = offers.getByRole('list', { name: 'Andere mogelijkheden' }).getByRole('listitem');
  await expect(options).toHaveCount(2);
  // A member who took the discount sees it saved instead of offered again.
  await expect(options.nth(0)).toContainText(discount.granted ? `Je hebt al ${discount.percent}% korting` : `Blijf en krijg ${discount.percent}% korting`);
  await expect(options.nth(0).getByRole('button', { name: 'Ik blijf' })).toHaveCount(discount.granted ? 0 : 1);
  await expect(options.nth(1)).toContainText('Word onzichtbaar');
  return { offers, discountOffer: options.nth(0) };
};

const passOffers = async (page: Page, discount: Discount, screenshot: string) => {
  const { offers } = await offerList(page, discount);
  await snapDialog(page, screenshot);
  await offers.getByRole('button', { name: 'Nee, toch verwijderen' }).click();
};

const stayForTheDiscount = async (page: Page, discountPercent: number) => {
  await answerReasons(page, false);
  const { discountOffer } = await offerList(page, { percent: discountPercent, granted: false });
  await discountOffer.getByRole('button', { name: 'Ik blijf' }).click();
  const stayed = page.getByRole('dialog', { name: 'Fijn dat je blijft!' });
  await expect(stayed.getByRole('status')).toHaveText(
    `Je korting van ${discountPercent}% staat op je account en geldt voor je volgende aankoop van credits.`,
  );
  await snapDialog(page, 'deletion-08a-stayed-for-discount');
  await stayed.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(stayed).toHaveCount(0);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { retention_discount: unknown } };
  expect(user.retention_discount).toEqual({ percentage: discountPercent });
  // Once only: the server refuses a second grant.
  const again = await page.request.post('/api/retention-offer.php', { data: {} });
  expect({ status: again.status(), body: await again.json() }).toMatchObject({ status: 409, body: { code: 'ACCOUNT.RETENTION_OFFER_USED' } });
};

const deleteAccount = async (page: Page, discount: Discount, lookAround: boolean) => {
  await answerReasons(page, lookAround);
  await passOffers(page, discount, lookAround ? 'deletion-03-offers' : 'deletion-08-offers-phone');
  const confirm = page.getByRole('dialog', { name: 'Account verwijderen' });
  if (lookAround) {
    await confirm.getByLabel('Je wachtwoord').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Account definitief verwijderen' }).click();
    await expect(confirm.getByText('Verkeerd wachtwoord. Probeer het opnieuw.')).toBeVisible();
    await snapDialog(page, 'deletion-04-wrong-password');
  }
  await confirm.getByLabel('Je wachtwoord').fill(member.password);
  await confirm.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();
  // The session is gone: the navigation offers the login again.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Inloggen' })).toBeVisible();
};

const profileHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

const loginStatus = async (request: APIRequestContext) =>
  (await request.post('/api/user.php', { data: { email: member.email, password: member.password } })).status();

test('a Dutch member deletes the account, reactivates it, deletes it again and is erased after 14 days', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const context = await dutchContext(browser, baseURL!);
  const page = await context.newPage();
  const memberId = await signUpAndActivate(page);
  const { delete_discount: discountPercent } = (await (await request.get('/api/companyinfo.php')).json()) as {
    delete_discount: number;
  };

  const viewerContext = await dutchContext(browser, baseURL!);
  const viewerPage = await viewerContext.newPage();
  await logIn(viewerPage, viewer.email, viewer.password);
  await expect(viewerPage).toHaveURL(/\/members(\?|$)/);
  await expect(async () => {
    await viewerPage.goto(`/members/${memberId}`);
    await expect(profileHeading(viewerPage)).toContainText(member.name, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await test.step('delete the account with reasons, after the alternative offers', async () => {
    await deleteAccount(page, { percent: discountPercent, granted: false }, true);
    await snapFromTop(page, 'deletion-05-account-deleted');
  });

  await test.step('the deleted account cannot log in', async () => {
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('main').getByText('Dit account is verwijderd.', { exact: false })).toBeVisible();
    await snapFromTop(page, 'deletion-06-login-refused');
  });

  await test.step('an unknown reactivation link says so', async () => {
    await page.goto(`${REACTIVATE_LINK}?token=not-a-real-token`);
    await expect(page).toHaveURL(/\/account-deleted\?reactivation=invalid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' })).toBeVisible();
    await snapFromTop(page, 'deletion-07-reactivation-invalid');
  });

  await test.step('the link in the mail reactivates the account', async () => {
    await page.goto(await awaitMailLink(context, member.email, REACTIVATE_LINK));
    await expect(page).toHaveURL(/\/login\?reactivated=1$/);
    await logIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/members(\?|$)/);
  });

  await test.step('stay for the discount instead: it is saved on the account, once', async () => {
    await stayForTheDiscount(page, discountPercent);
  });

  await test.step('delete again, the discount shown as saved, and have the link sent once more', async () => {
    const mailsBefore = (await mailLinks(context, member.email, REACTIVATE_LINK)).length;
    await page.setViewportSize(devices['Pixel 7'].viewport);
    await deleteAccount(page, { percent: discountPercent, granted: true }, false);
    await page.setViewportSize({ width: 1280, height: 720 });
    await awaitMailLink(context, member.email, REACTIVATE_LINK, mailsBefore + 1);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByRole('button', { name: 'Stuur de link opnieuw' }).click();
    await expect(page.getByText(`Hoort er een verwijderd account bij ${member.email}, dan is de link onderweg.`)).toBeVisible();
    await awaitMailLink(context, member.email, REACTIVATE_LINK, mailsBefore + 2);
    await snapFromTop(page, 'deletion-09-link-sent-again');
  });

  await test.step('after the 14 days the account is erased for good', async () => {
    try {
      expect((await request.post('/dev/clock', { data: { advance_days: 15 } })).ok()).toBe(true);
      // The deadline sweeper runs every few seconds: the refusal turns from "deleted" into an unknown login.
      await expect.poll(() => loginStatus(request), { timeout: 20_000 }).toBe(401);
      await logIn(page, member.email, member.password);
      await expect(page.getByRole('main').getByText('Login mislukt, probeer opnieuw')).toBeVisible();

      await viewerPage.goto(`/members/${memberId}`);
      // The demo member saved English: logging in switched the viewer's Dutch browser to it.
      await expect(profileHeading(viewerPage)).toHaveText('This profile does not exist (any more) or is invisible.');
      await snapFromTop(viewerPage, 'deletion-10-old-profile-not-found');

      const signup = await request.post('/api/signup.php', {
        data: { email: member.email, name: 'Daan', password: member.password, date_of_birth: member.dateOfBirth, language: 'nl' },
      });
      expect(signup.status()).toBe(201);
      const { user } = (await signup.json()) as { user: { id: string } };
      expect(user.id).not.toBe(memberId);
    } finally {
      await request.delete('/dev/clock');
    }
  });

  await viewerContext.close();
  await context.close();
});
