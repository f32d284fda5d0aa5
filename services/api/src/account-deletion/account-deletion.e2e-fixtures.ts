import { randomUUID } from 'node:crypto';
import { accountStreamId, type AccountDeletionRequested } from '@dating/domain';
import { createLinkToken, LINK_PURPOSES } from '@dating/platform';
import { sweepDueErasures } from '@dating/workers';
import { erasureSweep } from '../runtime/workers-role.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestSite, type TestSite } from '../testing/test-site.js';

export const PASSWORD = 'a good long passphrase';

/** The whole site with the dev mailbox as mailer, so a test can see mails land in the database and go at erasure. */
export const startDeletionTestSite = () => startTestSite({ PHOTO_AUTO_APPROVE_SECONDS: 'off' }, { mail: 'dev-mailbox' });
export type DeletionTestSite = TestSite;

export interface SignedUp {
  readonly client: HttpClient;
  readonly memberId: string;
  readonly email: string;
}

export const signUp = async (site: DeletionTestSite, details: { name?: string; email?: string; dateOfBirth?: string } = {}): Promise<SignedUp> => {
  const client = new HttpClient(site.url);
  const email = details.email ?? `leaver-${randomUUID()}@example.com`;
  const { status, body } = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', {
    email,
    name: details.name ?? 'Lieke',
    password: PASSWORD,
    date_of_birth: details.dateOfBirth ?? '1990-05-01',
    language: 'nl',
  });
  if (status !== 201) throw new Error(`signup failed with ${status}: ${JSON.stringify(body)}`);
  return { client, memberId: body.user.id, email };
};

export const logIn = async (site: DeletionTestSite, email: string, password = PASSWORD) => {
  const client = new HttpClient(site.url);
  const response = await client.json<{ code?: string; params?: Record<string, string> }>('POST', '/api/user.php', { email, password });
  return { client, ...response };
};

export const deleteAccount = (client: HttpClient, body: Record<string, unknown> = { password: PASSWORD, reasons: ['privacy'] }) =>
  client.json<{ final_deletion_at?: string; code?: string }>('POST', '/api/account-deletion.php', body);

/** The link of the deletion mail, made like the mail reactor makes it, from the token id in the member's account stream. */
export const reactivationLink = async (site: DeletionTestSite, memberId: string): Promise<string> => {
  const history = await site.infrastructure.eventStore.readStream(accountStreamId(memberId));
  const requested = history.filter((event) => event.type === 'AccountDeletionRequested').at(-1);
  if (!requested) throw new Error('The member never asked for deletion');
  const { reactivationTokenId } = requested.data as AccountDeletionRequested['data'];
  const token = createLinkToken(LINK_PURPOSES.REACTIVATION, { subjectId: memberId, tokenId: reactivationTokenId }, site.infrastructure.appSecret);
  return `/api/reactivate.php?token=${encodeURIComponent(token)}`;
};

/** One erasure round at once, as the workers' scheduled sweep runs it, on the site's clock; any failure fails the test. */
export const sweepErasuresNow = (site: TestSite): Promise<number> =>
  sweepDueErasures(
    erasureSweep(site.infrastructure, site.clock, (message) => {
      throw new Error(message);
    }),
  );
