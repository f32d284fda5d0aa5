import tls from 'node:tls';
import { MolliePaymentProvider } from './mollie-payment-provider.js';
import { paymentProviderContract } from './payment-provider.contract.js';
import { FakeMollieServer } from '../testing/fake-mollie-server.js';

/**
 * Mollie's client speaks HTTPS only and trusts only its own bundle of public CAs, so the local fake's self-signed
 * certificate cannot be trusted the proper way: while a fake runs, connections to 127.0.0.1 skip the chain check.
 */
const startFake = async () => {
  const connect = tls.connect;
  const loopbackUnchecked = ((...args: Parameters<typeof tls.connect>) => {
    const [options] = args;
    if (typeof options === 'object' && options !== null && (options as tls.ConnectionOptions).host === '127.0.0.1') {
      (options as tls.ConnectionOptions).rejectUnauthorized = false;
    }
    return connect(...args);
  }) as typeof tls.connect;
  tls.connect = loopbackUnchecked;
  const mollie = await new FakeMollieServer().start();
  const stop = async () => {
    await mollie.stop();
    tls.connect = connect;
  };
  return { mollie, stop };
};

paymentProviderContract(`${MolliePaymentProvider.name} against a local fake of Mollie's API`, async () => {
  const { mollie, stop } = await startFake();
  return {
    provider: new MolliePaymentProvider({ apiKey: 'test_contractsuitekey1234567890abcd', apiEndpoint: mollie.apiEndpoint }),
    settle: async (paymentId, status) => mollie.settle(paymentId, status),
    refund: async (paymentId, cents) => mollie.refund(paymentId, cents),
    chargeBack: async (paymentId, cents) => mollie.chargeBack(paymentId, cents),
    dispose: stop,
  };
});

describe('MolliePaymentProvider requests', () => {
  it('sends Mollie its own method names, a decimal amount and the order id as metadata', async () => {
    const { mollie, stop } = await startFake();
    try {
      const provider = new MolliePaymentProvider({ apiKey: 'test_contractsuitekey1234567890abcd', apiEndpoint: mollie.apiEndpoint });
      const created = await provider.createPayment({
        orderId: 'order-7', amount: 1999, currency: 'PLN', description: 'x', method: 'prezelewy24',
        redirectUrl: 'http://localhost/credits', webhookUrl: 'http://localhost/api/payment-webhook.php', sequenceType: 'oneoff',
      });
      expect(mollie.payments.get(created.id)).toMatchObject({ method: 'przelewy24', amount: { currency: 'PLN', value: '19.99' }, metadata: { orderId: 'order-7' } });
      expect(created.method).toBe('prezelewy24');
    } finally {
      await stop();
    }
  });
});
