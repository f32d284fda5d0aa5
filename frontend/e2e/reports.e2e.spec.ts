import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import { confirmedMember, JOURNEY_PASSWORD, passEntryWarning, snap } from './journey-helpers.js';

// Seeded by the embedded default (services/api/src/demo/demo-accounts.ts).
const staff = { email: 'staff@localhost', password: 'staff-member' };

const staffPage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await passEntryWarning(page);
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members(\?|$)/);
  return { page, close: () => context.close() };
};

test('a member reports another from the profile, staff ban them, and the banned member is logged out for good', async ({ browser }) => {
  const anna = await confirmedMember(browser, { language: 'en', name: `Anna ${randomUUID().slice(0, 4)}`, gender: 'female' });
  const bert = await confirmedMember(browser, { language: 'en', name: `Bert ${randomUUID().slice(0, 4)}`, gender: 'male' });
  // Bert's page keeps running while he is banned: the ban ends his live stream, and the page finds itself logged out.
  // A members-only page: search stays open to visitors, so there a lost session would show the visitor's view.
  await bert.page.goto('/likes');
  await expect(bert.page.getByRole('heading', { name: 'Likes', level: 1 })).toBeVisible();

  await test.step('Anna reports Bert from his profile', async () => {
    await anna.page.goto(`/members/${bert.id}`);
    await anna.page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = anna.page.getByRole('dialog', { name: 'Report this member' });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send report' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await dialog.getByLabel('Comment (optional)').fill('He asked me to send him money for a plane ticket.');
    expect(await accessibilityProblems(anna.page, 'report dialog en')).toEqual([]);
    await snap(anna.page, 'reports-01-report-dialog');
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(anna.page.getByRole('status').filter({ hasText: 'Thank you. Our team will review your report.' })).toBeVisible();
    await expect(anna.page.getByRole('button', { name: 'Report', exact: true })).toBeFocused();
    await snap(anna.page, 'reports-02-report-sent');
  });

  await test.step('staff find the report in their queue and ban Bert', async () => {
    const staffMember = await staffPage(browser);
    const { page } = staffMember;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/staff\/reports$/);
    const report = page.getByRole('article', { name: `Report about ${bert.name}` });
    await expect(report).toBeVisible();
    await expect(report.getByText('Scam or asking for money')).toBeVisible();
    await expect(report.getByText('He asked me to send him money for a plane ticket.')).toBeVisible();
    await expect(report.getByRole('link', { name: anna.name })).toBeVisible();
    expect(await accessibilityProblems(page, 'staff reports en')).toEqual([]);
    await snap(page, 'reports-03-staff-queue');

    await report.getByRole('button', { name: 'Ban', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Ban ${bert.name}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, 'reports-04-ban-confirm');
    await confirm.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(report).toBeHidden();
    await snap(page, 'reports-05-queue-after-ban');
    await staffMember.close();
  });

  await test.step('Bert’s open page goes to the login by itself, and his login is refused', async () => {
    await expect(bert.page).toHaveURL(/\/login/);
    await bert.page.getByLabel('E-mail address').fill(bert.email);
    await bert.page.getByLabel('Password').fill(JOURNEY_PASSWORD);
    await bert.page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(bert.page.getByRole('alert')).toContainText('Your account has been banned for breaking our rules.');
    await expect(bert.page).toHaveURL(/\/login/);
    await snap(bert.page, 'reports-06-banned-login');
  });

  await test.step('Anna no longer finds Bert', async () => {
    await anna.page.goto(`/members/${bert.id}`);
    await expect(anna.page.getByRole('button', { name: 'Report', exact: true })).toBeHidden();
    await snap(anna.page, 'reports-07-banned-profile');
  });

  await anna.close();
  await bert.close();
});
