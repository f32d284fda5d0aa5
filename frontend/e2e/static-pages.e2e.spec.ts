import { fileURLToPath } from 'node:url';
import { devices, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));
const snap = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${artifactsDir}pages-${name}.png`, fullPage: true });
};

type LinkAndHeading = [link: string, heading: string];
type FooterPage = { key: string; path: string; en: LinkAndHeading; nl: LinkAndHeading };

// Spec §2 footer order: terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ, support.
const FOOTER_PAGES: FooterPage[] = [
  {
    key: 'terms',
    path: '/pages/terms',
    en: ['Terms of service', 'Terms of service'],
    nl: ['Algemene voorwaarden', 'Algemene voorwaarden'],
  },
  {
    key: 'privacy',
    path: '/pages/privacy',
    en: ['Privacy', 'Privacy statement'],
    nl: ['Privacy', 'Privacyverklaring'],
  },
  {
    key: 'cookies',
    path: '/pages/cookies',
    en: ['Cookies', 'Cookies'],
    nl: ['Cookies', 'Cookies'],
  },
  {
    key: 'ban',
    path: '/pages/ban',
    en: ['Ban policy', 'Ban policy'],
    nl: ['Blokkeringsbeleid', 'Blokkeringsbeleid'],
  },
  {
    key: 'pricing',
    path: '/pricing',
    en: ['Pricing', 'Pricing'],
    nl: ['Prijzen', 'Prijzen'],
  },
  {
    key: 'complaints',
    path: '/complaints',
    en: ['Complaints', 'Complaints'],
    nl: ['Klachten', 'Klachten'],
  },
  {
    key: 'return-policy',
    path: '/pages/return-policy',
    en: ['Return policy', 'Return policy'],
    nl: ['Retourbeleid', 'Retourbeleid'],
  },
  {
    key: 'faq',
    path: '/pages/faq',
    en: ['FAQ', 'Frequently asked questions'],
    nl: ['Veelgestelde vragen', 'Veelgestelde vragen'],
  },
  {
    key: 'service',
    path: '/pages/service',
    en: ['Customer service', 'Customer service'],
    nl: ['Klantenservice', 'Klantenservice'],
  },
];

// The international site (localhost) warns every new visitor about adult content.
const enterSite = async (page: Page) => {
  await page.goto('/');
  const warning = page.getByRole('dialog');
  await warning.getByRole('button').last().click();
  await expect(warning).toBeHidden();
};

const openFromFooter = async (page: Page, footerName: string, [link, heading]: LinkAndHeading, path: string) => {
  await page.getByRole('navigation', { name: footerName }).getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
};

test('every footer link opens its page, in English, with the site settings filled in', async ({ page }) => {
  await enterSite(page);
  for (const footerPage of FOOTER_PAGES) {
    await openFromFooter(page, 'Footer', footerPage.en, footerPage.path);
    await snap(page, footerPage.key);
  }

  // The pages quote the settings of the site: contact details, prices in credits, refund window, terms version.
  await expect(page.getByRole('link', { name: 'support@localhost' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText('10 credits')).toBeVisible();
  await expect(page.getByText('within 14 days of the purchase')).toBeVisible();
  await page.goto('/pages/terms');
  // The company took over the sites after the terms were written (companyinfo.php's added): its date counts.
  // In British English, as the site's English pages write dates: day first.
  await expect(page.getByText('Version of 15 January 2024')).toBeVisible();

  await page.goto('/pages/faq');
  await page.getByText('Are all profiles real?').click();
  await expect(page.getByText('You recognise them by the icon on their profile')).toBeVisible();
  await snap(page, 'faq-open');
});

test('the footer leads to the Dutch pages once the visitor switches to Dutch', async ({ page }) => {
  await enterSite(page);
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();
  await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();
  for (const footerPage of FOOTER_PAGES) await openFromFooter(page, 'Voettekst', footerPage.nl, footerPage.path);
  await page.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: 'Prijzen' }).click();
  await expect(page.getByText('Een bericht versturen')).toBeVisible();
  await snap(page, 'pricing-dutch');
});

test('an unknown static page shows the 404 page, and answers 404', async ({ page }) => {
  await enterSite(page);
  const response = await page.goto('/pages/xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await snap(page, 'not-found');
});

test('the footer keeps its links in tidy columns on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  await enterSite(page);
  await page.goto('/pages/service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service');
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveCount(FOOTER_PAGES.length);
  await snap(page, 'service-phone');
  await phone.close();
});
