import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { activationLinkFor, passEntryWarning, signUpInSteps, snap } from './journey-helpers.js';
import type { StepsSignup } from './journey-helpers.js';

type Member = Omit<StepsSignup, 'within' | 'texts'>;

const run = Date.now();
const member: Member = {
  email: `profiles-${run}@example.com`,
  name: 'Roos',
  password: 'a-long-secret-1',
  dateOfBirth: '1992-03-08',
  gender: 'Woman',
  sexuality: 'Straight',
  // She moves later: the profile's "use my location" (Amsterdam) replaces the city picked at signup.
  place: { country: 'Netherlands', region: 'Utrecht', city: 'Utrecht' },
};
const blocked: Member = {
  email: `blocked-${run}@example.com`,
  name: 'Bram',
  password: 'a-long-secret-2',
  dateOfBirth: '1988-11-20',
  gender: 'Man',
  sexuality: 'Straight',
  place: { country: 'Netherlands', region: 'North Holland', city: 'Haarlem' },
};
// Seeded by the embedded default (services/api/src/demo/demo-accounts.ts).
const staff = { email: 'staff@localhost', password: 'staff-member' };
const amsterdam = { latitude: 52.37, longitude: 4.89 };
const phone = devices['Pixel 7'];
const desktop = { width: 1280, height: 800 };

