import { randomUUID } from 'node:crypto';
import type { OrderView, PlacedOrderView, UserView } from '@dating/domain';
import type { TestMember } from '../profile/profile.e2e-fixtures.js';
import { grantStaff, signUpMember } from '../testing/test-members.js';
import { startTestSite, type TestSite } from '../testing/test-site.js';

export const dutchProfile = { details: { gender: 'female', sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export type SandboxOutcome = 'paid' | 'failed' | 'cancelled' | 'pending' | 'expired';

/** What a test does as a buyer on the test site: order (each request with a fresh key unless it names one), pay at the sandbox, look. */
export const buyingOn = (site: TestSite) => {
  const user = async (member: TestMember) => (await member.client.json<{ user: UserView }>('GET', '/api/user.php')).body.user;
  const order = async (member: TestMember, id: string) => (await member.client.json<OrderView>('GET', `/api/order.php?id=${id}`)).body;
  const place = (member: TestMember, body: Record<string, unknown>) =>
    member.client.json<PlacedOrderView>('POST', '/api/order.php', { idempotency_key: randomUUID(), ...body });
  const repeat = (member: TestMember, body: Record<string, unknown>) =>
    member.client.json<PlacedOrderView>('POST', '/api/repeat-order.php', { idempotency_key: randomUUID(), ...body });
  /** The buyer on the sandbox's hosted checkout: the page, then the chosen outcome, which runs the webhook and redirects back. */
  const checkout = async (member: TestMember, checkoutUrl: string, outcome: SandboxOutcome, extra = '') => {
    const page = await member.client.request('GET', checkoutUrl);
    expect(page.status).toBe(200);
    await page.text();
    const answer = await member.client.request('POST', checkoutUrl, `outcome=${outcome}${extra}`, { ...FORM, origin: site.url, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(303);
    return answer.headers.get('location');
  };
  const sandbox = () => site.infrastructure.sandboxPayments!;
  const paymentIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;
  return { user, order, place, repeat, checkout, sandbox, paymentIdOf };
};

/** A test site for the money suites: the buyer's helpers and a staff member's client (discount codes, corrections). */
export const startMoneySite = async () => {
  const site = await startTestSite();
  const staffMember = await signUpMember(site);
  await grantStaff(site, staffMember.email);
  return { site, buyer: buyingOn(site), staff: staffMember.client };
};
