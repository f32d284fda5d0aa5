import { randomUUID } from 'node:crypto';
import { HttpClient } from '../testing/http-client.js';
import type { TestSite } from '../testing/test-site.js';

const PASSWORD = 'a good long passphrase';
const ACTIVATION_LINK = /https?:\/\/[^\s"<>]+\/api\/activate\.php\?token=[A-Za-z0-9_-]+/;

/** Keys no response may ever contain: positions and dates of birth stay on the server. */
export const PRIVATE_KEYS = ['lat', 'lon', 'latitude', 'longitude', 'date_of_birth', 'dateOfBirth', 'birth_date'];

export const keysDeep = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, nested]) => [key, ...keysDeep(nested)]);
};

export interface TestMember {
  readonly id: string;
  readonly client: HttpClient;
}

/** A member signed up over HTTP whose address is not confirmed yet; `confirm` follows the mailed link. */
export interface UnconfirmedMember extends TestMember {
  /** Logs in with the fixtures' password (test-members' PASSWORD). */
  readonly email: string;
  confirm(): Promise<void>;
}

/** Signs up over HTTP (in `language`) and makes a first profile edit, which waits for the search read model. */
export const unconfirmedMember = async (
  site: TestSite,
  name: string,
  profile: Record<string, unknown>,
  { dateOfBirth = '1990-05-01', language = 'en', confirmFirst = false } = {},
): Promise<UnconfirmedMember> => {
  const client = new HttpClient(site.url);
  const email = `member-${randomUUID()}@example.com`;
  const signup = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', { email, name, password: PASSWORD, date_of_birth: dateOfBirth, language });
  const mail = site.smtp.waitForMailTo(email);
  const confirm = async () => {
    const link = ACTIVATION_LINK.exec((await mail).raw)?.[0];
    if (!link) throw new Error('No activation link in the mail');
    await new HttpClient(site.url).request('GET', new URL(link).pathname + new URL(link).search);
  };
  if (confirmFirst) await confirm();
  const edit = await client.json('PUT', '/api/my-profile.php', profile);
  if (edit.status !== 200) throw new Error(`Profile edit failed: ${JSON.stringify(edit.body)}`);
  return { id: signup.body.user.id, client, email, confirm };
};

/**
 * A member signed up over HTTP, confirmed through the mailed link, with a first profile edit. The
 * edit waits for the search read model, which then also knows about the confirmation before it.
 */
export const confirmedMember = async (site: TestSite, name: string, profile: Record<string, unknown>, dateOfBirth = '1990-05-01', language = 'en'): Promise<TestMember> => {
  const { id, client } = await unconfirmedMember(site, name, profile, { dateOfBirth, language, confirmFirst: true });
  return { id, client };
};