/** Small portrait-like JPEGs made for the test: a face and shoulders on a coloured background. */
const makePhotos = async (count: number): Promise<string[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'profiles-e2e-'));
  const backgrounds = ['#f8a91f', '#2ea3dc', '#5b2a86', '#27ae6b'];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
        <rect width="480" height="600" fill="${backgrounds[index % backgrounds.length]}"/>
        <circle cx="240" cy="240" r="100" fill="#f1c9a5"/>
        <rect x="100" y="370" width="280" height="320" rx="140" fill="#2b1846"/></svg>`;
      const file = path.join(dir, `photo-${index + 1}.jpg`);
      await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
      return file;
    }),
  );
};

const signUp = async (page: Page, who: Member) => {
  await page.goto('/signup');
  await passEntryWarning(page);
  await signUpInSteps(page, who);
};

const memberIdOf = async (page: Page): Promise<string> => {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { id: string } };
  return user.id;
};

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

const saveSection = async (part: Locator) => {
  await part.getByRole('button', { name: 'Save' }).click();
  await expect(part.getByText('Saved')).toBeVisible();
};

/** Edits not saved yet are marked, and leaving asks first: staying keeps them. */
const leaveOnlyAfterAsking = async (page: Page, part: Locator) => {
  await expect(part.getByText('Not saved yet')).toBeVisible();
  await page.getByRole('link', { name: 'View my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await snap(page, 'profiles-01a-unsaved-leave');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
};

const editProfile = async (page: Page) => {
  await page.goto('/profile');
  const glance = section(page, 'At a glance');
  await glance.getByLabel('Gender').selectOption({ label: 'Woman' });
  await glance.getByLabel('Sexuality').selectOption({ label: 'Straight' });
  await glance.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await glance.getByLabel('Looking for').selectOption({ label: 'A relationship' });
  await saveSection(glance);

  const aboutMe = section(page, 'About me');
  await aboutMe
    .getByLabel('About me')
    .fill('Cyclist, coffee lover and weekend traveller. Looking for someone to explore new cities with.');
  await leaveOnlyAfterAsking(page, aboutMe);
  await saveSection(aboutMe);

  const interests = section(page, 'Interests');
  for (const interest of ['Travelling', 'Cycling', 'Coffee', 'Wine']) {
    await interests.getByRole('button', { name: interest }).click();
  }
  await saveSection(interests);

  // The browser reports a position in Amsterdam; the server turns it into the nearest city.
  const location = section(page, 'Location');
  await location.getByRole('button', { name: 'Use my location' }).click();
  await expect(location.getByLabel('City')).toHaveValue('Amsterdam');
  await expect(location.getByLabel('Region')).toHaveValue('North Holland');
  await saveSection(location);
};

const uploadThroughBrowse = async (page: Page, file: string) => {
  const chooser = page.waitForEvent('filechooser');
  await section(page, 'Photos').getByRole('button', { name: 'Browse' }).click();
  await (await chooser).setFiles(file);
};

const uploadPhotos = async (page: Page) => {
  const photos = section(page, 'Photos');
  const files = await makePhotos(4);
  for (const [index, file] of files.slice(0, 3).entries()) {
    await uploadThroughBrowse(page, file);
    await expect(photos.getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(photos.getByText('Under inspection')).toHaveCount(3);
  await uploadThroughBrowse(page, files[3]!);
  await expect(photos.getByRole('alert')).toContainText('You have reached the maximum of 3 photos. Delete a photo first.');
  // A free member learns that premium allows more.
  await expect(photos.getByRole('alert').getByRole('link', { name: 'See premium' })).toHaveAttribute('href', '/premium');
  await expect(photos.getByRole('listitem')).toHaveCount(3);
};

/** On a phone the buttons sit below each photo, not on it. */
const photoButtonsBesideThePhotos = async (page: Page) => {
  const photos = section(page, 'Photos');
  for (const number of [1, 2, 3]) {
    const image = await photos.getByRole('img', { name: `Your photo ${number}` }).boundingBox();
    const remove = await photos.getByRole('button', { name: `Delete (photo ${number})` }).boundingBox();
    expect(image && remove && remove.y >= image.y + image.height).toBe(true);
  }
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await passEntryWarning(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members(\?|$)/);
};

const approveOnePhotoAsStaff = async (browser: Browser, memberId: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Photo moderation' }).click();
  await expect(page).toHaveURL(/\/staff\/photos$/);
  // Earlier runs may have left photos of members with the same name: the link to the profile tells them apart.
  const photosOfMember = page
    .getByRole('article', { name: `Photo of ${member.name}` })
    .filter({ has: page.locator(`a[href="/members/${memberId}"]`) });
  await expect(photosOfMember).toHaveCount(3);
  await snap(page, 'profiles-04-moderation-queue');
  await photosOfMember.first().getByRole('button', { name: 'Approve' }).click();
  await expect(photosOfMember).toHaveCount(2);
  await context.close();
};

const resultCards = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

// Waits for the address to carry the filter and for the results of that search (not the previous ones).
const filter = async (page: Page, label: string, param: string, option: { label: string } | { index: number }) => {
  const select = page.getByRole('search').getByLabel(label, { exact: true });
  const [value] = await select.selectOption(option);
  await expect.poll(() => new URL(page.url()).searchParams.get(param) ?? '').toBe(value);
  await expect(select).toHaveValue(value!);
  await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false');
  await expect(resultCards(page).first()).toBeVisible();
  return select.locator('option:checked').textContent();
};

const agesOnCards = async (page: Page) =>
  (await resultCards(page).getByRole('heading').allTextContents()).map((text) => Number(text.split(',').at(-1)));

const searchWithEachFilter = async (page: Page) => {
  // Everyone, not the member's default search: a full first page to page through. Exact (widen=off): each filter below
  // must keep to what it asks, where a search that finds few would otherwise widen itself (finding-people proves that).
  await page.goto('/members?page=1&widen=off');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover members' })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(24);
  await snap(page, 'profiles-06-search');
  await page.setViewportSize(phone.viewport);
  await snap(page, 'profiles-07-search-phone');
  await page.setViewportSize(desktop);

  await filter(page, 'Gender', 'gender', { label: 'Man' });
  await filter(page, 'Country', 'country', { label: 'Germany' });
  // A region that has men in Germany: taken from a result, so the seed's spread of members does not matter.
  const place = await resultCards(page).locator('.profile-card__place').filter({ hasText: ', ' }).first().textContent();
  const regionName = await filter(page, 'Region', 'countryregion', { label: place!.split(', ').at(-1)!.trim() });
  const places = await resultCards(page).locator('.profile-card__place').allTextContents();
  for (const place of places) expect(place).toContain(regionName);
  await snap(page, 'profiles-08-search-region');

  await filter(page, 'Region', 'countryregion', { label: 'All regions' });
  await filter(page, 'Age from', 'min_age', { label: '30' });
  await filter(page, 'Age to', 'max_age', { label: '45' });
  for (const age of await agesOnCards(page)) expect(age >= 30 && age <= 45).toBe(true);
  await snap(page, 'profiles-09-search-age');
};

const viewProfile = async (page: Page) => {
  // Members who skipped the photo at signup are listed too: open one whose photo the profile shows.
  await resultCards(page).filter({ has: page.locator('img') }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo of / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await snap(page, 'profiles-10-member-profile');
};

const findMatches = async (page: Page) => {
  await page.goto('/members');
  await page.getByRole('link', { name: 'Match finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  // Suggestions fit her profile (a straight woman): men, nearest first.
  await expect(page.getByRole('list', { name: 'Match finder' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'profiles-12-match-finder');
};

const blockMember = async (page: Page, memberId: string) => {
  await page.goto(`/members/${memberId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(blocked.name);
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${blocked.name}?` });
  await snap(page, 'profiles-13-block-confirm');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`You blocked ${blocked.name}. You don't see each other in search or chats.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  // The server refuses a blocked member's photos to the blocker too: the page shows none of them.
  await expect(page.locator('.photo-gallery img')).toHaveCount(0);
  await snap(page, 'profiles-14-blocked');
};

