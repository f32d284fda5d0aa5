import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface FakeAmount {
  currency: string;
  value: string;
}

interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  status: string;
  amount: FakeAmount;
  description: string;
  method: string | null;
  metadata: unknown;
  sequenceType: string;
  customerId?: string;
  mandateId?: string;
  redirectUrl: string;
  webhookUrl: string;
  amountRefunded?: FakeAmount;
  amountChargedBack?: FakeAmount;
  _links: Record<string, { href: string; type: string } | null>;
}

/** A throwaway self-signed certificate for 127.0.0.1: Mollie's client speaks HTTPS only. */
const selfSignedCertificate = (): { key: string; cert: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

const ISSUERS = [
  { resource: 'issuer', id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { resource: 'issuer', id: 'ideal_INGBNL2A', name: 'ING' },
];

const centsOf = (amount: FakeAmount | undefined) => (amount ? Math.round(Number(amount.value) * 100) : 0);
const amountOf = (currency: string, cents: number): FakeAmount => ({ currency, value: (cents / 100).toFixed(2) });

/**
 * A local stand-in for the parts of Mollie's v2 API the adapter uses (payments, customers, methods with issuers),
 * answering with Mollie's documented HAL shapes and problem JSON, plus controls a test uses to play the buyer and
 * the bank: settle a payment, refund it, charge it back.
 */
export class FakeMollieServer {
  readonly payments = new Map<string, FakePayment>();
  readonly #mandates = new Map<string, { customerId: string; failsNext: boolean }>();
  readonly #tls = selfSignedCertificate();
  readonly #server = createServer(this.#tls, (request, response) => {
    void this.#handle(request, response).catch((error: unknown) => this.#problem(response, 500, String(error)));
  });

  #baseUrl = '';

  /** What the client's `apiEndpoint` should be. */
  get apiEndpoint(): string {
    return `${this.#baseUrl}/v2/`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#baseUrl = `https://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** The buyer (or Mollie) settles the payment; a paid first payment leaves a mandate. */
  settle(paymentId: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'pending', { failRecurring = false } = {}): void {
    const payment = this.payments.get(paymentId)!;
    payment.status = status;
    payment._links['checkout'] = null;
    if (status === 'paid' && payment.sequenceType === 'first' && payment.customerId) {
      const mandateId = id('mdt');
      this.#mandates.set(mandateId, { customerId: payment.customerId, failsNext: failRecurring });
      payment.mandateId = mandateId;
    }
  }

  refund(paymentId: string, cents: number): void {
    const payment = this.payments.get(paymentId)!;
    payment.amountRefunded = amountOf(payment.amount.currency, centsOf(payment.amountRefunded) + cents);
  }

  chargeBack(paymentId: string, cents: number): void {
    const payment = this.payments.get(paymentId)!;
    payment.amountChargedBack = amountOf(payment.amount.currency, centsOf(payment.amountChargedBack) + cents);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!/^Bearer (test|live)_\w+$/.test(request.headers.authorization ?? '')) return this.#problem(response, 401, 'Missing authentication, or failed to authenticate');
    const url = new URL(request.url ?? '/', this.#baseUrl);
    const body = request.method === 'POST' ? await readJson(request) : {};
    const [, version, collection, resourceId] = url.pathname.split('/');
    if (version !== 'v2') return this.#problem(response, 404, 'Unknown path');
    if (collection === 'payments' && request.method === 'POST' && !resourceId) return this.#json(response, 201, this.#createPayment(body));
    if (collection === 'payments' && request.method === 'GET' && resourceId) {
      const payment = this.payments.get(resourceId);
      return payment ? this.#json(response, 200, payment) : this.#problem(response, 404, `No payment exists with token ${resourceId}.`);
    }
    if (collection === 'payments' && request.method === 'GET') {
      const list = [...this.payments.values()].reverse().slice(0, Number(url.searchParams.get('limit') ?? 250));
      return this.#json(response, 200, { count: list.length, _embedded: { payments: list }, _links: { self: { href: url.href, type: 'application/hal+json' }, previous: null, next: null } });
    }
    if (collection === 'customers' && request.method === 'POST') {
      return this.#json(response, 201, { resource: 'customer', id: id('cst'), mode: 'test', ...body, createdAt: new Date().toISOString(), _links: {} });
    }
    if (collection === 'methods' && request.method === 'GET' && resourceId) {
      const issuers = resourceId === 'ideal' && url.searchParams.get('include') === 'issuers' ? ISSUERS : undefined;
      return this.#json(response, 200, { resource: 'method', id: resourceId, description: resourceId, ...(issuers && { issuers }), _links: {} });
    }
    this.#problem(response, 404, 'Unknown resource');
  }

  #createPayment(body: Record<string, unknown>): FakePayment {
    const paymentId = id('tr');
    const sequenceType = (body['sequenceType'] as string | undefined) ?? 'oneoff';
    const mandate = typeof body['mandateId'] === 'string' ? this.#mandates.get(body['mandateId']) : undefined;
    const recurring = sequenceType === 'recurring';
    const payment: FakePayment = {
      resource: 'payment',
      id: paymentId,
      mode: 'test',
      createdAt: new Date().toISOString(),
      status: recurring ? (mandate && !mandate.failsNext ? 'paid' : 'failed') : 'open',
      amount: body['amount'] as FakeAmount,
      description: String(body['description'] ?? ''),
      method: (body['method'] as string | undefined) ?? null,
      metadata: body['metadata'] ?? null,
      sequenceType,
      ...(typeof body['customerId'] === 'string' && { customerId: body['customerId'] }),
      ...(typeof body['mandateId'] === 'string' && { mandateId: body['mandateId'] }),
      redirectUrl: String(body['redirectUrl'] ?? ''),
      webhookUrl: String(body['webhookUrl'] ?? ''),
      _links: {
        self: { href: `${this.#baseUrl}/v2/payments/${paymentId}`, type: 'application/hal+json' },
        checkout: recurring ? null : { href: `${this.#baseUrl}/checkout/${paymentId}`, type: 'text/html' },
      },
    };
    this.payments.set(paymentId, payment);
    return payment;
  }

  #json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));
  }

  #problem(response: ServerResponse, status: number, detail: string): void {
    response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify({ status, title: status === 404 ? 'Not Found' : 'Error', detail }));
  }
}

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};
