import { randomUUID } from 'node:crypto';
import { discountUseDecider, orderDecider, orderStreamId, TIME_BONUS, timeBonusStreamId, type CreditsOfferView, type PlacedOrderView } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { reconcilePayments } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { HttpClient } from '../testing/http-client.js';
import { buyingOn, dutchProfile, FORM, until } from './credits.e2e-fixtures.js';
import { moneyWorkers } from '../runtime/workers-role.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Order requests against double charges, forged hosts and lost steps (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let buyer: ReturnType<typeof buyingOn>;

  beforeAll(async () => {
    site = await startTestSite();
    buyer = buyingOn(site);
  }, 60_000);
  afterAll(() => site?.stop());

  /** Every payment the provider was asked for on the member's customer: what the member is charged. */
  const chargesOf = async (customerId: string) =>
    Number((await site.infrastructure.sql.query<{ count: string }>('SELECT count(*) AS count FROM sandbox_payments WHERE customer_id = $1', [customerId])).rows[0]!.count);

  /** A member who paid once by card, so "buy again" is offered; with the sandbox's customer and mandate of that card. */
  const memberWithCard = async (name: string) => {
    const member = await confirmedMember(site, name, dutchProfile);
    const first = await buyer.place(member, { bundle_id: 1, method: 'visa' });
    await buyer.checkout(member, first.body.checkout_url!, 'paid');
    await eventually(async () => (await member.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.repeat_order !== null, `the repeat order offered to ${name}`);
    const { payment } = (await buyer.sandbox().checkout(buyer.paymentIdOf(first.body.checkout_url!)))!;
    return { member, customerId: payment.customerId!, mandateId: payment.mandateId! };
  };

  const parallel = (count: number, request: (index: number) => Promise<{ status: number; body: PlacedOrderView }>) => Promise.all(Array.from({ length: count }, (_, index) => request(index)));

  describe('a repeat order', () => {
    it('charges once for ten parallel copies of one request, and refuses its key with another bundle', async () => {
      const { member, customerId } = await memberWithCard('Roos');
      const key = randomUUID();
      const answers = await parallel(10, () => buyer.repeat(member, { bundle_id: 1, idempotency_key: key }));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
      expect(answers[0]!.body.order).not.toHaveProperty('id', key);
      expect(await chargesOf(customerId)).toBe(2);
      expect(await buyer.user(member)).toMatchObject({ credits: 100 });
      expect(await buyer.repeat(member, { bundle_id: 2, idempotency_key: key })).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      expect(await chargesOf(customerId)).toBe(2);
    });

    it('is refused while the last one waits for its payment: ten parallel requests with ten keys make one charge', async () => {
      const { member, customerId, mandateId } = await memberWithCard('Sem');
      await buyer.sandbox().holdRecurringPayments(mandateId);
      const answers = await parallel(10, () => buyer.repeat(member, { bundle_id: 1 }));
      const accepted = answers.filter((answer) => answer.status === 201);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.body.order).toMatchObject({ status: 'pending', recurring: true });
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
        Array.from({ length: 9 }, () => expect.objectContaining({ code: 'ORDER.REPEAT_PENDING' })),
      );
      expect(await chargesOf(customerId)).toBe(2);
      // Once that payment is decided the member may buy again.
      const pending = (await site.infrastructure.sql.query<{ id: string }>('SELECT id FROM sandbox_payments WHERE order_id = $1', [accepted[0]!.body.order.id])).rows[0]!;
      await buyer.sandbox().decide(pending.id, 'paid');
      expect(await buyer.order(member, accepted[0]!.body.order.id)).toMatchObject({ status: 'completed' });
      expect(await buyer.repeat(member, { bundle_id: 1 })).toMatchObject({ status: 201, body: { order: { status: 'pending' } } });
    });
  });

  describe('the addresses given to the provider', () => {
    it('name the configured domain whatever Host or X-Forwarded-Host the request forged', async () => {
      const member = await confirmedMember(site, 'Uma', dutchProfile);
      const { port } = new URL(site.url);
      const forged = { host: `evil.example:${port}`, 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' };
      const order = await member.client.json<PlacedOrderView>('POST', '/api/order.php', { bundle_id: 1, method: 'paypal', idempotency_key: randomUUID() }, forged);
      expect(order.status).toBe(201);
      const { rows } = await site.infrastructure.sql.query<{ redirect_url: string; webhook_url: string }>(
        'SELECT redirect_url, webhook_url FROM sandbox_payments WHERE order_id = $1',
        [order.body.order.id],
      );
      expect(rows).toEqual([{ redirect_url: `${site.url}/credits?order=${order.body.order.id}`, webhook_url: `${site.url}/api/payment-webhook.php` }]);
    });
  });

  describe('the buyer back from the provider', () => {
    it('finds a payment whose webhook was lost paid, is credited once, and the late webhook adds nothing', async () => {
      const member = await confirmedMember(site, 'Vera', dutchProfile);
      const placed = await buyer.place(member, { bundle_id: 1, method: 'paypal' });
      const paymentId = buyer.paymentIdOf(placed.body.checkout_url!);
      await buyer.sandbox().settleSilently(paymentId, 'paid');
      const back = await Promise.all([0, 1, 2].map(() => buyer.order(member, placed.body.order.id)));
      expect(back.map((order) => order.status)).toEqual(['completed', 'completed', 'completed']);
      expect(await buyer.user(member)).toMatchObject({ credits: 50 });
      const webhook = await new HttpClient(site.url).request('POST', '/api/payment-webhook.php', `id=${paymentId}`, FORM);
      expect(webhook.status).toBe(200);
      expect(await buyer.user(member)).toMatchObject({ credits: 50 });
    });
  });

  describe('an order whose placing process died before it asked the provider', () => {
    it('is closed by the reconciliation sweep, which frees its discount for the member', async () => {
      const member = await confirmedMember(site, 'Wies', dutchProfile);
      const discountOffered = async () => (await member.client.json<CreditsOfferView>('GET', '/api/credits.php')).body.discount;
      await eventually(async () => (await discountOffered())?.code === TIME_BONUS.code, 'the welcome bonus offered to Wies');
      // What the placing request had written when it died: the order, then the discount held for it; no payment.
      const orderId = randomUUID();
      const now = site.clock.now().toISOString();
      const bundle = { id: 1, credits: 50, price: 999, currency: 'EUR', vatPercentage: 21 };
      const discount = { code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, source: 'time_bonus' as const };
      const repository = new EventSourcedRepository(site.infrastructure.eventStore);
      await repository.execute(orderDecider, orderStreamId(orderId), {
        type: 'PlaceOrder',
        data: { orderId, memberId: member.id, number: 'DIED-1', bundle, method: 'paypal', discount, recurring: false, provider: 'sandbox' },
        metadata: { now },
      });
      await repository.execute(discountUseDecider, timeBonusStreamId(member.id), { type: 'ReserveDiscount', data: { code: TIME_BONUS.code, memberId: member.id, orderId }, metadata: { now } });
      expect(await discountOffered()).toBeNull();

      const { reconciliation } = moneyWorkers(site.infrastructure, site.clock);
      site.clock.setOffset(11 * 60_000);
      try {
        const sweptOffer = async () => {
          await reconcilePayments(reconciliation);
          return discountOffered();
        };
        expect(await until(sweptOffer, (offered) => offered !== null)).toMatchObject({ code: TIME_BONUS.code });
        expect(await buyer.order(member, orderId)).toMatchObject({ status: 'failed' });
        const placed = await buyer.place(member, { bundle_id: 1, method: 'paypal' });
        expect(placed).toMatchObject({ status: 201, body: { order: { discount_code: TIME_BONUS.code, amount: 999 - 249 } } });
      } finally {
        site.clock.reset();
      }
    });
  });

  describe('an order', () => {
    it('gives the same order back for the same key and payload, without a second payment, and refuses the key with another payload', async () => {
      const member: TestMember = await confirmedMember(site, 'Tess', dutchProfile);
      const key = randomUUID();
      const first = await buyer.place(member, { bundle_id: 2, method: 'paypal', idempotency_key: key });
      const again = await buyer.place(member, { bundle_id: 2, method: 'paypal', idempotency_key: key });
      expect(again).toEqual(first);
      expect(await buyer.place(member, { bundle_id: 3, method: 'paypal', idempotency_key: key })).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      const payments = await site.infrastructure.sql.query('SELECT id FROM sandbox_payments WHERE order_id = $1', [first.body.order.id]);
      expect(payments.rows).toHaveLength(1);
    });
  });
});
