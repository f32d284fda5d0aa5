import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from './accessibility.js';
import type { CreditsOfferView } from '@dating/domain';
import { asStaff, confirmedMember, giveCredits, passEntryWarning, snap } from './journey-helpers.js';
import { layoutProblems } from './phone-layout.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'a long enough password';

/** Where the members of each country live: their capital, placed by the site's own geocoder. */
const CAPITALS = { NL: { lat: 52.09, lon: 5.12 }, DE: { lat: 53.55, lon: 9.99 }, GB: { lat: 51.51, lon: -0.13 }, PL: { lat: 52.23, lon: 21.01 }, SE: { lat: 59.33, lon: 18.07 } };

/** A member signed up through the API in `language`, living in `country` (which sets their prices and methods). */
const memberIn = async (browser: Browser, language: string, country: keyof typeof CAPITALS, viewport = DESKTOP) => {
  // The browser's language picks the interface's before anyone logs in.
  const context = await browser.newContext({ viewport, locale: language === 'en' ? 'en-GB' : `${language}-${country}` });
  const page = await context.newPage();
  await page.goto('/');
  await passEntryWarning(page);
  const signup = await page.request.post('/api/signup.php', {
    data: { email: `credits-${randomUUID()}@example.com`, name: 'Sam', password: PASSWORD, date_of_birth: '1988-06-01', language },
  });
  expect(signup.status()).toBe(201);
  const id = ((await signup.json()) as { user: { id: string } }).user.id;
  const location = await (await page.request.get('/api/geocode.php', { params: CAPITALS[country] })).json();
  const profile = await page.request.put('/api/my-profile.php', { data: { details: { gender: 'female', sexuality: 'hetero' }, location } });
  expect(profile.status()).toBe(200);
  return { page, id, close: () => context.close() };
};

/** The method lives in the address: a click navigates, and the radio shows checked once the new address has rendered. */
const chooseMethod = async (page: Page, name: string) => {
  const method = page.getByRole('radio', { name });
  await method.click();
  await expect(method).toBeChecked();
};

/** The buyer on the sandbox provider's page: the chosen outcome runs the webhook, then the browser comes back. */
const decideAtSandbox = async (page: Page, outcome: 'Paid' | 'Failed') => {
  await expect(page).toHaveURL(/\/dev\/payments\/tr_sandbox_/);
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  expect(await accessibilityProblems(page, 'sandbox checkout')).toEqual([]);
  await page.getByRole('button', { name: new RegExp(`^${outcome}`) }).click();
  await expect(page).toHaveURL(/\/credits\?order=/);
};

test('buying a bundle: a failed payment retried with another method, then premium with the balance in the navigation', async ({ browser }) => {
  const { page, id, close } = await memberIn(browser, 'en', 'NL');
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome bonus: 25% off your first bundle.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Get Premium' })).toBeVisible();
  await snap(page, 'credits-01-bundles-en');

  await page.getByRole('link', { name: 'Buy 300 credits' }).click();
  await expect(page).toHaveURL(/\/credits\/3$/);
  await chooseMethod(page, 'iDEAL');
  await expect(page).toHaveURL(/\/credits\/3\/ideal$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Please choose your bank.')).toBeVisible();
  await page.getByLabel('Your bank').selectOption({ label: 'Tulip Test Bank' });
  await snap(page, 'credits-02-method-and-bank-en');
  await page.getByRole('button', { name: /^Pay / }).click();
  await decideAtSandbox(page, 'Failed');
  await expect(page.getByText('Payment failed')).toBeVisible();
  await snap(page, 'credits-03-payment-failed-en');

  await page.getByRole('link', { name: 'Try another payment method' }).click();
  await chooseMethod(page, 'Credit card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await decideAtSandbox(page, 'Paid');
  await expect(page.getByText(/Payment received: 300 credits have been added \(order \d{6}-[0-9A-F]{6}\)/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Thank you! Order \d{6}-[0-9A-F]{6} is paid\./ })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Credits', exact: true })).toBeVisible();
  await snap(page, 'credits-04-paid-en');

  await page.goto('/premium');
  await expect(page.getByText('You are a premium member.')).toBeVisible();
  await expect(page.getByText('Premium members have 46% more chance of a match.')).toBeVisible();
  await page.goto('/transactions');
  await expect(page.getByRole('table', { name: 'Orders' }).getByText('Paid')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByText('Failed')).toBeVisible();
  await snap(page, 'credits-05-transactions-en');
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /Receipt for order/ })).toBeVisible();
  await expect(page.getByText('Included VAT (21%)')).toBeVisible();
  await snap(page, 'credits-06-receipt-en');

  // Staff take most credits back: at 10 or fewer the navigation shows the balance as a warning.
  const team = await asStaff(browser);
  const corrected = await team.request.post('/api/staff/wallet-correction.php', {
    data: { member_id: id, credits: -295, reason: 'journey: a low balance', correction_id: randomUUID() },
  });
  expect(corrected.status()).toBe(201);
  await team.close();
  await page.goto('/credits');
  await expect(page.getByRole('navigation').locator('.badge.text-bg-warning')).toHaveText(/^5/);
  await snap(page, 'credits-07-low-balance-badge-en');
  await close();
});

