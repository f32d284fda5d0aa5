import { randomUUID } from 'node:crypto';
import { eventually } from '@dating/platform/testing';
import { findMemberContact } from '@dating/projections';
import { grantStaffByEmail } from '../staff/grant-staff.js';
import { HttpClient } from './http-client.js';
import type { TestSite } from './test-site.js';

export const PASSWORD = 'a good long passphrase';
export const uniqueEmail = (label = 'member') => `${label}-${randomUUID()}@example.com`;

export interface SignedUpMember {
  readonly client: HttpClient;
  readonly id: string;
  readonly email: string;
}

/** A new member, signed up through the API and logged in on `client`. */
export const signUpMember = async (site: TestSite, email = uniqueEmail()): Promise<SignedUpMember> => {
  const client = new HttpClient(site.url);
  const response = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', {
    email,
    name: 'Mia',
    password: PASSWORD,
    date_of_birth: '1988-03-14',
    language: 'nl',
  });
  if (response.status !== 201) throw new Error(`Signup failed: ${JSON.stringify(response.body)}`);
  return { client, id: response.body.user.id, email };
};

/** Credits as a completed order adds them: the member's first purchase makes them premium. */
export const buyCredits = (site: TestSite, memberId: string, credits: number) =>
  site.wallets.execute({ type: 'PurchaseCredits', data: { memberId, key: randomUUID(), credits, orderId: randomUUID() } });

/** Gives the member the staff role as `npm run grant-staff` does, and returns once the site treats them as staff. */
export const grantStaff = async (site: TestSite, email: string): Promise<void> => {
  const { eventStore, appSecret, sql, personalFields } = site.infrastructure;
  const memberId = await grantStaffByEmail(eventStore, appSecret, email, new Date());
  if (!memberId) throw new Error(`Nobody signed up with ${email}`);
  await eventually(async () => (await findMemberContact(sql, personalFields, memberId))?.staff === true, 'the staff role in the member-contact read model');
};
