import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

test('a confirmed member without a photo is asked for one above the page, in Swedish, until they dismiss it', async ({ browser }) => {
  const member = await confirmedMember(browser, { language: 'sv', name: 'Elsa', gender: 'female', viewport: { width: 360, height: 740 } });
  const { page } = member;
  await page.goto('/members');
  const alert = page.getByRole('status').filter({ hasText: 'Lägg till en profilbild' });
  await expect(alert).toBeVisible();
  expect(await layoutProblems(page, 'sv members with the photo alert')).toEqual([]);
  expect(await accessibilityProblems(page, 'sv members with the photo alert')).toEqual([]);
  await snap(page, 'member-alerts-01-photo-sv-phone');

  await alert.getByRole('button', { name: 'Inte nu' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.profile-card').first()).toBeVisible();
  await expect(page.getByText('Lägg till en profilbild')).toHaveCount(0);
  await member.close();
});