test('Dutch: the welcome bonus counts down over the members area, its modal after 40 s, and a discount code at the checkout', async ({ browser }) => {
  const team = await asStaff(browser);
  const code = `ZOMER${randomUUID().slice(0, 6).toUpperCase()}`;
  expect((await team.request.post('/api/staff/discount-codes.php', { data: { code, percentage: 10, country: 'NL' } })).status()).toBe(201);
  await team.close();

  const { page, close } = await memberIn(browser, 'nl', 'NL', PHONE);
  await page.clock.install();
  await page.goto('/members');
  const banner = page.getByRole('region', { name: 'Welkomstbonus' });
  await expect(banner).toContainText(/25% welkomstbonus op je eerste credits, nog 0[34]:\d\d:\d\d/);
  await page.clock.fastForward(41_000);
  const modal = page.getByRole('dialog', { name: '25% welkomstbonus' });
  await expect(modal).toBeVisible();
  await snap(page, 'credits-08-time-bonus-modal-nl-phone');
  await modal.getByRole('button', { name: 'Misschien later' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await page.clock.fastForward(41_000);
  await expect(page.getByRole('dialog', { name: '25% welkomstbonus' })).toBeHidden();
  // The chats are members area too, on a layout of their own.
  await page.goto('/chats');
  await expect(page.getByRole('region', { name: 'Welkomstbonus' })).toContainText(/nog 0[34]:\d\d:\d\d/);
  expect(await layoutProblems(page, 'nl chats with the welcome bonus')).toEqual([]);
  await snap(page, 'credits-08b-time-bonus-chats-nl-phone');

  await page.goto('/credits');
  await page.getByLabel('Kortingscode').fill('BESTAATNIET');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Code niet gevonden')).toBeVisible();
  await page.getByLabel('Kortingscode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Toepassen' }).click();
  // The code's terms come first; the prices change only once the member takes it.
  await expect(page.getByText(`${code}: 10% korting op elke bundel, voor kopers in Nederland.`)).toBeVisible();
  await expect(page.getByText('Elke bundel krijgt de grootste korting: deze code of je korting van 25%.')).toBeVisible();
  expect(await accessibilityProblems(page, 'discount code terms nl')).toEqual([]);
  await snap(page, 'credits-09-discount-code-terms-nl-phone');
  await page.getByRole('button', { name: 'Deze code gebruiken' }).click();
  await expect(page.getByText(`Kortingscode ${code} toegepast.`)).toBeVisible();
  // A 10 % code never replaces the 25 % welcome bonus: every bundle keeps the bonus.
  await expect(page.locator('.credit-bundle__discount').first()).toHaveText('25% welkomstbonus');
  await snap(page, 'credits-09-discount-code-nl-phone');
  await page.getByRole('link', { name: 'Koop 125 credits' }).click();
  await expect(page).toHaveURL(/\/credits\/2$/);
  await expect(page.getByText('Korting (TIMEBONUS25)')).toBeVisible();
  await chooseMethod(page, 'PayPal');
  await page.getByRole('button', { name: /^Betaal / }).click();
  await decideAtSandbox(page, 'Paid');
  await expect(page.getByText(/Betaling ontvangen: 125 credits zijn bijgeschreven/)).toBeVisible();
  await close();
});

test('Swedish on a desktop: a code with a minimum names it before it is taken, and only the bundles from it get the code; the smaller keep the welcome bonus', async ({ browser }) => {
  const { page, close } = await memberIn(browser, 'sv', 'SE', DESKTOP);
  const prices = ((await (await page.request.get('/api/credits.php')).json()) as CreditsOfferView).bundles.map((bundle) => bundle.price);
  const minimum = prices[1]!;
  const code = `VINTER${randomUUID().slice(0, 6).toUpperCase()}`;
  const team = await asStaff(browser);
  expect((await team.request.post('/api/staff/discount-codes.php', { data: { code, percentage: 40, minimum, country: 'SE' } })).status()).toBe(201);
  await team.close();

  await page.goto('/credits');
  await page.getByLabel('Rabattkod').fill(code);
  await page.getByRole('button', { name: 'Använd', exact: true }).click();
  const from = new Intl.NumberFormat('sv', { style: 'currency', currency: 'SEK' }).format(minimum / 100);
  await expect(page.getByText(`${code}: 40 % rabatt på paket från ${from}, för köpare i Sverige.`)).toBeVisible();
  expect(await accessibilityProblems(page, 'sv code with a minimum')).toEqual([]);
  expect(await layoutProblems(page, 'sv code with a minimum')).toEqual([]);
  await snap(page, 'credits-10-code-with-minimum-sv-desktop');
  await page.getByRole('button', { name: 'Använd den här koden' }).click();
  const badges = page.locator('.credit-bundle__discount');
  await expect(badges.first()).toHaveText('25 % välkomstbonus');
  await expect(badges.nth(1)).toHaveText(`40 % med koden ${code}`);
  await expect(badges.last()).toHaveText(`40 % med koden ${code}`);
  await close();
});

test('German: direct debit with the code from the SMS outbox, then a bundle paid by direct debit', async ({ browser }) => {
  const { page, close } = await memberIn(browser, 'de', 'DE');
  await page.goto('/directdebit');
  await expect(page.getByRole('heading', { name: 'Per Lastschrift bezahlen' })).toBeVisible();
  await page.getByLabel('Kontoinhaber').fill('Sam Schmidt');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel('Straße').fill('Hauptstraße');
  await page.getByLabel('Hausnummer').fill('5');
  await page.getByLabel('Postleitzahl').fill('10115');
  await page.getByLabel('Ort').fill('Berlin');
  await page.getByLabel('Handynummer').fill('+49 151 23456789');
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText('Diese IBAN ist ungültig.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toBeFocused();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText(/Wir haben einen Code an \+49••••89 gesendet/)).toBeVisible();
  await snap(page, 'credits-10-direct-debit-code-de');

  await page.goto('/dev/sms');
  expect(await accessibilityProblems(page, 'dev SMS outbox')).toEqual([]);
  await page.goBack();
  const outbox = (await (await page.request.get('/dev/sms.json')).json()) as { messages: { to: string; text: string }[] };
  const sms = outbox.messages.find((message) => message.to === '+4915123456789')!;
  expect(sms.text).toMatch(/^\d{6} ist dein Code für die Lastschrift bei /);
  const code = /\d{6}/.exec(sms.text)![0];
  await page.getByLabel('Code aus der SMS').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ungültiger Code')).toBeVisible();
  await page.getByLabel('Code aus der SMS').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Die Lastschrift ist für das Konto DE•• •••• •••• 00 eingerichtet.')).toBeVisible();
  await snap(page, 'credits-11-direct-debit-confirmed-de');

  await page.goto('/credits/1/sdd');
  await page.getByRole('button', { name: /^.*bezahlen$/ }).click();
  await decideAtSandbox(page, 'Paid');
  await expect(page.getByText(/Zahlung erhalten: 50 Credits wurden gutgeschrieben/)).toBeVisible();
  await snap(page, 'credits-12-paid-by-direct-debit-de');
  await close();
});

/** What each language says where money changes: the texts a member reads, word for word. */
/**
 * A message's "from" price in the chat, in cents of each country's currency, worked out here by hand rather than by
 * the app's own function: 10 credits of the cheapest bundle (700 credits) after the 25 % welcome bonus, the discount
 * rounded down to whole cents and the "from" price rounded down too.
 */
const FROM_PRICE_OF_TEN_CREDITS = {
  en: { currency: 'GBP', cents: 75 }, // £69.99 − £17.49 = £52.50; 5250 × 10 / 700 = 75
  pl: { currency: 'PLN', cents: 342 }, // 319,99 zł − 79,99 zł = 240,00 zł; 24000 × 10 / 700 = 342.9
  sv: { currency: 'SEK', cents: 856 }, // 799 kr − 199,75 kr = 599,25 kr; 59925 × 10 / 700 = 856.1
  nl: { currency: 'EUR', cents: 85 }, // €79.99 − €19.99 = €60.00; 6000 × 10 / 700 = 85.7
} as const;

const MONEY_TEXTS = {
  en: { country: 'GB', bonus: 'Welcome bonus', held: /held by your unpaid order \d{6}-[0-9A-F]{6}.*comes back at/, back: /back in the prices: the payment of order \d{6}-[0-9A-F]{6} was cancelled/, cancelled: 'The payment was cancelled.', gift: 'Send a gift', confirm: 'Send to Robin: a rose, for 20 credits?', goBack: 'Back', send: 'Send gift', from: 'from' },
  pl: { country: 'PL', bonus: 'Bonus powitalny', held: /zablokowany przez nieopłacone zamówienie \d{6}-[0-9A-F]{6}.*bonus wróci o/, back: /wrócił do cen: płatność za zamówienie \d{6}-[0-9A-F]{6} została anulowana/, cancelled: 'Płatność została anulowana.', gift: 'Wyślij prezent', confirm: 'Wysłać do Robin: róża za 20 kredytów?', goBack: 'Wstecz', send: 'Wyślij prezent', from: 'od' },
  sv: { country: 'SE', bonus: 'Välkomstbonus', held: /hålls av din obetalda beställning \d{6}-[0-9A-F]{6}.*kommer bonusen tillbaka kl/, back: /tillbaka i priserna: betalningen av beställning \d{6}-[0-9A-F]{6} avbröts/, cancelled: 'Betalningen avbröts.', gift: 'Skicka en gåva', confirm: 'Skicka till Robin: en ros, för 20 krediter?', goBack: 'Tillbaka', send: 'Skicka gåva', from: 'från' },
  nl: { country: 'NL', bonus: 'Welkomstbonus', held: /vastgezet door je onbetaalde bestelling \d{6}-[0-9A-F]{6}.*bonus komt om .* terug/, back: /weer in de prijzen: de betaling van bestelling \d{6}-[0-9A-F]{6} is geannuleerd/, cancelled: 'De betaling is geannuleerd.', gift: 'Cadeau sturen', confirm: 'Sturen naar Robin: een roos, voor 20 credits?', goBack: 'Terug', send: 'Cadeau sturen', from: 'vanaf' },
} as const;

// One test per language: each is a whole member's money story, and four in one test left too little of its time to the last on a busy machine.
for (const [language, texts] of Object.entries(MONEY_TEXTS)) {
  test(`money never works against the member (${language}; phone and desktop): the countdown and every price change explained, the chat price in their own currency, a gift confirmed before it is paid`, async ({ browser }) => {
    const robin = await confirmedMember(browser, { language: 'en', name: 'Robin', gender: 'male' });
    await robin.close();
    const { page, id, close } = await memberIn(browser, language, texts.country, PHONE);
    const bonusBanner = page.getByRole('region', { name: texts.bonus });

    // The welcome bonus counts down on the credits page itself.
    await page.goto('/credits');
    await expect(bonusBanner).toContainText(/0[34]:\d\d:\d\d/);
    await snap(page, `money-01-countdown-${language}-phone`);

    // Backing out of the provider's checkout: the order holds the bonus, and the page says so and until when.
    const placed = await page.request.post('/api/order.php', { data: { bundle_id: 1, method: 'creditcard', idempotency_key: randomUUID() } });
    expect(placed.status()).toBe(201);
    const { checkout_url: checkoutUrl } = (await placed.json()) as { checkout_url: string };
    await page.goto(checkoutUrl);
    await page.goto('/credits');
    await expect(page.getByRole('status').filter({ hasText: texts.held })).toBeVisible();
    await expect(bonusBanner).toBeHidden();
    expect(await layoutProblems(page, `${language} credits with the bonus held`)).toEqual([]);
    await snap(page, `money-02-bonus-held-${language}-phone`);

    // Cancelled at the checkout: the bonus is back at once, and the page says why the prices dropped again.
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: /^Cancelled/ }).click();
    await expect(page.getByText(texts.cancelled)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: texts.back })).toBeVisible();
    await expect(bonusBanner).toContainText(/0[34]:\d\d:\d\d/);
    expect(await layoutProblems(page, `${language} credits with the bonus back`)).toEqual([]);
    expect(await accessibilityProblems(page, `${language} credits with the bonus back`)).toEqual([]);
    await snap(page, `money-03-bonus-back-${language}-phone`);
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('status').filter({ hasText: texts.back })).toBeVisible();
    await expect(bonusBanner).toContainText(/0[34]:\d\d:\d\d/);
    expect(await layoutProblems(page, `${language} credits with the bonus back, desktop`)).toEqual([]);
    await snap(page, `money-03-bonus-back-${language}-desktop`);

    // A gift from Robin's profile: a tap shows the gift and its price, going back spends nothing, confirming sends it.
    await giveCredits(browser, id, 40);
    await page.setViewportSize(language === 'pl' || language === 'sv' ? PHONE : DESKTOP);
    await page.goto(`/members/${robin.id}`);
    await page.getByRole('button', { name: texts.gift, exact: true }).click();
    const gifts = page.getByRole('dialog');
    await gifts.getByRole('button').nth(1).click();
    await expect(gifts.getByText(texts.confirm)).toBeVisible();
    expect(await layoutProblems(page, `${language} gift confirmation`)).toEqual([]);
    expect(await accessibilityProblems(page, `${language} gift confirmation`)).toEqual([]);
    await snap(page, `money-04-gift-confirm-${language}`);
    await gifts.getByRole('button', { name: texts.goBack }).click();
    expect(await layoutProblems(page, `${language} gift choice`)).toEqual([]);
    await snap(page, `money-05-gift-choice-${language}`);
    await gifts.getByRole('button').nth(1).click();
    await gifts.getByRole('button', { name: texts.send, exact: true }).click();
    await expect(gifts).toBeHidden();
    expect(((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits).toBe(20);

    // The chat's price of a message: in the member's currency, the cheapest their bundles make it after the bonus.
    const { currency, cents } = FROM_PRICE_OF_TEN_CREDITS[language as keyof typeof MONEY_TEXTS];
    const each = new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
    await page.goto(`/members/${robin.id}/chat`);
    await expect(page.getByText(`${texts.from} ${each}`, { exact: false })).toBeVisible();
    await snap(page, `money-06-chat-price-${language}`);
    await close();
  });
}
