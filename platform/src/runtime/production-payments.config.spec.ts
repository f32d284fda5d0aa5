import { openPaymentProvider } from '../payments/open-payment-provider.js';
import type { SqlPort } from '../sql/sql.port.js';
import { parseConfig } from './env.js';

const production = { DATABASE_URL: 'postgres://db/app', APP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587', SMS_URL: 'https://sms.invalid/send' };
const unusedDatabase = { query: async () => ({ rows: [], rowCount: 0 }) } as unknown as SqlPort;

describe('Payments in the configuration', () => {
  it('pays with the sandbox in the embedded default and with Mollie in production', async () => {
    expect(parseConfig({}).paymentProvider).toBe('sandbox');
    const config = parseConfig({ ...production, MOLLIE_API_KEY: 'live_0123456789abcdefghijklmn' });
    expect(config).toMatchObject({ paymentProvider: 'mollie', mollieApiKey: 'live_0123456789abcdefghijklmn' });
    expect((await openPaymentProvider(config, unusedDatabase)).paymentProvider.name).toBe('mollie');
  });

  it('refuses Mollie without a proper API key, and providers it does not know', () => {
    expect(() => parseConfig(production)).toThrow(/MOLLIE_API_KEY: required/);
    expect(() => parseConfig({ ...production, MOLLIE_API_KEY: 'secret' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'giropay' })).toThrow(/PAYMENT_PROVIDER: expected one of sandbox, mollie/);
  });

  it('never lets a production configuration sell credits through the sandbox', async () => {
    const config = parseConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    await expect(openPaymentProvider(config, unusedDatabase)).rejects.toThrow(/takes no money/);
    expect((await openPaymentProvider(config, unusedDatabase, { sandboxInProduction: true })).sandboxPayments).toBeDefined();
  });
});
