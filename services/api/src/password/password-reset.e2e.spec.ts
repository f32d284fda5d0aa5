import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { passwordResetStreamId } from '@dating/domain';
import { createLinkToken, emailDigest, LINK_PURPOSES } from '@dating/platform';
import { MAIL_REQUEST_FLOOR_MS, monotonicStopwatch } from '../auth/failure-floor.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD as oldPassword, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const newPassword = 'another long passphrase';
const MINUTE_MS = 60_000;
const linkInvalid = { status: 400, body: { statusCode: 400, code: 'PASSWORD_RESET.LINK_INVALID' } };
/** The question the reset page asks before it shows the form: the raw query string, so malformed ones can be sent too. */
const checkQuery = (url: string, query: string, headers?: Record<string, string>) => new HttpClient(url).json('GET', `/api/password-reset.php?${query}`, undefined, headers);
const checkLink = (url: string, token: string) => checkQuery(url, new URLSearchParams({ token }).toString());

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
  const check = (token: string) => checkLink(site.url, token);
  const forgedLink = () => createLinkToken(LINK_PURPOSES.PASSWORD_RESET, { subjectId: 'someone', tokenId: randomUUID() }, 'not the app secret');

  it('answers a known and an unknown address alike, and records a request for each', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const known = await requestReset(email);
    expect(known).toEqual({ status: 202, body: { ok: true } });
    expect(await requestReset(unknown)).toEqual(known);
    expect((await resetRequests(email)).map(({ data }) => data.memberId)).toEqual([expect.any(String)]);
    expect((await resetRequests(unknown)).map(({ data }) => data.memberId)).toEqual([null]);
  });

  it('holds the answer for a known and an unknown address, within and past the limit, to the same floor', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${randomUUID()}@example.com`;
    // No time passes on this stopwatch: each request waits the whole floor exactly when, and only if, its path applies it.
    const waits = jest.spyOn(monotonicStopwatch, 'wait').mockResolvedValue();
    const elapsed = jest.spyOn(monotonicStopwatch, 'elapsedSince').mockReturnValue(0);
    try {
      for (const address of [email, unknown]) for (let request = 0; request < 4; request++) await requestReset(address);
      expect(waits.mock.calls).toEqual(Array.from({ length: 8 }, () => [MAIL_REQUEST_FLOOR_MS]));
    } finally {
      waits.mockRestore();
      elapsed.mockRestore();
    }
  });

  it('refuses a malformed address', async () => {
    expect(await requestReset('not-an-address')).toMatchObject({ status: 400, body: { code: 'SIGNUP.EMAIL_INVALID', fields: { email: 'SIGNUP.EMAIL_INVALID' } } });
  });

  it('answers known and unknown addresses alike at and past the daily limit', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const answers = async (address: string) => {
      const statuses = [];
      for (let request = 0; request < 5; request++) statuses.push(await requestReset(address));
      return statuses;
    };
    const known = await answers(email);
    expect(known.map(({ status }) => status)).toEqual([202, 202, 202, 429, 429]);
    expect(known.at(-1)).toEqual({ status: 429, body: { statusCode: 429, code: 'PASSWORD_RESET.TOO_MANY' } });
    expect(await answers(unknown)).toEqual(known);
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

  it('a used reset link is reported before the form', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await newestLink(email);
    expect(await check(token)).toEqual({ status: 200, body: { valid: true } });
    expect((await completeReset(new HttpClient(site.url), token)).status).toBe(200);
    expect(await check(token)).toEqual(linkInvalid);
    // The same answer as for a link never issued: the check tells no one that this link once worked.
    expect(await check(forgedLink())).toEqual(linkInvalid);
  });

  it('reports an expired link and one a newer mail replaced, like the form would', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const older = await newestLink(email);
    await requestReset(email);
    const newer = await newestLink(email);
    expect(await check(older)).toEqual(linkInvalid);
    expect((await check(newer)).status).toBe(200);
    site.clock.setOffset(60 * MINUTE_MS + 1_000);
    expect(await check(newer)).toEqual(linkInvalid);
  });

  it('an unknown or malformed token is reported, never a 500', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    await requestReset(unknown);
    const { digest, data } = (await resetRequests(unknown)).at(-1)!;
    const otherPurpose = createLinkToken(LINK_PURPOSES.EMAIL_CHANGE, { subjectId: digest, tokenId: data.tokenId }, site.infrastructure.appSecret);
    for (const token of [await newestLink(unknown), forgedLink(), otherPurpose, 'abc', 'A'.repeat(512)]) expect(await check(token)).toEqual(linkInvalid);
    const malformed = ['', 'token=', 'token=not%20a%20token!', 'token=a%00b', `token=${'A'.repeat(513)}`, 'token=a&token=b', 'token[]=a', 'token[toString]=x', 'tokn=abc'];
    for (const query of malformed) {
      expect({ query, answer: await checkQuery(site.url, query) }).toEqual({ query, answer: { status: 400, body: expect.objectContaining({ statusCode: 400, code: 'VALIDATION.INVALID_BODY' }) } });
    }
  });

  it('checking does not use up the link', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await newestLink(email);
    const digest = emailDigest(email, site.infrastructure.appSecret);
    const streamLength = async () => (await site.infrastructure.eventStore.readStream(passwordResetStreamId(digest))).length;
    const before = await streamLength();
    for (let time = 0; time < 3; time++) expect(await check(token)).toEqual({ status: 200, body: { valid: true } });
    expect(await streamLength()).toBe(before);
    expect(await completeReset(new HttpClient(site.url), token)).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await logIn(email, newPassword)).status).toBe(200);
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

describeWithServices('Checking reset links at the real rate limit (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => site?.stop());

  it('counts every check against the budget of link tokens the reset form shares', async () => {
    const from = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` };
    for (let index = 0; index < RATE_LIMITS.linkTokens.points; index++) expect((await checkQuery(site.url, 'token=abc', from)).status).toBe(400);
    expect(await checkQuery(site.url, 'token=abc', from)).toMatchObject({ status: 429, body: { code: 'REQUEST.RATE_LIMITED' } });
    const spend = await new HttpClient(site.url).json('POST', '/api/password-reset-do.php', { token: 'abc', password: newPassword, password_confirmation: newPassword }, from);
    expect(spend.status).toBe(429);
    expect((await checkQuery(site.url, 'token=abc', { 'x-forwarded-for': '192.0.2.9' })).status).toBe(400);
  });
});
