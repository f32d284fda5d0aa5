import { randomBytes } from 'node:crypto';
import { METHODS_WITH_ISSUERS, type PaymentMethod } from '@dating/domain';
import type { SqlExecutor } from '../sql/sql.port.js';
import type {
  CreatePaymentRequest,
  PaymentIssuer,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
  SequenceType,
} from './payment-provider.port.js';

/** What the buyer can choose on the sandbox's hosted checkout. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'cancelled', 'pending', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const STATUS_OF_OUTCOME: Record<SandboxOutcome, ProviderPaymentStatus> = {
  paid: 'paid',
  failed: 'failed',
  cancelled: 'canceled',
  pending: 'pending',
  expired: 'expired',
};

/** The sandbox's banks: fictitious, named so nobody takes them for real ones. */
const SANDBOX_ISSUERS: readonly PaymentIssuer[] = [
  { id: 'sandbox_bank_tulip', name: 'Tulip Test Bank' },
  { id: 'sandbox_bank_canal', name: 'Canal Sandbox Bank' },
  { id: 'sandbox_bank_dune', name: 'Dune Demo Bank' },
];

const MIGRATION = [
  `CREATE TABLE IF NOT EXISTS sandbox_payments (
     id text PRIMARY KEY,
     order_id text NOT NULL,
     amount integer NOT NULL,
     currency text NOT NULL,
     description text NOT NULL,
     method text NOT NULL,
     sequence_type text NOT NULL,
     status text NOT NULL,
     redirect_url text NOT NULL,
     webhook_url text NOT NULL,
     customer_id text,
     mandate_id text,
     amount_refunded integer NOT NULL DEFAULT 0,
     amount_charged_back integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS sandbox_mandates (
     id text PRIMARY KEY,
     customer_id text NOT NULL,
     method text NOT NULL,
     fails_next boolean NOT NULL DEFAULT false
   )`,
  `ALTER TABLE sandbox_mandates ADD COLUMN IF NOT EXISTS holds_next boolean NOT NULL DEFAULT false`,
];

interface PaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  description: string;
  method: string;
  sequence_type: SequenceType;
  status: ProviderPaymentStatus;
  redirect_url: string;
  webhook_url: string;
  customer_id: string | null;
  mandate_id: string | null;
  amount_refunded: number;
  amount_charged_back: number;
}

