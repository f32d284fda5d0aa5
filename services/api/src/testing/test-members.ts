import { randomUUID } from 'node:crypto';
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
