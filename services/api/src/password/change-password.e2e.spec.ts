import { HttpClient } from '../testing/http-client.js';
import { PASSWORD as oldPassword, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const newPassword = 'another long passphrase';

describeWithServices('Password change over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  const signUp = async () => {
    const { email, client: member } = await signUpMember(site);
    return { email, member };
  };
  const logIn = async (email: string, password: string) => {
    const client = new HttpClient(site.url);
    return { client, status: (await client.request('POST', '/api/user.php', { email, password })).status };
  };
  const changePassword = (client: HttpClient, old_password: string, password = newPassword, password_confirmation = password) =>
    client.json('PUT', '/api/password.php', { old_password, password, password_confirmation });

  it('keeps the session that changed the password, ends every other one, and retires the old password', async () => {
    const { email, member } = await signUp();
    const { client: elsewhere } = await logIn(email, oldPassword);
    expect(await changePassword(member, oldPassword)).toEqual({ status: 200, body: { ok: true } });
    expect((await member.json('GET', '/api/user.php')).body).toMatchObject({ user: { email } });
    expect((await elsewhere.json('GET', '/api/user.php')).body).toEqual({ user: null });
    expect((await logIn(email, newPassword)).status).toBe(200);
    expect((await logIn(email, oldPassword)).status).toBe(401);
  });

  it('refuses a wrong old password', async () => {
    const { email, member } = await signUp();
    expect(await changePassword(member, 'not the old password')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'PASSWORD.OLD_INCORRECT', fields: { old_password: 'PASSWORD.OLD_INCORRECT' } },
    });
    expect((await logIn(email, oldPassword)).status).toBe(200);
  });

  it('refuses a mismatched confirmation and a common password', async () => {
    const { email, member } = await signUp();
    expect(await changePassword(member, oldPassword, newPassword, 'something else entirely')).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD.MISMATCH', fields: { password_confirmation: 'PASSWORD.MISMATCH' } },
    });
    expect(await changePassword(member, oldPassword, 'Password123')).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD.TOO_COMMON', fields: { password: 'PASSWORD.TOO_COMMON' } },
    });
    expect((await logIn(email, oldPassword)).status).toBe(200);
  });

  it('locks out guessing of the old password like the login form does', async () => {
    const { member } = await signUp();
    for (let guess = 0; guess < 5; guess++) expect((await changePassword(member, `guess ${guess} of the old one`)).status).toBe(400);
    expect(await changePassword(member, oldPassword)).toMatchObject({ status: 429, body: { code: 'AUTH.LOCKED_OUT', params: { minutes: 15 } } });
  });

  it('asks for a session', async () => {
    expect(await changePassword(new HttpClient(site.url), oldPassword)).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
  });
});
