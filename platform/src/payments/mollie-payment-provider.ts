import { createMollieClient, MollieApiError, type MollieClient, type Payment } from '@mollie/api-client';
import { METHODS_WITH_ISSUERS, type PaymentMethod } from '@dating/domain';
import { fromMollieAmount, fromMollieMethod, fromMollieStatus, toMollieAmount, toMollieMethod } from './mollie-mapping.js';
import type { CreatePaymentRequest, PaymentIssuer, PaymentProvider, ProviderPayment, SequenceType } from './payment-provider.port.js';

export interface MollieOptions {
  readonly apiKey: string;
  /** Another base URL than Mollie's own (a local fake in tests). */
  readonly apiEndpoint?: string;
}

// Paging through the list politely: Mollie rate-limits its API.
const RECENT_PAGE = 250;

const orderIdOf = (payment: Payment): string => {
  const metadata = payment.metadata as { orderId?: unknown } | null;
  return typeof metadata?.orderId === 'string' ? metadata.orderId : '';
};

const toProviderPayment = (payment: Payment): ProviderPayment => ({
  id: payment.id,
  orderId: orderIdOf(payment),
  status: fromMollieStatus(payment.status),
  amount: fromMollieAmount(payment.amount),
  currency: payment.amount.currency,
  method: fromMollieMethod(payment.method),
  sequenceType: payment.sequenceType as SequenceType,
  checkoutUrl: payment.getCheckoutUrl() ?? null,
  customerId: payment.customerId ?? null,
  mandateId: payment.mandateId ?? null,
  amountRefunded: fromMollieAmount(payment.amountRefunded),
  amountChargedBack: fromMollieAmount(payment.amountChargedBack),
});

/** Mollie (through its own client). Its terms exclude sexual dating: an operator may need another adapter of the port. */
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  readonly #client: MollieClient;

  constructor({ apiKey, apiEndpoint }: MollieOptions) {
    this.#client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  async createCustomer({ memberId, name, email }: { memberId: string; name: string; email: string }): Promise<{ id: string }> {
    const customer = await this.#client.customers.create({ name, email, metadata: { memberId } });
    return { id: customer.id };
  }

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const payment = await this.#client.payments.create({
      amount: toMollieAmount(request.amount, request.currency),
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      method: toMollieMethod(request.method) as never,
      ...(request.issuer ? { issuer: request.issuer } : {}),
      sequenceType: request.sequenceType as never,
      ...(request.customerId ? { customerId: request.customerId } : {}),
      ...(request.mandateId ? { mandateId: request.mandateId } : {}),
      ...(request.locale ? { locale: request.locale as never } : {}),
      metadata: { orderId: request.orderId },
    });
    return toProviderPayment(payment);
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    // Not even shaped like a Mollie payment id: a forged webhook, not worth a request.
    if (!/^tr_[A-Za-z0-9]+$/.test(paymentId)) return undefined;
    try {
      return toProviderPayment(await this.#client.payments.get(paymentId));
    } catch (error) {
      // An id Mollie does not know (or that is not even shaped like one) is what a forged webhook sends.
      if (error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 410)) return undefined;
      throw error;
    }
  }

  async listIssuers(method: PaymentMethod): Promise<PaymentIssuer[]> {
    if (!METHODS_WITH_ISSUERS.includes(method)) return [];
    const found = await this.#client.methods.get(toMollieMethod(method), { include: 'issuers' as never });
    return (found.issuers ?? []).map((issuer) => ({ id: issuer.id, name: issuer.name }));
  }

  async listRecentPayments(days: number): Promise<ProviderPayment[]> {
    const since = Date.now() - days * 86_400_000;
    const recent: ProviderPayment[] = [];
    // Newest first: stop at the first payment older than the window.
    for await (const payment of this.#client.payments.iterate({ valuesPerMinute: RECENT_PAGE })) {
      if (Date.parse(payment.createdAt) < since) break;
      recent.push(toProviderPayment(payment));
    }
    return recent;
  }
}
