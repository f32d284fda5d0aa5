import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { activationLinkFor, appTakesOver, fillDateOfBirth, passEntryWarning, snap } from './journey-helpers.js';

const run = Date.now();
const member = {
  email: `steps-${run}@example.com`,
  password: 'a-long-secret-1',
  name: 'Sanne',
  dateOfBirth: '1991-04-12',
  aboutMe: 'Loves long walks on the beach and Sunday markets.',
};
const amsterdam = { latitude: 52.37, longitude: 4.89 };

/** A small portrait-like PNG made for the test. */
const portrait = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="380">
    <rect width="300" height="380" fill="#2ea3dc"/><circle cx="150" cy="150" r="70" fill="#f1c9a5"/>
    <rect x="60" y="240" width="180" height="200" rx="90" fill="#5b2a86"/></svg>`;
  return { name: 'portrait.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
};

const progressLine = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Creating your account' }).getByRole('listitem').filter({ hasText: name });

/** Holds the "find matches" search until released, so the sending screen can be looked at while it runs. */
const holdMatchSearch = async (page: Page) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search.php?*', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
};

test.use({ geolocation: amsterdam, permissions: ['geolocation'] });

test('a visitor signs up in steps in the modal, watches the account being made and is asked to confirm', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await passEntryWarning(page);
  await page.getByRole('link', { name: 'Sign up free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect(dialog.getByText('Step 1 of 6')).toBeVisible();
  await snap(page, 'signup-steps-01-account');

  await dialog.getByLabel('E-mail address').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Browse' }).click();
  await (await chooser).setFiles(await portrait());
  await expect(dialog.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
  await snap(page, 'signup-steps-02-photo');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(dialog.getByLabel('City')).toHaveValue('Amsterdam');
  await snap(page, 'signup-steps-03-location');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'About you' })).toBeVisible();
  // Going back and forth keeps what was entered.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('City')).toHaveValue('Amsterdam');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please enter a profile name.')).toBeVisible();
  await dialog.getByLabel('Profile name').fill(member.name);
  await fillDateOfBirth(dialog, 'Date of birth', member.dateOfBirth);
  await dialog.getByText('Woman', { exact: true }).click();
  await dialog.getByText('Straight', { exact: true }).click();
  await snap(page, 'signup-steps-04-personal');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await dialog.getByLabel('About me').fill(member.aboutMe);
  await snap(page, 'signup-steps-05-about-me');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await snap(page, 'signup-steps-06-push');
  const releaseSearch = await holdMatchSearch(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();

  await expect(dialog.getByRole('heading', { name: 'Creating your account' })).toBeVisible();
  await expect(progressLine(dialog, 'Check data')).toContainText('done');
  await expect(progressLine(dialog, 'Create account')).toContainText('done');
  await expect(progressLine(dialog, 'Find matches')).toContainText('in progress');
  await expect(progressLine(dialog, 'Send activation mail')).toContainText('waiting');
  await snap(page, 'signup-steps-07-sending');
  // No way out while the account is being made: Escape and the backdrop leave the dialog open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close sign-up' })).toHaveCount(0);
  releaseSearch();

  await expect(dialog.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(dialog).toContainText(member.email);
  await expect(dialog).toContainText('within 1 minute');
  await snap(page, 'signup-steps-08-complete');
  await dialog.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(dialog.getByText('We have sent you a new e-mail.')).toBeVisible();
  await snap(page, 'signup-steps-09-resent');

  // Everything entered on the way reached the new profile.
  const { profile } = await (await page.request.get('/api/my-profile.php')).json();
  expect(profile).toMatchObject({ name: member.name, city: 'Amsterdam', about_me: member.aboutMe });
  expect(profile.details).toMatchObject({ gender: 'female', sexuality: 'hetero' });
  expect(profile.photos).toHaveLength(1);

  // A straight woman in Amsterdam: the matches counted are the men in the Netherlands, five years either side of her age.
  await dialog.getByRole('link', { name: /^See your (match|\d+\+? matches)$/ }).click();
  await expect(page).toHaveURL(/\/members\?gender=male&country=NL&min_age=\d+&max_age=\d+$/);
  await expect(dialog).toBeHidden();
  const reminder = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' });
  await expect(reminder).toBeVisible();
  await snap(page, 'signup-steps-10-members-reminder');

  await reminder.getByRole('link', { name: 'Confirm or change the address' }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(member.email);
  await expect(page.getByRole('link', { name: 'Change your e-mail address' })).toHaveAttribute('href', '/profile?tab=settings');
  await snap(page, 'signup-steps-11-complete-signup');

  // The first activation mail and the one sent again both arrived.
  const activationLink = await activationLinkFor(page, member.email);
  await expect(page.locator(`article.mail[data-to="${member.email}"]`)).toHaveCount(2);
  await page.goto(activationLink);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await page.goto('/complete-signup');
  await expect(page).toHaveURL(/\/members(\?|$)/);
});

test('the account step offers a corrected address and handles addresses that have an account', async ({ page, request }) => {
  const existing = `existing-${run}@example.com`;
  const deleted = `deleted-${run}@example.com`;
  const signUp = (email: string) =>
    request.post('/api/signup.php', {
      data: { email, name: 'Existing', password: 'a-long-secret-2', date_of_birth: '1985-01-30', language: 'en' },
    });
  expect((await signUp(existing)).status()).toBe(201);
  // The second account is deleted at once (its session is the request context's last one).
  expect((await signUp(deleted)).status()).toBe(201);
  const deletion = await request.post('/api/account-deletion.php', { data: { password: 'a-long-secret-2', reasons: ['other'] } });
  expect(deletion.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await passEntryWarning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('someone@gmial.com');
  await page.getByLabel('Password').fill('a-long-secret-3');
  const suggestion = page.getByRole('button', { name: 'someone@gmail.com' });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText('Did you mean someone@gmail.com?')).toBeVisible();
  await snap(page, 'signup-steps-12-suggestion-phone');
  await suggestion.click();
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@gmail.com');
  await expect(suggestion).toBeHidden();

  // A deleted account, not erased yet: its owner can have the reactivation link sent again.
  await page.getByLabel('E-mail address').fill(deleted);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This e-mail address belongs to a deleted account.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the reactivation e-mail again' }).click();
  await expect(page.getByText(`We have sent the reactivation link to ${deleted}.`)).toBeVisible();
  await snap(page, 'signup-steps-13-deleted-account-phone');

  await page.getByLabel('E-mail address').fill(existing);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('An account with this e-mail address already exists.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await snap(page, 'signup-steps-14-existing-account-phone');
  await page.getByRole('link', { name: 'Log in with this e-mail address' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The signup page and the modal are one signup: after the reload the modal (full screen on a phone) takes
  // up the address typed on the page. The password is never stored, so it is asked for again.
  await page.goto('/');
  await appTakesOver(page);
  await page.getByRole('link', { name: 'Sign up free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(existing);
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog.getByText('For your safety your password was not kept: please enter it again.')).toBeVisible();
  await snap(page, 'signup-steps-15-modal-phone');
  // With nothing entered any more, Escape closes the modal at once: there is nothing to lose.
  await dialog.getByLabel('E-mail address').fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the signup modal asks before closing once something is entered, and keeps it for the next opening', async ({ page }) => {
  const email = `kept-${run}@example.com`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await passEntryWarning(page);
  const signUp = page.getByRole('link', { name: 'Sign up free' });
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const question = page.getByRole('alertdialog', { name: 'Stop signing up?' });

  // Nothing entered yet: Escape closes at once.
  await signUp.click();
  await expect(dialog.getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signUp.click();
  await dialog.getByLabel('E-mail address').fill(email);
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question).toContainText('What you entered stays here if you come back.');
  await expect(question.getByRole('button', { name: 'Keep going' })).toBeFocused();
  await snap(page, 'signup-steps-16-leave-question-phone');
  await question.getByRole('button', { name: 'Keep going' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(email);
  await expect(dialog.getByLabel('E-mail address')).toBeFocused();

  await dialog.getByRole('button', { name: 'Close sign-up' }).click();
  await question.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  await signUp.click();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(email);
});
