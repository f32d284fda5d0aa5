import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accessibilityProblems } from './accessibility.js';
import { activationLinkFor, confirmedMember, giveCredits, JOURNEY_PASSWORD, passEntryWarning, snap } from './journey-helpers.js';

const PHONE = { width: 360, height: 740 };

const memberIn = (browser: Browser, language: string, name: string, gender: 'male' | 'female', viewport?: { width: number; height: number }) =>
  confirmedMember(browser, { language, name: `${name} ${randomUUID().slice(0, 4)}`, gender, viewport });

/**
 * The chat's "from" price of a message, worked out here by hand rather than by the app's own function: the cheapest
 * credits are those of the 700-credit bundle, €79.99, which a new member's 25 % welcome bonus brings to €60.00 (the
 * discount rounds down to whole cents, €19.99 off); the "from" price rounds down too.
 */
const NEW_MEMBERS_EURO_CENTS_PER_MESSAGE = { 10: 85, 12: 102 } as const; // 6000 × 10 / 700 = 85.7, 6000 × 12 / 700 = 102.9
const euros = (cents: number, language: string) => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

const messageBox = (page: Page) => page.locator('textarea');
const conversationLog = (page: Page) => page.getByRole('log');

test('two members chat in real time: icebreaker, typing, read receipts, a gift, a photo, a report from the conversation (English and German)', async ({ browser }) => {
  const anna = await memberIn(browser, 'en', 'Anna', 'female');
  const bram = await memberIn(browser, 'de', 'Bram', 'male');
  await giveCredits(browser, anna.id, 100);
  await giveCredits(browser, bram.id, 100);

  // Bram waits on his chat list: what Anna sends arrives there without a reload.
  await bram.page.goto('/chats');
  await expect(bram.page.getByRole('heading', { name: 'Nachrichten', level: 1 })).toBeVisible();

  await anna.page.goto(`/members/${bram.id}`);
  await anna.page.getByRole('link', { name: 'Send a message' }).click();
  await expect(anna.page).toHaveURL(new RegExp(`/members/${bram.id}/chat$`));
  await expect(anna.page.getByText(`No messages yet. Say hello to ${bram.name}!`)).toBeVisible();
  await expect(anna.page.getByText(`A message costs 10 credits · from ${euros(NEW_MEMBERS_EURO_CENTS_PER_MESSAGE[10], 'en')} · you have 100 credits`)).toBeVisible();
  await anna.page.getByRole('button', { name: 'Icebreakers' }).click();
  const icebreakers = anna.page.getByRole('dialog', { name: `Break the ice with ${bram.name}` });
  expect(await accessibilityProblems(anna.page, 'icebreakers en')).toEqual([]);
  await snap(anna.page, 'chat-01-icebreakers-en');
  await icebreakers.getByRole('button', { name: `Hi ${bram.name}! What does your perfect weekend look like?` }).click();
  await expect(messageBox(anna.page)).toHaveValue(`Hi ${bram.name}! What does your perfect weekend look like?`);
  await anna.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversationLog(anna.page).getByText('What does your perfect weekend look like?')).toBeVisible();
  await expect(anna.page.getByText('you have 90 credits')).toBeVisible();

  const annasChat = bram.page.getByRole('list', { name: 'Deine Chats' }).getByRole('link', { name: new RegExp(anna.name) });
  await expect(annasChat).toContainText('1');
  await expect(bram.page).toHaveTitle(/^\(1\) /);
  expect(await accessibilityProblems(bram.page, 'chats de')).toEqual([]);
  await snap(bram.page, 'chat-02-list-unread-de');

  // Opening the conversation reads it: Bram's count goes, Anna's message gets its seen ticks.
  await annasChat.click();
  await expect(conversationLog(bram.page).getByText('What does your perfect weekend look like?')).toBeVisible();
  await expect(bram.page).not.toHaveTitle(/^\(1\) /);
  await expect(conversationLog(anna.page).getByText('Seen')).toBeAttached();

  // Typing shows on the other side; the reply arrives without a reload.
  await messageBox(bram.page).pressSequentially('Wandern und lange Frühstücke');
  await expect(anna.page.getByText(`${bram.name} is typing…`)).toBeVisible();
  await messageBox(bram.page).press('Enter');
  await expect(conversationLog(anna.page).getByText('Wandern und lange Frühstücke')).toBeVisible();
  await expect(messageBox(bram.page)).toHaveValue('');

  // A gift is a message too, named in the reader's language.
  await anna.page.getByRole('button', { name: 'Send a gift' }).click();
  const gifts = anna.page.getByRole('dialog', { name: `A gift for ${bram.name}` });
  await expect(gifts.getByText('Each gift costs 20 credits.')).toBeVisible();
  expect(await accessibilityProblems(anna.page, 'gifts en')).toEqual([]);
  await gifts.getByRole('button', { name: 'a rose' }).click();
  // A tap only picks the gift: nothing is spent before the member confirms it with its price.
  await expect(gifts.getByText(`Send to ${bram.name}: a rose, for 20 credits?`)).toBeVisible();
  await gifts.getByRole('button', { name: 'Send gift' }).click();
  await expect(gifts).toBeHidden();
  await expect(conversationLog(anna.page).getByText('You sent: a rose')).toBeVisible();
  await expect(conversationLog(bram.page).getByText('Für dich: eine Rose')).toBeVisible();
  await expect(anna.page.getByText('you have 70 credits')).toBeVisible();

  // A photo too: the server re-encodes it, and only the two of them can load it.
  const beach = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2ea3dc' } }).jpeg().toBuffer();
  await anna.page.locator('input[type="file"]').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: beach });
  await expect(conversationLog(bram.page).getByRole('img', { name: 'Foto' })).toBeVisible();
  await expect(anna.page.getByText('you have 65 credits')).toBeVisible();
  // Anna reports Bram from the conversation: his message goes with the report.
  await anna.page.getByRole('button', { name: 'Report', exact: true }).click();
  const report = anna.page.getByRole('dialog', { name: 'Report this member' });
  await expect(report.getByText('Attached messages: 1')).toBeVisible();
  await report.getByRole('radio', { name: 'Harassment or threats' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(anna.page.getByRole('status').filter({ hasText: 'Thank you. Our team will review your report.' })).toBeVisible();
  // The confirmation leaves the composer free: Send takes a click while it shows (a trial click fails on a covered button).
  await messageBox(anna.page).fill('One more thing');
  await anna.page.getByRole('button', { name: 'Send', exact: true }).click({ trial: true, timeout: 2_000 });
  await messageBox(anna.page).fill('');
  expect(await accessibilityProblems(anna.page, 'conversation en')).toEqual([]);
  expect(await accessibilityProblems(bram.page, 'conversation de')).toEqual([]);
  await snap(anna.page, 'chat-03-conversation-en');
  await snap(bram.page, 'chat-04-conversation-de');

  // Removing the chat takes it off Bram's list at once.
  await bram.page.goto('/chats');
  await bram.page.getByRole('button', { name: `Chat mit ${anna.name} entfernen` }).click();
  await bram.page.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(bram.page.getByRole('link', { name: new RegExp(anna.name) })).toBeHidden();
  await anna.close();
  await bram.close();
});

