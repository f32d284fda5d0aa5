import type { AppConfig } from '../runtime/env.js';
import type { SqlPort } from '../sql/sql.port.js';
import { MolliePaymentProvider } from './mollie-payment-provider.js';
import type { PaymentProvider } from './payment-provider.port.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

export interface OpenedPaymentProvider {
  readonly paymentProvider: PaymentProvider;
  /** Set when the sandbox is the provider: its checkout page is served under /dev. */
  readonly sandboxPayments: SandboxPaymentProvider | undefined;
}

/** The provider PAYMENT_PROVIDER names; the sandbox takes no money, so production gets it only from test code. */
export const openPaymentProvider = async (
  config: Pick<AppConfig, 'paymentProvider' | 'mollieApiKey' | 'mollieApiEndpoint' | 'embedded'>,
  sql: SqlPort,
  { sandboxInProduction = false } = {},
): Promise<OpenedPaymentProvider> => {
  if (config.paymentProvider === 'mollie') {
    return { paymentProvider: new MolliePaymentProvider({ apiKey: config.mollieApiKey!, apiEndpoint: config.mollieApiEndpoint }), sandboxPayments: undefined };
  }
  if (!config.embedded && !sandboxInProduction) throw new Error('PAYMENT_PROVIDER=sandbox takes no money: not allowed when DATABASE_URL is set (production)');
  const sandbox = new SandboxPaymentProvider(sql);
  await sandbox.migrate();
  return { paymentProvider: sandbox, sandboxPayments: sandbox };
};
