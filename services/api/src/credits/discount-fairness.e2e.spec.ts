import type { CreditsOfferView, TransactionsView } from '@dating/domain';
import { UNPAID_ORDER_EXPIRES_AFTER_SECONDS } from '@dating/domain';
import { reconcilePayments } from '@dating/workers';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { moneyWorkers } from '../runtime/workers-role.js';
import { servicesAvailable, type TestSite } from '../testing/test-site.js';
import type { HttpClient } from '../testing/http-client.js';
import { buyingOn, dutchProfile, startMoneySite, until } from './credits.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

/** The Dutch bundles: 50, 125, 300 and 700 credits. */
const PRICES = [999, 1999, 3999, 7999];
const welcomePrice = (price: number) => price - Math.floor((price * 25) / 100);

describeWithServices('Discounts that never work against the member (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: HttpClient;
  let buyer: ReturnType<typeof buyingOn>;

  beforeAll(async () => {
    ({ site, buyer, staff } = await startMoneySite());
  }, 60_000);
  afterAll(() => site?.stop());

  const offerOf = async (member: TestMember, query = '') => (await member.client.json<CreditsOfferView>('GET', `/api/credits.php${query}`)).body;
  const ordersOf = async (member: TestMember) => (await member.client.json<TransactionsView>('GET', '/api/transactions.php')).body.orders;
  const bonusPrices = (offer: CreditsOfferView) => offer.bundles.map((bundle) => [bundle.discounted_price, bundle.discount?.source ?? null]);

  describe('the welcome bonus held by an order', () => {
    it.each(['abandoned', 'left pending at the provider'] as const)('comes back when the checkout is %s: the order expires on the site clock and the page says why the price changed', async (how) => {
      const anke = await confirmedMember(site, how === 'abandoned' ? 'Anke' : 'Aart', dutchProfile);
      const placed = await buyer.place(anke, { bundle_id: 1, method: 'paypal' });
      expect(placed.body.order).toMatchObject({ status: 'pending', discount_code: 'TIMEBONUS25', amount: welcomePrice(999) });
      // The member backs out of the provider's checkout (nothing is decided there), or the provider never decides.
      if (how !== 'abandoned') await buyer.checkout(anke, placed.body.checkout_url!, 'pending');
      const held = await offerOf(anke);
      expect(held.discount).toBeNull();
      expect(held.bundles.map((bundle) => bundle.discounted_price)).toEqual(PRICES);
      const until15Minutes = new Date(Date.parse(placed.body.order.created_at) + UNPAID_ORDER_EXPIRES_AFTER_SECONDS * 1000).toISOString();
      expect(held.discount_note).toEqual({ kind: 'held', percentage: 25, order_id: placed.body.order.id, order_number: placed.body.order.number, until: until15Minutes });

      const { reconciliation } = moneyWorkers(site.infrastructure, site.clock);
      await reconcilePayments(reconciliation);
      expect(await buyer.order(anke, placed.body.order.id)).toMatchObject({ status: 'pending' });
      site.clock.setOffset((UNPAID_ORDER_EXPIRES_AFTER_SECONDS + 60) * 1000);
      try {
        const expired = await until(
          async () => {
            await reconcilePayments(reconciliation);
            return (await ordersOf(anke))[0];
          },
          (order) => order?.status === 'expired',
        );
        expect(expired).toMatchObject({ id: placed.body.order.id, status: 'expired' });
        const back = await offerOf(anke);
        expect(back.discount).toMatchObject({ source: 'time_bonus', percentage: 25 });
        expect(bonusPrices(back)).toEqual(PRICES.map((price) => [welcomePrice(price), 'time_bonus']));
        expect(back.discount_note).toEqual({ kind: 'returned', percentage: 25, order_id: placed.body.order.id, order_number: placed.body.order.number, status: 'expired' });
        expect((await anke.client.json('GET', '/api/discountcode.php?welcome=true')).status).toBe(200);

        // Paid at the still open checkout after all: the money buys the credits, and the bonus that order had is used.
        await buyer.checkout(anke, placed.body.checkout_url!, 'paid');
        expect(await buyer.order(anke, placed.body.order.id)).toMatchObject({ status: 'completed', discount_code: 'TIMEBONUS25' });
        expect(await buyer.user(anke)).toMatchObject({ credits: 50, paid_user: true });
      } finally {
        site.clock.reset();
      }
    });

    it.each(['failed', 'cancelled', 'expired'] as const)('comes back at once when the payment is %s, and the order says so', async (outcome) => {
      const bram = await confirmedMember(site, `Bram ${outcome}`, dutchProfile);
      const placed = await buyer.place(bram, { bundle_id: 2, method: 'creditcard' });
      await buyer.checkout(bram, placed.body.checkout_url!, outcome);
      expect(await buyer.order(bram, placed.body.order.id)).toMatchObject({ status: outcome });
      const offer = await offerOf(bram);
      expect(offer.discount).toMatchObject({ source: 'time_bonus' });
      expect(bonusPrices(offer)).toEqual(PRICES.map((price) => [welcomePrice(price), 'time_bonus']));
      expect(offer.discount_note).toMatchObject({ kind: 'returned', order_id: placed.body.order.id, status: outcome });
      const listed = await until(() => ordersOf(bram), (orders) => orders[0]?.status === outcome);
      expect(listed.map((order) => order.status)).toEqual([outcome]);
    });

    it('is used by a paid order only, and then leaves the prices without a note', async () => {
      const cato = await confirmedMember(site, 'Cato', dutchProfile);
      const placed = await buyer.place(cato, { bundle_id: 1, method: 'paypal' });
      await buyer.checkout(cato, placed.body.checkout_url!, 'paid');
      expect(await buyer.order(cato, placed.body.order.id)).toMatchObject({ status: 'completed', discount_code: 'TIMEBONUS25', amount: welcomePrice(999) });
      const offer = await offerOf(cato);
      expect(offer).toMatchObject({ discount: null, discount_note: null });
      expect(offer.bundles.map((bundle) => bundle.discounted_price)).toEqual(PRICES);
      const again = await buyer.place(cato, { bundle_id: 1, method: 'paypal' });
      expect(again.body.order).toMatchObject({ discount_code: null, amount: 999 });
    });
  });

  describe('a discount code beside the welcome bonus', () => {
    beforeAll(async () => {
      expect((await staff.json('POST', '/api/staff/discount-codes.php', { code: 'SMALL10', percentage: 10 })).status).toBe(201);
      expect((await staff.json('POST', '/api/staff/discount-codes.php', { code: 'BIG40', percentage: 40, minimum: 2000, country: 'NL' })).status).toBe(201);
    });

    it('never replaces a bigger welcome bonus: every bundle keeps the bonus, and an order with the code gets it too', async () => {
      const dirk = await confirmedMember(site, 'Dirk', dutchProfile);
      const offer = await offerOf(dirk, '?discount_code=small10');
      expect(offer.code).toMatchObject({ code: 'SMALL10', percentage: 10, minimum: 0, source: 'code' });
      expect(bonusPrices(offer)).toEqual(PRICES.map((price) => [welcomePrice(price), 'time_bonus']));
      const placed = await buyer.place(dirk, { bundle_id: 1, method: 'paypal', discount_code: 'SMALL10' });
      expect(placed.body.order).toMatchObject({ discount_code: 'TIMEBONUS25', amount: welcomePrice(999) });
      // The code was not used: it stays the member's for later.
      expect((await dirk.client.json('GET', '/api/discountcode.php?code=SMALL10')).status).toBe(200);
    });

    it('with a minimum applies from its minimum only: small bundles keep the bonus, big ones get the code', async () => {
      const eva = await confirmedMember(site, 'Eva', dutchProfile);
      expect(await eva.client.json('GET', '/api/discountcode.php?code=big40')).toEqual({ status: 200, body: { code: 'BIG40', percentage: 40, minimum: 2000, country: 'NL' } });
      const offer = await offerOf(eva, '?discount_code=BIG40');
      expect(bonusPrices(offer)).toEqual([
        [welcomePrice(999), 'time_bonus'],
        [1999 - 499, 'time_bonus'],
        [3999 - 1599, 'code'],
        [7999 - 3199, 'code'],
      ]);
      const small = await buyer.place(eva, { bundle_id: 1, method: 'paypal', discount_code: 'BIG40' });
      expect(small.status).toBe(201);
      expect(small.body.order).toMatchObject({ discount_code: 'TIMEBONUS25', amount: welcomePrice(999) });
      const big = await buyer.place(eva, { bundle_id: 3, method: 'paypal', discount_code: 'BIG40' });
      expect(big.body.order).toMatchObject({ discount_code: 'BIG40', amount: 3999 - 1599 });
      // Buying as a Polish buyer the code is another country's: the page shows the prices without it.
      expect((await offerOf(eva, '?discount_code=BIG40&country=PL')).code).toBeNull();
    });
  });
});