test('on a phone in Swedish: no credits keeps the text and offers credits; a block stops the chat; an unconfirmed member’s message arrives once confirmed', async ({ browser }) => {
  const cecilia = await memberIn(browser, 'sv', 'Cecilia', 'female', PHONE);
  const david = await memberIn(browser, 'en', 'David', 'male');

  await cecilia.page.goto(`/members/${david.id}/chat`);
  await messageBox(cecilia.page).fill('Hej David, vad gör du i helgen?');
  await cecilia.page.getByRole('button', { name: 'Skicka', exact: true }).click();
  const refusal = cecilia.page.getByRole('alert');
  await expect(refusal.getByRole('link', { name: 'Köp krediter' })).toBeVisible();
  await expect(messageBox(cecilia.page)).toHaveValue('Hej David, vad gör du i helgen?');
  expect(await accessibilityProblems(cecilia.page, 'no credits sv')).toEqual([]);
  await snap(cecilia.page, 'chat-05-no-credits-sv-phone');

  // With credits the same text goes out, under a new message id.
  await giveCredits(browser, cecilia.id, 50);
  await cecilia.page.reload();
  await expect(messageBox(cecilia.page)).toHaveValue('Hej David, vad gör du i helgen?');
  await cecilia.page.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(conversationLog(cecilia.page).getByText('Hej David, vad gör du i helgen?')).toBeVisible();

  // David blocks her: her next message is refused with the blocked notice, her text stays.
  expect((await david.page.request.post('/api/block.php', { data: { member_id: cecilia.id } })).status()).toBe(201);
  await messageBox(cecilia.page).fill('Är du där?');
  await cecilia.page.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(cecilia.page.getByRole('alert')).toBeVisible();
  await expect(messageBox(cecilia.page)).toHaveValue('Är du där?');
  await expect(messageBox(cecilia.page)).toBeDisabled();
  await snap(cecilia.page, 'chat-06-blocked-sv-phone');

  // A member who has not confirmed the address yet: the message waits, and arrives once the address is confirmed.
  const context = await browser.newContext({ locale: 'en-GB' });
  const eve = await context.newPage();
  await eve.goto('/');
  await passEntryWarning(eve);
  const email = `journey-${randomUUID()}@example.com`;
  const signup = await eve.request.post('/api/signup.php', { data: { email, name: 'Eve', password: 'a long enough password', date_of_birth: '1992-05-01', language: 'en' } });
  expect(signup.status()).toBe(201);
  const eveId = ((await signup.json()) as { user: { id: string } }).user.id;
  await giveCredits(browser, eveId, 20);
  await eve.goto(`/members/${david.id}/chat`);
  await messageBox(eve).fill('Hello from Eve');
  await eve.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(eve.getByText('Your e-mail address has not been confirmed yet. Your messages will be delivered as soon as you confirm it.')).toBeVisible();
  await snap(eve, 'chat-07-held-en');
  await david.page.goto('/chats');
  await expect(david.page.getByText('Hello from Eve')).toBeHidden();
  await eve.goto(await activationLinkFor(eve, email));
  await expect(david.page.getByRole('list', { name: 'Your chats' }).getByText('Hello from Eve')).toBeVisible({ timeout: 30_000 });
  await context.close();
  await cecilia.close();
  await david.close();
});

