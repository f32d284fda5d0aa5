import { randomBytes, randomUUID } from 'node:crypto';
import { API_ERRORS } from '@dating/domain';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD, signUpMember, uniqueEmail } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { FAILED_LOGIN_FLOOR_MS } from '../auth/failure-floor.js';
import { RATE_LIMITS } from './rate-limit.policies.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const EVIL_ORIGIN = 'https://evil.example';

describeWithServices('The edge of a production site: no dev pages, no forged requests, headers (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('serves no dev mailbox and no dev clock in production', async () => {
    const visitor = new HttpClient(site.url);
    expect((await visitor.request('GET', '/dev/mailbox')).status).toBe(404);
    expect((await visitor.request('POST', '/dev/clock', { advance_days: 15 })).status).toBe(404);
  });

  it('refuses a login posted from another site, by fetch metadata or by Origin', async () => {
    const { email } = await signUpMember(site);
    const visitor = new HttpClient(site.url);
    const login = { email, password: PASSWORD };
    const byFetchMetadata = await visitor.json('POST', '/api/user.php', login, { 'sec-fetch-site': 'cross-site' });
    expect(byFetchMetadata).toEqual({ status: 403, body: expect.objectContaining({ code: API_ERRORS.CROSS_SITE }) });
    const bySibling = await visitor.json('POST', '/api/user.php', login, { 'sec-fetch-site': 'same-site' });
    expect(bySibling.status).toBe(403);
    const byOrigin = await visitor.json('POST', '/api/user.php', login, { origin: EVIL_ORIGIN });
    expect(byOrigin).toEqual({ status: 403, body: expect.objectContaining({ code: API_ERRORS.CROSS_SITE }) });
    expect(visitor.cookie('auth.session')).toBeUndefined();
    const fromOwnPage = await visitor.json('POST', '/api/user.php', login, { origin: new URL(site.url).origin, 'sec-fetch-site': 'same-origin' });
    expect(fromOwnPage.status).toBe(200);
  });

  it('accepts only JSON bodies where JSON is meant: a form or text/plain post (what another site can send) gets 415', async () => {
    const visitor = new HttpClient(site.url);
    const form = await visitor.request('POST', '/api/user.php', `email=a%40b.example&password=x`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: API_ERRORS.UNSUPPORTED_MEDIA_TYPE });
    const text = await visitor.request('POST', '/api/signup.php', JSON.stringify({ email: uniqueEmail() }), { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const multipart = new FormData();
    multipart.append('email', 'a@b.example');
    expect((await visitor.request('POST', '/api/user.php', multipart)).status).toBe(415);
  });

  it('logs out by POST; the GET link works from the site itself but not from another site', async () => {
    const { client } = await signUpMember(site);
    const loggedIn = async () => (await client.json<{ user: unknown }>('GET', '/api/user.php')).body.user !== null;
    expect((await client.request('GET', '/api/logout.php', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await client.request('GET', '/api/logout.php')).status).toBe(403);
    expect((await client.request('POST', '/api/logout.php', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await loggedIn()).toBe(true);
    expect((await client.request('GET', '/api/logout.php', undefined, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
    expect(await loggedIn()).toBe(false);

    const { client: other } = await signUpMember(site);
    expect((await other.json('POST', '/api/logout.php')).body).toEqual({ ok: true });
    expect((await other.json<{ user: unknown }>('GET', '/api/user.php')).body.user).toBeNull();
  });

  it('sends a script policy without inline scripts, no referrer to other sites, and no-store on personal JSON', async () => {
    const response = await new HttpClient(site.url).request('GET', '/api/user.php');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Served over plain http here: HSTS would pin a scheme the site does not have.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses a repeated query parameter with a 400 naming it, on any endpoint', async () => {
    const visitor = new HttpClient(site.url);
    const repeated = await visitor.json('GET', '/api/settings.php?forced_domain=localhost&forced_domain=nl.localhost');
    expect(repeated).toEqual({ status: 400, body: expect.objectContaining({ code: API_ERRORS.INVALID_BODY, fields: { forced_domain: API_ERRORS.INVALID_BODY } }) });
    expect((await visitor.request('GET', '/api/profile.php?id=a&id=b')).status).toBe(400);
  });

  it('answers a refused login (unknown address or wrong password) no sooner than the same floor', async () => {
    const { email } = await signUpMember(site);
    const timed = async (body: object) => {
      const started = performance.now();
      const response = await new HttpClient(site.url).json('POST', '/api/user.php', body);
      return { status: response.status, elapsed: performance.now() - started };
    };
    const unknown = await timed({ email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await timed({ email, password: 'not the password at all' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(FAILED_LOGIN_FLOOR_MS);
    expect(wrong.elapsed).toBeGreaterThanOrEqual(FAILED_LOGIN_FLOOR_MS);
  });
});

describeWithServices('Rate limits at their real size, counted in Redis (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => site?.stop());

  it('limits password guesses per member across e-mail change and account deletion, with a translated 429 and Retry-After', async () => {
    const { client } = await signUpMember(site);
    const limit = RATE_LIMITS.passwordGuessesPerMember.points;
    // Each request from its own address: the member's budget, not the address's, runs out.
    const guess = (index: number) =>
      index % 2
        ? client.request('POST', '/api/mail-change.php', { password: `wrong guess ${index}`, email: uniqueEmail() }, { 'x-forwarded-for': `198.51.100.${index}` })
        : client.request('POST', '/api/account-deletion.php', { password: `wrong guess ${index}`, reasons: ['found_partner'] }, { 'x-forwarded-for': `198.51.100.${index}` });
    for (let index = 0; index < limit; index++) expect((await guess(index)).status).not.toBe(429);
    const refused = await guess(limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: API_ERRORS.RATE_LIMITED, params: { seconds: expect.any(Number) } });
  });

  it('limits geocode lookups per address, and another address keeps its own budget', async () => {
    const visitor = new HttpClient(site.url);
    const from = (address: string) => visitor.request('GET', '/api/geocode.php?q=Amsterdam', undefined, { 'x-forwarded-for': address });
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const statuses = [];
    for (let index = 0; index <= RATE_LIMITS.geocode.points; index++) statuses.push((await from(address)).status);
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await from('192.0.2.77')).status).not.toBe(429);
  });

  it('limits page-bounce beacons per address, which need no session', async () => {
    const visitor = new HttpClient(site.url);
    const address = `203.0.113.${200 + Math.floor(Math.random() * 50)}`;
    const send = () => visitor.request('POST', '/api/page-bounce.php', { visit_id: randomUUID(), path: '/', seconds_on_page: 2 }, { 'x-forwarded-for': address });
    const statuses = [];
    for (let index = 0; index <= RATE_LIMITS.pageBounces.points; index++) statuses.push((await send()).status);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits signups per address', async () => {
    const address = `198.18.0.${Math.floor(Math.random() * 200)}`;
    const signUp = () =>
      new HttpClient(site.url).request('POST', '/api/signup.php', { email: uniqueEmail(), name: 'Mia', password: PASSWORD, date_of_birth: '1988-03-14', language: 'en' }, { 'x-forwarded-for': address });
    for (let index = 0; index < RATE_LIMITS.signup.points; index++) expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(429);
  });

  it('does not count a forged session cookie against the member it names', async () => {
    const { id, client } = await signUpMember(site);
    const forger = new HttpClient(site.url);
    forger.setCookie('auth.session', `${id}.${randomBytes(16).toString('base64url')}`);
    for (let index = 0; index < RATE_LIMITS.passwordGuessesPerMember.points + 2; index++) {
      expect((await forger.request('POST', '/api/account-deletion.php', { password: 'guess', reasons: ['found_partner'] }, { 'x-forwarded-for': `192.0.2.${index}` })).status).toBe(403);
    }
    expect((await client.request('POST', '/api/mail-change.php', { password: 'wrong', email: uniqueEmail() })).status).not.toBe(429);
  });
});

describeWithServices('Behind a proxy (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ TRUST_PROXY: 'false' });
  });
  afterAll(() => site?.stop());

  it('ignores forwarded headers from a proxy it was not told to trust', async () => {
    const settings = await new HttpClient(site.url).json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': 'nl.localhost' });
    expect(settings.body).toMatchObject({ domain: 'localhost' });
  });
});
