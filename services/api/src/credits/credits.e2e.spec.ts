import { randomUUID } from 'node:crypto';
import { orderDecider, orderStreamId, type CreditsOfferView, type DiscountCodeView, type ReceiptView, type TimeBonusView, type TransactionsView } from '@dating/domain';
import { reconcilePayments } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { moneyWorkers } from '../runtime/workers-role.js';
import { buyingOn, dutchProfile, FORM, startMoneySite, until } from './credits.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Credits, orders and payments over HTTP with the sandbox provider (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: HttpClient;

  let buyer: ReturnType<typeof buyingOn>;
  const buyBundle = async (member: TestMember, body: Record<string, unknown>, outcome: 'paid' | 'failed' = 'paid') => {
    const placed = await buyer.place(member, body);
    expect(placed.status).toBe(201);
    expect(await buyer.checkout(member, placed.body.checkout_url!, outcome)).toBe(`${site.url}/credits?order=${placed.body.order.id}`);
    return buyer.order(member, placed.body.order.id);
  };

  beforeAll(async () => {
    ({ site, buyer, staff } = await startMoneySite());
  }, 60_000);
  afterAll(() => site?.stop());

  describe('the offer', () => {
    it('shows a visitor the bundles of the site country and a member those of the country they live in, with VAT and local methods', async () => {
      const visitor = await new HttpClient(site.url).json<CreditsOfferView>('GET', '/api/credits.php');
      expect(visitor.body).toMatchObject({ country: 'GB', currency: 'GBP', vat_percentage: 20, discount: null, repeat_order: null });
      const anna = await confirmedMember(site, 'Anna', dutchProfile);
      const offer = (await anna.client.json<CreditsOfferView>('GET', '/api/credits.php')).body;
      expect(offer).toMatchObject({ country: 'NL', currency: 'EUR', vat_percentage: 21 });
      expect(offer.bundles.map((bundle) => [bundle.id, bundle.credits, bundle.price])).toEqual([[1, 50, 999], [2, 125, 1999], [3, 300, 3999], [4, 700, 7999]]);
      expect(offer.methods.slice(0, 2)).toEqual(['ideal', 'sdd']);
      expect(offer.methods).not.toContain('giropay');
      expect(offer.methods).not.toContain('sofort');
      expect((await anna.client.json<CreditsOfferView>('GET', '/api/credits.php?country=PL')).body).toMatchObject({ currency: 'PLN', methods: expect.arrayContaining(['blik', 'prezelewy24']) });
      expect(await anna.client.json('GET', '/api/credits.php?country=US')).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    });
  });

  describe('buying a bundle', () => {
    let bert: TestMember;
    beforeAll(async () => {
      bert = await confirmedMember(site, 'Bert', dutchProfile);
    });

    it('credits the bundle once the sandbox says paid, makes the member premium and shows the order with a receipt', async () => {
      expect(await buyer.user(bert)).toMatchObject({ credits: 0, paid_user: false });
      expect(await buyer.place(bert, { bundle_id: 3, method: 'ideal' })).toMatchObject({ status: 400, body: { code: 'ORDER.ISSUER_REQUIRED' } });
      const issuers = (await bert.client.json<{ issuers: { id: string }[] }>('GET', '/api/issuers.php?method=ideal')).body.issuers;
      const placed = await buyer.place(bert, { bundle_id: 3, method: 'ideal', issuer: issuers[0]!.id });
      expect(placed.body.order).toMatchObject({ status: 'pending', credits: 300, amount: 3999 - 999, discount_code: 'TIMEBONUS25' });
      expect(await buyer.order(bert, placed.body.order.id)).toMatchObject({ status: 'pending' });
      await buyer.checkout(bert, placed.body.checkout_url!, 'paid');
      const paid = await buyer.order(bert, placed.body.order.id);
      expect(paid).toMatchObject({ status: 'completed', credits: 300, vat_percentage: 21, vat_amount: Math.round((3000 * 21) / 121) });
      expect(await buyer.user(bert)).toMatchObject({ credits: 300, paid_user: true });
      const history = await until(
        async () => (await bert.client.json<TransactionsView>('GET', '/api/transactions.php')).body,
        (view) => view.orders.length === 1 && view.movements.length === 1,
      );
      expect(history).toMatchObject({ balance: 300, orders: [{ id: paid.id, status: 'completed' }], movements: [{ kind: 'purchase', credits: 300, balance: 300, order_id: paid.id }] });
      const receipt = (await bert.client.json<ReceiptView>('GET', `/api/transactions.php?id=${paid.id}`)).body;
      expect(receipt.company).toMatchObject({ name: expect.any(String), vat_numbers: expect.any(Array) });
      expect(receipt.order.number).toBe(paid.number);
    });

    it('keeps nothing of a failed payment and lets the member retry with another method', async () => {
      const carl = await confirmedMember(site, 'Carl', dutchProfile);
      const failed = await buyBundle(carl, { bundle_id: 1, method: 'paypal' }, 'failed');
      expect(failed.status).toBe('failed');
      expect(await buyer.user(carl)).toMatchObject({ credits: 0, paid_user: false });
      // The welcome bonus the failed order held is free again for the retry.
      const retried = await buyBundle(carl, { bundle_id: 1, method: 'creditcard' });
      expect(retried).toMatchObject({ status: 'completed', discount_code: 'TIMEBONUS25', amount: 999 - 249 });
      expect(await buyer.user(carl)).toMatchObject({ credits: 50, paid_user: true });
    });

    it('credits once for 50 duplicate, concurrent webhooks, and ignores unknown or forged ids', async () => {
      const dora = await confirmedMember(site, 'Dora', dutchProfile);
      const placed = await buyer.place(dora, { bundle_id: 2, method: 'creditcard' });
      const paymentId = new URL(placed.body.checkout_url!, site.url).pathname.split('/').at(-1)!;
      await buyer.checkout(dora, placed.body.checkout_url!, 'paid');
      const webhooks = await Promise.all(
        Array.from({ length: 50 }, () => new HttpClient(site.url).request('POST', '/api/payment-webhook.php', `id=${paymentId}`, FORM)),
      );
      expect(webhooks.map((response) => response.status)).toEqual(webhooks.map(() => 200));
      expect(await buyer.user(dora)).toMatchObject({ credits: 125 });
      const forged = await new HttpClient(site.url).request('POST', '/api/payment-webhook.php', `id=tr_forged${randomUUID().slice(0, 8)}`, FORM);
      expect(forged.status).toBe(200);
      expect(await new HttpClient(site.url).json('POST', '/api/payment-webhook.php', { id: "'; drop table es_events; --" })).toMatchObject({ status: 400 });
      expect(await buyer.user(dora)).toMatchObject({ credits: 125 });
    });

    it('refuses what cannot be bought, with a code for each', async () => {
      expect(await buyer.place(bert, { bundle_id: 99, method: 'ideal', issuer: 'x' })).toMatchObject({ status: 404, body: { code: 'ORDER.BUNDLE_NOT_FOUND' } });
      expect(await buyer.place(bert, { bundle_id: 1, method: 'swish' })).toMatchObject({ status: 400, body: { code: 'ORDER.METHOD_NOT_OFFERED' } });
      expect(await buyer.place(bert, { bundle_id: 1, method: 'giropay' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await buyer.place(bert, { bundle_id: 1.5, method: 'paypal' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await buyer.place(bert, { bundle_id: 1, method: 'paypal', price: 1 })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await bert.client.json('GET', '/api/order.php?id=not-a-uuid')).toMatchObject({ status: 400 });
      expect(await bert.client.json('GET', `/api/order.php?id=${randomUUID()}`)).toMatchObject({ status: 404, body: { code: 'ORDER.NOT_FOUND' } });
      expect(await new HttpClient(site.url).json('POST', '/api/order.php', { bundle_id: 1, method: 'paypal', idempotency_key: randomUUID() })).toMatchObject({ status: 403 });
    });

    it('shows an order to its buyer only', async () => {
      const eve = await confirmedMember(site, 'Eve', dutchProfile);
      const placed = await buyer.place(bert, { bundle_id: 1, method: 'paypal' });
      expect(await eve.client.json('GET', `/api/order.php?id=${placed.body.order.id}`)).toMatchObject({ status: 404, body: { code: 'ORDER.NOT_FOUND' } });
      expect(await eve.client.json('GET', `/api/transactions.php?id=${placed.body.order.id}`)).toMatchObject({ status: 404 });
    });
  });

  describe('after the payment', () => {

    it('finds a paid payment whose webhook never came, in the reconciliation sweep, when the buyer never came back', async () => {
      const kees = await confirmedMember(site, 'Kees', dutchProfile);
      const placed = await buyer.place(kees, { bundle_id: 1, method: 'paypal' });
      await buyer.sandbox().settleSilently(buyer.paymentIdOf(placed.body.checkout_url!), 'paid');
      // Only the wallet is looked at: reading the order as the returning buyer would settle it (see order-requests).
      expect(await buyer.user(kees)).toMatchObject({ credits: 0 });
      // One round of the sweep the workers schedule every five minutes; it looks at orders left waiting for ten.
      const { reconciliation } = moneyWorkers(site.infrastructure, site.clock);
      expect(await reconcilePayments(reconciliation)).toBe(0);
      site.clock.setOffset(11 * 60_000);
      try {
        // The orders read model has to have seen the payment start first; other members' open orders are swept too,
        // so a round that settled something proves nothing until Kees's own order is completed. Each round asks the
        // provider about every open order of this suite, which on a busy CI machine takes seconds: allow a few rounds.
        const credited = async () => {
          await reconcilePayments(reconciliation);
          return buyer.user(kees);
        };
        expect(await until(credited, (seen) => seen.credits === 50, 45_000)).toMatchObject({ credits: 50, paid_user: true });
      } finally {
        site.clock.reset();
      }
    });

    it('credits a paid order that a lagging orders read model still shows as never started, rather than closing it', async () => {
      const noor = await confirmedMember(site, 'Noor', dutchProfile);
      const placed = await buyer.place(noor, { bundle_id: 1, method: 'paypal' });
      await buyer.sandbox().settleSilently(buyer.paymentIdOf(placed.body.checkout_url!), 'paid');
      // What the sweep does with a row whose payment id the read model has not taken in yet.
      await moneyWorkers(site.infrastructure, site.clock).reconciliation.closeUnstarted(placed.body.order.id);
      expect(await buyer.user(noor)).toMatchObject({ credits: 50, paid_user: true });
      expect(await noor.client.json('GET', `/api/order.php?id=${placed.body.order.id}`)).toMatchObject({ status: 200, body: { status: 'completed' } });
    });

    it('takes back the unspent credits after a chargeback and shows it in the transactions', async () => {
      const lot = await confirmedMember(site, 'Lot', dutchProfile);
      const jan = await confirmedMember(site, 'Jan', dutchProfile);
      const placed = await buyer.place(lot, { bundle_id: 1, method: 'creditcard' });
      await buyer.checkout(lot, placed.body.checkout_url!, 'paid');
      expect(await buyer.user(lot)).toMatchObject({ credits: 50 });
      expect(await lot.client.json('POST', '/api/gift.php', { member_id: jan.id, gift: 'heart', gift_id: randomUUID() })).toMatchObject({ status: 201, body: { credits: 30 } });
      await buyer.sandbox().reverse(buyer.paymentIdOf(placed.body.checkout_url!), 'chargeback', placed.body.order.amount);
      expect(await buyer.user(lot)).toMatchObject({ credits: 0 });
      const history = await until(
        async () => (await lot.client.json<TransactionsView>('GET', '/api/transactions.php')).body,
        // The wallet's reversal and the order's are two appends: the read model may hold the first a moment before the second.
        (view) => view.movements.some((movement) => movement.kind === 'reversal') && view.orders[0]?.reversed_credits !== 0,
      );
      expect(history.movements.map((movement) => [movement.kind, movement.credits, movement.balance])).toEqual([
        ['reversal', -30, 0],
        ['spend', -20, 30],
        ['purchase', 50, 50],
      ]);
      expect(history.orders[0]).toMatchObject({ status: 'completed', reversed_credits: 50 });
    });

    it('buys again in one step on the card of the last purchase, and says when that card is declined', async () => {
      const mia = await confirmedMember(site, 'Mia', dutchProfile);
      expect(await buyer.repeat(mia, { bundle_id: 1 })).toMatchObject({ status: 409, body: { code: 'ORDER.NO_MANDATE' } });
      const first = await buyer.place(mia, { bundle_id: 1, method: 'visa' });
      await buyer.checkout(mia, first.body.checkout_url!, 'paid');
      // The credits page offers "buy again" once the order read model has the payment: a member cannot click it sooner.
      const offeredRepeat = async (member: TestMember) => (await member.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.repeat_order;
      await eventually(async () => (await offeredRepeat(mia)) !== null, 'the repeat order offered to Mia');
      expect(await offeredRepeat(mia)).toEqual({ bundle_id: 1, method: 'visa' });
      const again = await buyer.repeat(mia, { bundle_id: 2 });
      expect(again).toMatchObject({ status: 201, body: { checkout_url: null, order: { status: 'completed', recurring: true, credits: 125, method: 'visa' } } });
      expect(await buyer.user(mia)).toMatchObject({ credits: 175 });

      const noor = await confirmedMember(site, 'Noor', dutchProfile);
      const card = await buyer.place(noor, { bundle_id: 1, method: 'mastercard' });
      const declineLater = await noor.client.request('POST', card.body.checkout_url!, 'outcome=paid&fail_recurring=1', { ...FORM, origin: site.url, 'sec-fetch-site': 'same-origin' });
      expect(declineLater.status).toBe(303);
      await eventually(async () => (await offeredRepeat(noor)) !== null, 'the repeat order offered to Noor');
      const declined = await buyer.repeat(noor, { bundle_id: 1 });
      expect(declined).toMatchObject({ status: 201, body: { order: { status: 'failed', recurring: true } } });
      expect(await buyer.user(noor)).toMatchObject({ credits: 50 });
    });
  });

  describe('premium', () => {
    it('lets a member add photos up to 25 instead of 3 once the first purchase made them premium', async () => {
      const olga = await confirmedMember(site, 'Olga', dutchProfile);
      for (let photo = 0; photo < 3; photo += 1) expect((await uploadPhoto(olga.client, await jpegImage())).status).toBe(201);
      expect(await uploadPhoto(olga.client, await jpegImage())).toMatchObject({ status: 409, body: { code: 'PHOTO.LIMIT_REACHED' } });
      const placed = await buyer.place(olga, { bundle_id: 1, method: 'paypal' });
      await buyer.checkout(olga, placed.body.checkout_url!, 'paid');
      expect((await uploadPhoto(olga.client, await jpegImage())).status).toBe(201);
    });

    it('gives the discount accepted instead of deleting the account at the checkout, once the welcome bonus is over', async () => {
      const piet = await confirmedMember(site, 'Piet', dutchProfile);
      expect((await piet.client.json('POST', '/api/retention-offer.php', {})).status).toBe(200);
      site.clock.setOffset(4 * 3_600_000 + 1_000);
      try {
        const { discount } = (await piet.client.json<CreditsOfferView>('GET', '/api/credits.php')).body;
        expect(discount).toMatchObject({ source: 'retention', code: 'RETENTION' });
        const placed = await buyer.place(piet, { bundle_id: 2, method: 'paypal' });
        expect(placed.body.order).toMatchObject({ discount_code: 'RETENTION', discount_amount: Math.floor((1999 * discount!.percentage) / 100) });
        await buyer.checkout(piet, placed.body.checkout_url!, 'paid');
        expect((await piet.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.discount).toBeNull();
      } finally {
        site.clock.reset();
      }
    });
  });

  describe('discount codes', () => {
    it('applies a staff code once per member: two tabs ordering with it at once get one discount', async () => {
      expect(await staff.json('POST', '/api/staff/discount-codes.php', { code: 'spring30', percentage: 30, minimum: 2000, country: 'NL' })).toMatchObject({ status: 201, body: { code: 'SPRING30' } });
      expect(await staff.json('POST', '/api/staff/discount-codes.php', { code: 'SPRING30', percentage: 10 })).toMatchObject({ status: 409, body: { code: 'DISCOUNT.CODE_EXISTS' } });
      const fien = await confirmedMember(site, 'Fien', dutchProfile);
      expect(await fien.client.json<DiscountCodeView>('GET', '/api/discountcode.php?code=Spring30')).toEqual({ status: 200, body: { code: 'SPRING30', percentage: 30, minimum: 2000, country: 'NL' } });
      expect(await fien.client.json('GET', '/api/discountcode.php?code=NOPE')).toMatchObject({ status: 404, body: { code: 'DISCOUNT.NOT_FOUND' } });
      expect(await fien.client.json('GET', '/api/discountcode.php?code=SPRING30&bundle_id=1')).toMatchObject({ status: 422, body: { code: 'DISCOUNT.BELOW_MINIMUM' } });
      const tabs = await Promise.all([0, 1].map(() => buyer.place(fien, { bundle_id: 3, method: 'paypal', discount_code: 'spring30' })));
      expect(tabs.map((tab) => tab.status).sort()).toEqual([201, 409]);
      const winner = tabs.find((tab) => tab.status === 201)!;
      expect(winner.body.order).toMatchObject({ discount_code: 'SPRING30', amount: 3999 - 1199 });
      await buyer.checkout(fien, winner.body.checkout_url!, 'paid');
      expect(await fien.client.json('GET', '/api/discountcode.php?code=SPRING30')).toMatchObject({ status: 409, body: { code: 'DISCOUNT.ALREADY_USED' } });
      expect(await staff.json('DELETE', '/api/staff/discount-codes.php?code=SPRING30')).toMatchObject({ status: 200 });
      const gijs = await confirmedMember(site, 'Gijs', dutchProfile);
      expect(await gijs.client.json('GET', '/api/discountcode.php?code=SPRING30')).toMatchObject({ status: 404, body: { code: 'DISCOUNT.NOT_FOUND' } });
    });

    it('runs the welcome time bonus for four hours after signup, for non-paying members only', async () => {
      const hans = await confirmedMember(site, 'Hans', dutchProfile);
      const bonus = await hans.client.json<TimeBonusView>('GET', '/api/discountcode.php?welcome=true');
      expect(bonus.body).toMatchObject({ code: 'TIMEBONUS25', percentage: 25, status: 'active', validity: 'once-per-user' });
      const signedUp = Date.parse((await buyer.user(hans)).signup_date);
      expect(Date.parse(bonus.body.expires) - signedUp).toBe(14_400_000);
      expect((await hans.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.discount).toMatchObject({ code: 'TIMEBONUS25', source: 'time_bonus' });
      site.clock.setOffset(4 * 3_600_000 + 1_000);
      try {
        expect(await hans.client.json('GET', '/api/discountcode.php?welcome=true')).toMatchObject({ status: 404, body: { code: 'DISCOUNT.TIME_BONUS_UNAVAILABLE' } });
        expect((await hans.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.discount).toBeNull();
      } finally {
        site.clock.reset();
      }
    });
  });

  describe('staff corrections and gifts', () => {
    it('lets staff correct a balance with a reason, never below zero, and members spend it on gifts exactly once per gift', async () => {
      const ida = await confirmedMember(site, 'Ida', dutchProfile);
      const jan = await confirmedMember(site, 'Jan', dutchProfile);
      const correction = { member_id: ida.id, credits: 45, reason: 'goodwill after an outage', correction_id: randomUUID() };
      expect(await ida.client.json('POST', '/api/staff/wallet-correction.php', correction)).toMatchObject({ status: 403 });
      expect(await staff.json('POST', '/api/staff/wallet-correction.php', correction)).toMatchObject({ status: 201, body: { balance: 45 } });
      expect(await staff.json('POST', '/api/staff/wallet-correction.php', correction)).toMatchObject({ status: 201, body: { balance: 45 } });
      // The correction's key sent again with another amount or member corrects nothing.
      expect(await staff.json('POST', '/api/staff/wallet-correction.php', { ...correction, credits: 4_500 })).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      expect(await staff.json('POST', '/api/staff/wallet-correction.php', { ...correction, member_id: jan.id })).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      expect(await staff.json('POST', '/api/staff/wallet-correction.php', { ...correction, credits: -50, correction_id: randomUUID() })).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      const gift = { member_id: jan.id, gift: 'rose', gift_id: randomUUID() };
      expect(await ida.client.json('POST', '/api/gift.php', gift)).toMatchObject({ status: 201, body: { credits: 25 } });
      expect(await ida.client.json('POST', '/api/gift.php', gift)).toMatchObject({ status: 201, body: { credits: 25 } });
      expect(await ida.client.json('POST', '/api/gift.php', { ...gift, gift_id: randomUUID() })).toMatchObject({ status: 201, body: { credits: 5 } });
      expect(await ida.client.json('POST', '/api/gift.php', { ...gift, gift_id: randomUUID() })).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      expect(await ida.client.json('POST', '/api/gift.php', { ...gift, member_id: ida.id, gift_id: randomUUID() })).toMatchObject({ status: 400, body: { code: 'GIFT.SELF' } });
      expect(await ida.client.json('POST', '/api/gift.php', { ...gift, gift: 'yacht', gift_id: randomUUID() })).toMatchObject({ status: 400 });
      expect(await buyer.user(ida)).toMatchObject({ credits: 5, paid_user: false });
    });
  });
});

describeWithServices('A payment webhook on a site whose workers are not running (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let buyer: ReturnType<typeof buyingOn>;
  beforeAll(async () => {
    // No reactor to credit the order later: whatever the member gets, the webhook's own request gave.
    site = await startTestSite({ ROLES: 'api,projections' });
    buyer = buyingOn(site);
  }, 60_000);
  afterAll(() => site?.stop());

  it('credits at once a paid order whose webhook comes again after its first run stopped between completing the order and crediting it', async () => {
    // Signed up only: the activation mail is a worker's job.
    const rosa = await signUpMember(site);
    const placed = await buyer.place(rosa, { bundle_id: 1, method: 'creditcard' });
    const paymentId = buyer.paymentIdOf(placed.body.checkout_url!);
    await buyer.sandbox().settleSilently(paymentId, 'paid');
    // The first run's step that completed the order; its process died before the follow-ups.
    await StreamDecisions.over(site.infrastructure, site.clock).decide(orderDecider, orderStreamId(placed.body.order.id), {
      type: 'SettlePayment',
      data: { orderId: placed.body.order.id, paymentId, status: 'paid', refundedCents: 0, chargedBackCents: 0, customerId: null, mandateId: null },
    });
    expect(await buyer.user(rosa)).toMatchObject({ credits: 0 });
    const webhook = () => new HttpClient(site.url).request('POST', '/api/payment-webhook.php', `id=${paymentId}`, FORM);
    expect((await webhook()).status).toBe(200);
    expect(await buyer.user(rosa)).toMatchObject({ credits: 50, paid_user: true });
    // And only once, however often the provider sends it.
    expect((await webhook()).status).toBe(200);
    expect(await buyer.user(rosa)).toMatchObject({ credits: 50 });
  });
});
