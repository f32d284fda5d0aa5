import { randomUUID } from 'node:crypto';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD as password, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Sessions over HTTP', () => {
  let site: TestSite;
  let email: string;
  beforeAll(async () => {
    site = await startTestSite();
    ({ email } = await signUpMember(site));
  });
  afterAll(() => site?.stop());

  it('sets an HttpOnly, SameSite, 30-day auth.session cookie and a new token at every login', async () => {
    const first = new HttpClient(site.url);
    const response = await first.request('POST', '/api/user.php', { email, password });
    const header = response.headers.getSetCookie().find((line) => line.startsWith('auth.session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=2592000/);
    const second = new HttpClient(site.url);
    await second.request('POST', '/api/user.php', { email, password });
    expect(second.cookie('auth.session')).not.toEqual(first.cookie('auth.session'));
    // The token carries 128 random bits after the member id.
    expect(first.cookie('auth.session')!.split('.')[1]).toHaveLength(22);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrongPassword = await new HttpClient(site.url).json('POST', '/api/user.php', { email, password: 'not the password' });
    const unknownEmail = await new HttpClient(site.url).json('POST', '/api/user.php', { email: `nobody-${randomUUID()}@example.com`, password });
    expect(wrongPassword).toEqual({ status: 401, body: { statusCode: 401, code: 'AUTH.LOGIN_FAILED' } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('ends the session on the server at logout: the old cookie no longer opens anything', async () => {
    const member = new HttpClient(site.url);
    await member.request('POST', '/api/user.php', { email, password });
    const stolenCookie = member.cookie('auth.session')!;
    await member.request('POST', '/api/logout.php');
    const attacker = new HttpClient(site.url);
    attacker.setCookie('auth.session', stolenCookie);
    expect((await attacker.json('GET', '/api/user.php')).body).toEqual({ user: null });
    expect((await attacker.json('PUT', '/api/user.php', { language: 'nl' })).status).toBe(403);
  });

  it('answers a protected call without a session with 403 and authentication_required', async () => {
    const response = await new HttpClient(site.url).json('PUT', '/api/user.php', { language: 'nl' });
    expect(response).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'AUTH.AUTHENTICATION_REQUIRED', authentication_required: true },
    });
  });

  it('saves the language with PUT /api/user.php and rejects an unsupported one', async () => {
    const member = new HttpClient(site.url);
    await member.request('POST', '/api/user.php', { email, password });
    expect((await member.json<{ user: { language: string } }>('PUT', '/api/user.php', { language: 'fi' })).body.user.language).toBe('fi');
    expect((await member.json<{ user: { language: string } }>('GET', '/api/user.php')).body.user.language).toBe('fi');
    expect(await member.json('PUT', '/api/user.php', { language: 'xx' })).toMatchObject({ status: 400, body: { code: 'MEMBER.LANGUAGE_UNSUPPORTED' } });
  });

  describe('when an API client keeps no cookies', () => {
    const call = (method: string, path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(new URL(path, site.url), {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const logIn = async () => {
      const response = await call('POST', '/api/user.php', undefined, { email, password, bearer: true });
      expect(response.headers.getSetCookie()).toEqual([]);
      return ((await response.json()) as { token: string }).token;
    };

    it('gets its session as a token at login and is known by it as Authorization: Bearer', async () => {
      const token = await logIn();
      const user = (await (await call('GET', '/api/user.php', token)).json()) as { user: { email: string } };
      expect(user.user.email).toBe(email);
      const saved = await call('PUT', '/api/user.php', token, { language: 'sv' });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { user: { language: string } }).user.language).toBe('sv');
    });

    it('loses the session at logout, and a made-up token opens nothing', async () => {
      const token = await logIn();
      expect((await call('POST', '/api/logout.php', token)).status).toBe(200);
      expect(await (await call('GET', '/api/user.php', token)).json()).toEqual({ user: null });
      expect((await call('PUT', '/api/user.php', token, { language: 'nl' })).status).toBe(403);
      const madeUp = `${token.split('.')[0]}.${'A'.repeat(22)}`;
      expect((await call('PUT', '/api/user.php', madeUp, { language: 'nl' })).status).toBe(403);
    });

    it('leaves the cookie to the same-origin rule: a cookie request from another site is still refused', async () => {
      const member = new HttpClient(site.url);
      await member.request('POST', '/api/user.php', { email, password });
      const crossSite = await member.json('PUT', '/api/user.php', { language: 'nl' }, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite).toMatchObject({ status: 403, body: { code: 'REQUEST.CROSS_SITE' } });
    });
  });
});