/** A sandbox payment as its checkout page shows it. */
export interface SandboxCheckout {
  readonly payment: ProviderPayment;
  readonly description: string;
  readonly redirectUrl: string;
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('base64url').replaceAll('-', 'x').replaceAll('_', 'y')}`;
const FINAL: readonly ProviderPaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** The webhook is told as a provider tells it: a form post with the payment id only, no cookies. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A payment provider that takes no money: payments live in the site's own database and the buyer decides their
 * outcome on a hosted checkout page (`/dev/payments/<id>`), after which the webhook and the redirect run as with a
 * real provider. The embedded default and the tests pay with it; production refuses it.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly sql: SqlExecutor,
    private readonly callWebhook: (url: string, paymentId: string) => Promise<void> = postWebhook,
  ) {}

  async migrate(): Promise<void> {
    for (const statement of MIGRATION) await this.sql.query(statement);
  }

  async createCustomer(): Promise<{ id: string }> {
    return { id: newId('cst') };
  }

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const id = newId('tr');
    // A recurring payment needs no buyer: the sandbox decides it at once on its mandate.
    const mandate = request.sequenceType === 'recurring' ? await this.mandate(request.mandateId) : undefined;
    if (request.sequenceType === 'recurring' && !mandate) throw new Error(`Unknown mandate ${request.mandateId ?? ''}`);
    const status: ProviderPaymentStatus = mandate ? (mandate.fails_next ? 'failed' : mandate.holds_next ? 'pending' : 'paid') : 'open';
    await this.sql.query(
      `INSERT INTO sandbox_payments (id, order_id, amount, currency, description, method, sequence_type, status, redirect_url, webhook_url, customer_id, mandate_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [id, request.orderId, request.amount, request.currency, request.description, request.method, request.sequenceType, status, request.redirectUrl, request.webhookUrl, request.customerId ?? null, request.mandateId ?? null],
    );
    return (await this.getPayment(id))!;
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const { rows } = await this.sql.query<PaymentRow>('SELECT * FROM sandbox_payments WHERE id = $1', [paymentId]);
    return rows[0] && toPayment(rows[0]);
  }

  async listIssuers(method: PaymentMethod): Promise<PaymentIssuer[]> {
    return METHODS_WITH_ISSUERS.includes(method) ? [...SANDBOX_ISSUERS] : [];
  }

  async listRecentPayments(days: number): Promise<ProviderPayment[]> {
    const { rows } = await this.sql.query<PaymentRow>(
      `SELECT * FROM sandbox_payments WHERE created_at > now() - make_interval(days => $1) ORDER BY created_at DESC`,
      [days],
    );
    return rows.map(toPayment);
  }

  /** The checkout page's view of a payment; undefined for an unknown id. */
  async checkout(paymentId: string): Promise<SandboxCheckout | undefined> {
    const { rows } = await this.sql.query<PaymentRow>('SELECT * FROM sandbox_payments WHERE id = $1', [paymentId]);
    return rows[0] && { payment: toPayment(rows[0]), description: rows[0].description, redirectUrl: rows[0].redirect_url };
  }

  /**
   * The buyer's choice on the checkout page: the payment takes that status (a finished one keeps its own), a paid
   * first payment leaves a mandate, the webhook is called, and the caller redirects the buyer back. With
   * `failRecurring`, later recurring payments on the mandate fail (to try a declined card).
   */
  async decide(paymentId: string, outcome: SandboxOutcome, { failRecurring = false } = {}): Promise<SandboxCheckout | undefined> {
    const current = await this.checkout(paymentId);
    if (!current) return undefined;
    if (!FINAL.includes(current.payment.status)) {
      await this.setStatus(paymentId, STATUS_OF_OUTCOME[outcome]);
      if (outcome === 'paid' && current.payment.sequenceType === 'first' && current.payment.customerId) {
        const mandateId = newId('mdt');
        await this.sql.query('INSERT INTO sandbox_mandates (id, customer_id, method, fails_next) VALUES ($1, $2, $3, $4)', [
          mandateId,
          current.payment.customerId,
          current.payment.method ?? 'creditcard',
          failRecurring,
        ]);
        await this.sql.query('UPDATE sandbox_payments SET mandate_id = $2 WHERE id = $1', [paymentId, mandateId]);
      }
      await this.notify(paymentId);
    }
    return this.checkout(paymentId);
  }

  /** Test control: the payment changes without telling the site (a webhook lost on the way). */
  async settleSilently(paymentId: string, status: ProviderPaymentStatus): Promise<void> {
    await this.setStatus(paymentId, status);
  }

  /** Test control: later recurring payments on the mandate stay pending (as a direct debit does for days) until decided. */
  async holdRecurringPayments(mandateId: string): Promise<void> {
    await this.sql.query('UPDATE sandbox_mandates SET holds_next = true WHERE id = $1', [mandateId]);
  }

  /** Test control: money back to the buyer (`refund`) or pulled back by the bank (`chargeback`), then the webhook. */
  async reverse(paymentId: string, kind: 'refund' | 'chargeback', cents: number): Promise<void> {
    const column = kind === 'refund' ? 'amount_refunded' : 'amount_charged_back';
    await this.sql.query(`UPDATE sandbox_payments SET ${column} = LEAST(amount, ${column} + $2) WHERE id = $1`, [paymentId, cents]);
    await this.notify(paymentId);
  }

  private async setStatus(paymentId: string, status: ProviderPaymentStatus) {
    await this.sql.query('UPDATE sandbox_payments SET status = $2 WHERE id = $1', [paymentId, status]);
  }

  private async notify(paymentId: string): Promise<void> {
    const { rows } = await this.sql.query<{ webhook_url: string }>('SELECT webhook_url FROM sandbox_payments WHERE id = $1', [paymentId]);
    // Like a real provider's, a failed webhook call is the site's problem: its reconciliation finds the payment later.
    if (rows[0]) await this.callWebhook(rows[0].webhook_url, paymentId).catch(() => undefined);
  }

  private async mandate(mandateId: string | undefined) {
    if (!mandateId) return undefined;
    const { rows } = await this.sql.query<{ id: string; fails_next: boolean; holds_next: boolean }>('SELECT id, fails_next, holds_next FROM sandbox_mandates WHERE id = $1', [
      mandateId,
    ]);
    return rows[0];
  }
}

const toPayment = (row: PaymentRow): ProviderPayment => ({
  id: row.id,
  orderId: row.order_id,
  status: row.status,
  amount: Number(row.amount),
  currency: row.currency,
  method: row.method as PaymentMethod,
  sequenceType: row.sequence_type,
  checkoutUrl: row.status === 'open' && row.sequence_type !== 'recurring' ? `/dev/payments/${row.id}` : null,
  customerId: row.customer_id,
  mandateId: row.mandate_id,
  amountRefunded: Number(row.amount_refunded),
  amountChargedBack: Number(row.amount_charged_back),
});

async function postWebhook(url: string, paymentId: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.arrayBuffer();
}