test('an invited newcomer on the Dutch site writes the first messages with the welcome gift’s free messages, then with credits (phone)', async ({ browser, baseURL }) => {
  const dutchSite = new URL(baseURL!);
  dutchSite.hostname = 'nl.localhost';
  const site = dutchSite.origin;
  const sem = await memberIn(browser, 'nl', 'Sem', 'male');
  const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${site}/?network=partner&sub1=welcome`);
  await passEntryWarning(page);
  // Only the browser knows nl.localhost: the calls go through its fetch, as the app's own would.
  const call = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: (await response.json().catch(() => null)) as { user?: { free_messages: number } } | null };
      },
      { method, path, body },
    );
  const email = `journey-${randomUUID()}@example.com`;
  const signup = await call('POST', '/api/signup.php', { email, name: 'Noor', password: JOURNEY_PASSWORD, date_of_birth: '1992-06-01', language: 'nl', network: 'partner', sub1: 'welcome' });
  expect(signup.status).toBe(201);
  const profile = { details: { gender: 'female', sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };
  expect((await call('PUT', '/api/my-profile.php', profile)).status).toBe(200);
  const activation = new URL(await activationLinkFor(page, email));
  await page.goto(`${site}${activation.pathname}${activation.search}`);
  // The site's welcome gift is given by a worker after the signup.
  await expect.poll(async () => (await call('GET', '/api/user.php')).body?.user?.free_messages).toBe(3);

  await page.goto(`${site}/members/${sem.id}/chat`);
  await expect(page.getByText(/nog 3 gratis berichten · je hebt 10 credits/)).toBeVisible();
  expect(await accessibilityProblems(page, 'free messages nl')).toEqual([]);
  await snap(page, 'chat-07-free-messages-nl-phone');
  const fromPrice = euros(NEW_MEMBERS_EURO_CENTS_PER_MESSAGE[12], 'nl');
  for (const [text, left] of [['Hoi Sem!', 'nog 2 gratis berichten · je hebt 10 credits'], ['Zin in koffie?', 'nog 1 gratis bericht · je hebt 10 credits'], ['Zaterdag?', `kost 12 credits · vanaf ${fromPrice} · je hebt 10 credits`]] as const) {
    await messageBox(page).fill(text);
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await expect(conversationLog(page).getByText(text)).toBeVisible();
    await expect(page.getByText(left)).toBeVisible();
  }
  // Free messages used up, ten credits do not pay for a twelve-credit message: the text stays, with the way to buy.
  await messageBox(page).fill('Of zondag?');
  await page.getByRole('button', { name: 'Versturen', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Credits kopen' })).toBeVisible();
  await expect(messageBox(page)).toHaveValue('Of zondag?');
  await context.close();
  await sem.close();
});
