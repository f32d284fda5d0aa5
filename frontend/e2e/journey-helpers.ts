import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * A full-page picture from the top, so the sticky navigation sits where it belongs; images the page
 * loads lazily (below the fold) are loaded first.
 */
export const snap = async (page: Page, step: string) => {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${artifactsDir}${step}.png`, fullPage: true });
};

/** The international site (localhost) warns every new visitor about adult content. */
export const passEntryWarning = async (page: Page) => {
  const warning = page.getByRole('dialog');
  await expect(warning).toBeVisible();
  await warning.getByRole('button').click();
  await expect(warning).toBeHidden();
};

/** Polls the dev mailbox until the activation mail arrives (it is sent by a worker, not by the request). */
export const activationLinkFor = async (page: Page, email: string): Promise<string> => {
  const mail = page.locator(`article.mail[data-to="${email}"]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail.locator('h2')).not.toBeEmpty();
  const href = await mail.locator('a[href*="/api/activate.php"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!, page.url()).toString();
};
