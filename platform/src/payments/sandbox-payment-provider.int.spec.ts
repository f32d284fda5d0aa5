import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import { paymentProviderContract } from './payment-provider.contract.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

const createFixture = async () => {
  const database = await createTestDatabase('sandbox_payments');
  const sql = createPostgresSql(database.url);
  const webhooks: string[] = [];
  const provider = new SandboxPaymentProvider(sql, async (_url, paymentId) => {
    webhooks.push(paymentId);
  });
  await provider.migrate();
  await provider.migrate();
  return {
    provider,
    webhooks,
    settle: async (paymentId: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'pending') => {
      await provider.decide(paymentId, status === 'canceled' ? 'cancelled' : status);
    },
    refund: (paymentId: string, cents: number) => provider.reverse(paymentId, 'refund', cents),
    chargeBack: (paymentId: string, cents: number) => provider.reverse(paymentId, 'chargeback', cents),
    dispose: async () => {
      await sql.close();
      await database.drop();
    },
  };
};

if (await postgresIsAvailable()) {
  paymentProviderContract(SandboxPaymentProvider.name, createFixture);

  describe('SandboxPaymentProvider checkout', () => {
    it('calls the webhook with the payment id when the buyer decides, and keeps a finished payment as it is', async () => {
      const fixture = await createFixture();
      try {
        const created = await fixture.provider.createPayment({
          orderId: 'order-1', amount: 999, currency: 'EUR', description: 'x', method: 'paypal',
          redirectUrl: 'http://localhost/credits', webhookUrl: 'http://localhost/api/payment-webhook.php', sequenceType: 'oneoff',
        });
        expect((await fixture.provider.decide(created.id, 'pending'))?.payment.status).toBe('pending');
        expect((await fixture.provider.decide(created.id, 'paid'))?.payment.status).toBe('paid');
        expect((await fixture.provider.decide(created.id, 'failed'))?.payment.status).toBe('paid');
        expect(fixture.webhooks).toEqual([created.id, created.id]);
        await fixture.provider.settleSilently(created.id, 'paid');
        expect(fixture.webhooks).toHaveLength(2);
        expect(await fixture.provider.decide('tr_sandbox_unknown', 'paid')).toBeUndefined();
      } finally {
        await fixture.dispose();
      }
    });
  });
} else {
  describe.skip('SandboxPaymentProvider (PostgreSQL unreachable)', () => it('needs PostgreSQL', () => undefined));
}