const unblockMember = async (page: Page) => {
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await expect(page.getByText(`You blocked ${blocked.name}.`, { exact: false })).toBeHidden();
};

const journey =
  'a member edits the profile, uploads photos, gets one approved, searches, views a profile, blocks and unblocks a member';

test(journey, async ({ browser }) => {
  test.setTimeout(300_000);

  // The member who will be blocked signs up on the phone and activates the account (only confirmed members can be viewed).
  const blockedContext = await browser.newContext({ ...phone });
  const blockedPage = await blockedContext.newPage();
  await signUp(blockedPage, blocked);
  await blockedPage.goto(await activationLinkFor(blockedPage, blocked.email));
  await expect(blockedPage).toHaveURL(/\/activate\/done$/);
  const blockedId = await memberIdOf(blockedPage);

  const context = await browser.newContext({ geolocation: amsterdam, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signUp(page, member);
  const memberId = await memberIdOf(page);

  await test.step('edit the profile', async () => {
    await editProfile(page);
    await snap(page, 'profiles-01-my-profile-edited');
  });

  await test.step('upload three photos through Browse and be refused a fourth', async () => {
    await uploadPhotos(page);
    await snap(page, 'profiles-02-photos-limit');
    await page.setViewportSize(phone.viewport);
    await photoButtonsBesideThePhotos(page);
    await snap(page, 'profiles-03-my-profile-phone');
    await page.setViewportSize(desktop);
  });

  await test.step('a staff member approves one photo', async () => {
    await approveOnePhotoAsStaff(browser, memberId);
    await page.reload();
    const photos = section(page, 'Photos');
    await expect(photos.getByText('Active', { exact: true })).toHaveCount(1);
    await expect(photos.getByText('Main photo')).toBeVisible();
    await expect(photos.getByText('Under inspection')).toHaveCount(2);
    await snap(page, 'profiles-05-photo-approved');
  });

  await test.step('search with each filter, view a profile and find matches', async () => {
    await searchWithEachFilter(page);
    await viewProfile(page);
    await page.setViewportSize(phone.viewport);
    await snap(page, 'profiles-11-member-profile-phone');
    await page.setViewportSize(desktop);
    await findMatches(page);
  });

  await test.step('block a member, who is then refused', async () => {
    await blockMember(page, blockedId);
    await blockedPage.goto(`/members/${memberId}`);
    await expect(blockedPage.getByRole('heading', { name: 'This profile is not available' })).toBeVisible();
    await expect(blockedPage.getByText('This member has blocked you.')).toBeVisible();
    await snap(blockedPage, 'profiles-15-refused-phone');
  });

  await test.step('unblock the member, who is no longer told of a block', async () => {
    await unblockMember(page);
    await blockedPage.reload();
    await expect(blockedPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(blockedPage.getByText('This member has blocked you.')).toBeHidden();
  });

  await blockedContext.close();
  await context.close();
});
