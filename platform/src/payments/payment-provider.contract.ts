import { randomUUID } from 'node:crypto';
import type { CreatePaymentRequest, PaymentProvider, ProviderPaymentStatus } from './payment-provider.port.js';

/** How a test plays the buyer and the bank at one provider. */
export interface PaymentProviderFixture {
  readonly provider: PaymentProvider;
  settle(paymentId: string, status: Exclude<ProviderPaymentStatus, 'open'>): Promise<void>;
  refund(paymentId: string, cents: number): Promise<void>;
  chargeBack(paymentId: string, cents: number): Promise<void>;
  dispose(): Promise<void>;
}

const request = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  orderId: randomUUID(),
  amount: 2999,
  currency: 'EUR',
  description: 'Amora 125 credits',
  method: 'ideal',
  issuer: undefined,
  redirectUrl: 'http://localhost:3000/credits?order=x',
  webhookUrl: 'http://localhost:3000/api/payment-webhook.php',
  sequenceType: 'oneoff',
  ...overrides,
});

/** What the order flow relies on from every PaymentProvider adapter. */
export const paymentProviderContract = (adapterName: string, createFixture: () => Promise<PaymentProviderFixture>): void => {
  describe(`${adapterName} (PaymentProvider contract)`, () => {
    let fixture: PaymentProviderFixture;
    let provider: PaymentProvider;
    beforeAll(async () => {
      fixture = await createFixture();
      provider = fixture.provider;
    });
    afterAll(() => fixture?.dispose());

    it('creates an open payment that carries the order id and amount and sends the buyer to a checkout', async () => {
      const asked = request();
      const created = await provider.createPayment(asked);
      expect(created).toMatchObject({ orderId: asked.orderId, status: 'open', amount: 2999, currency: 'EUR', sequenceType: 'oneoff' });
      expect(created.checkoutUrl).toEqual(expect.any(String));
      expect(await provider.getPayment(created.id)).toMatchObject({ id: created.id, orderId: asked.orderId, status: 'open' });
    });

    it.each(['paid', 'failed', 'canceled', 'expired'] as const)('reports a payment the buyer left %s', async (status) => {
      const created = await provider.createPayment(request());
      await fixture.settle(created.id, status);
      expect(await provider.getPayment(created.id)).toMatchObject({ status, checkoutUrl: null });
    });

    it('knows nothing of an unknown or malformed id', async () => {
      expect(await provider.getPayment('tr_doesnotexist1')).toBeUndefined();
      expect(await provider.getPayment("'; select 1; --")).toBeUndefined();
    });

    it('lists banks for iDEAL and none for PayPal', async () => {
      expect((await provider.listIssuers('ideal')).length).toBeGreaterThan(0);
      expect(await provider.listIssuers('paypal')).toEqual([]);
    });

    it('charges a recurring payment on the mandate a paid first payment left, without the buyer', async () => {
      const customer = await provider.createCustomer({ memberId: randomUUID(), name: 'Anna', email: 'anna@example.com' });
      const first = await provider.createPayment(request({ method: 'creditcard', sequenceType: 'first', customerId: customer.id }));
      await fixture.settle(first.id, 'paid');
      const { mandateId } = (await provider.getPayment(first.id))!;
      expect(mandateId).toEqual(expect.any(String));
      const again = await provider.createPayment(request({ method: 'creditcard', sequenceType: 'recurring', customerId: customer.id, mandateId: mandateId! }));
      expect(again).toMatchObject({ status: 'paid', sequenceType: 'recurring', checkoutUrl: null });
    });

    it('reports refunded and charged-back amounts in minor units', async () => {
      const created = await provider.createPayment(request());
      await fixture.settle(created.id, 'paid');
      await fixture.refund(created.id, 1000);
      await fixture.chargeBack(created.id, 1999);
      expect(await provider.getPayment(created.id)).toMatchObject({ status: 'paid', amountRefunded: 1000, amountChargedBack: 1999 });
    });

    it('lists the payments of the last days', async () => {
      const created = await provider.createPayment(request());
      expect((await provider.listRecentPayments(1)).map((payment) => payment.id)).toContain(created.id);
    });
  });
};
