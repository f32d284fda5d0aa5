import { randomUUID } from 'node:crypto';
import { passwordResetStreamId } from '@dating/domain';
import { createLinkToken, emailDigest, LINK_PURPOSES } from '@dating/platform';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD as oldPassword, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const newPassword = 'another long passphrase';
const MINUTE_MS = 60_000;


describeWithServices('Password reset over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());
  afterEach(() => site.clock.reset());

  const signUp = async () => {
    const { email, client: member } = await signUpMember(site);
    return { email, member };
  };
  const requestReset = (email: string) => new HttpClient(site.url).json('POST', '/api/password-reset.php', { email, language: 'nl' });
  const resetRequests = async (email: string) => {
    const digest = emailDigest(email, site.infrastructure.appSecret);
    const events = await site.infrastructure.eventStore.readStream(passwordResetStreamId(digest));
    return events.filter((event) => event.type === 'PasswordResetRequested').map((event) => ({ digest, data: event.data as { tokenId: string; memberId: string | null } }));
  };
  /** The link the workers mail for the newest request, built the way they build it. */
  const newestLink = async (email: string) => {
    const { digest, data } = (await resetRequests(email)).at(-1)!;
    return createLinkToken(LINK_PURPOSES.PASSWORD_RESET, { subjectId: digest, tokenId: data.tokenId }, site.infrastructure.appSecret);
  };
  const completeReset = (client: HttpClient, token: string, password = newPassword, confirmation = password) =>
    client.json('POST', '/api/password-reset-do.php', { token, password, password_confirmation: confirmation });
  const logIn = (email: string, password: string) => new HttpClient(site.url).json('POST', '/api/user.php', { email, password });

  it('answers a known and an unknown address alike, and records a request for each', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const known = await requestReset(email);
    expect(known).toEqual({ status: 202, body: { ok: true } });
    expect(await requestReset(unknown)).toEqual(known);
    expect((await resetRequests(email)).map(({ data }) => data.memberId)).toEqual([expect.any(String)]);
    expect((await resetRequests(unknown)).map(({ data }) => data.memberId)).toEqual([null]);
  });

  it('refuses a malformed address', async () => {
    expect(await requestReset('not-an-address')).toMatchObject({ status: 400, body: { code: 'SIGNUP.EMAIL_INVALID', fields: { email: 'SIGNUP.EMAIL_INVALID' } } });
  });

  it('refuses the fourth request of a day with 429, for known and unknown addresses alike', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${randomUUID()}@example.com`;
    for (const address of [email, unknown]) {
      for (let request = 0; request < 3; request++) expect((await requestReset(address)).status).toBe(202);
      expect(await requestReset(address)).toEqual({ status: 429, body: { statusCode: 429, code: 'PASSWORD_RESET.TOO_MANY' } });
    }
  });

  it('sets the new password with the link, logs this browser in, ends every other session and retires the old password', async () => {
    const { email, member: elsewhere } = await signUp();
    await requestReset(email);
    const browser = new HttpClient(site.url);
    const reset = await completeReset(browser, await newestLink(email));
    expect(reset).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await browser.json('GET', '/api/user.php')).body).toMatchObject({ user: { email } });
    expect((await elsewhere.json('GET', '/api/user.php')).body).toEqual({ user: null });
    expect((await logIn(email, newPassword)).status).toBe(200);
    expect((await logIn(email, oldPassword)).status).toBe(401);
  });

  it('accepts a link only once', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await newestLink(email);
    expect((await completeReset(new HttpClient(site.url), token)).status).toBe(200);
    expect(await completeReset(new HttpClient(site.url), token, 'yet another passphrase')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'PASSWORD_RESET.LINK_INVALID' },
    });
  });

  it('stops accepting an older link once a newer one is issued', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const older = await newestLink(email);
    await requestReset(email);
    expect((await completeReset(new HttpClient(site.url), older)).body).toMatchObject({ code: 'PASSWORD_RESET.LINK_INVALID' });
    expect((await completeReset(new HttpClient(site.url), await newestLink(email))).status).toBe(200);
  });

  it('lets a link expire after 60 minutes', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await newestLink(email);
    site.clock.setOffset(60 * MINUTE_MS + 1_000);
    expect((await completeReset(new HttpClient(site.url), token)).body).toMatchObject({ code: 'PASSWORD_RESET.LINK_INVALID' });
    expect((await logIn(email, oldPassword)).status).toBe(200);
  });

  it('refuses a forged link and a link of an address without account', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    await requestReset(unknown);
    expect((await completeReset(new HttpClient(site.url), await newestLink(unknown))).body).toMatchObject({ code: 'PASSWORD_RESET.LINK_INVALID' });
    const forged = createLinkToken(LINK_PURPOSES.PASSWORD_RESET, { subjectId: 'someone', tokenId: randomUUID() }, 'not the app secret');
    expect((await completeReset(new HttpClient(site.url), forged)).body).toMatchObject({ code: 'PASSWORD_RESET.LINK_INVALID' });
  });

  it('refuses a mismatched confirmation and a common password without spending the link', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await newestLink(email);
    expect(await completeReset(new HttpClient(site.url), token, newPassword, 'something else entirely')).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD.MISMATCH', fields: { password_confirmation: 'PASSWORD.MISMATCH' } },
    });
    expect(await completeReset(new HttpClient(site.url), token, 'password123')).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD.TOO_COMMON', fields: { password: 'PASSWORD.TOO_COMMON' } },
    });
    expect(await completeReset(new HttpClient(site.url), token, 'short')).toMatchObject({ status: 400, body: { code: 'SIGNUP.PASSWORD_TOO_SHORT' } });
    expect((await completeReset(new HttpClient(site.url), token)).status).toBe(200);
  });
});
