import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { emailChangeToken, PASSWORD, signUpMember, uniqueEmail } from './account.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

type User = { user: { email: string; pending_email: string | null } };

describeWithServices('E-mail change over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  const logIn = (email: string) => new HttpClient(site.url).json('POST', '/api/user.php', { email, password: PASSWORD });

  describe('when the member confirms the link', () => {
    it('moves the account to the new address: it logs in, the old one no longer does, and the old one can sign up anew', async () => {
      const member = await signUpMember(site);
      const newEmail = uniqueEmail('moved');
      const requested = await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: ` ${newEmail.toUpperCase()} ` });
      expect(requested).toEqual({ status: 202, body: { pending_email: newEmail } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user).toMatchObject({ email: member.email, pending_email: newEmail });

      const confirmed = await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token: await emailChangeToken(site, member.id) });
      expect(confirmed).toEqual({ status: 200, body: { email: newEmail } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user).toMatchObject({ email: newEmail, pending_email: null });
      expect((await logIn(newEmail)).status).toBe(200);
      expect(await logIn(member.email)).toMatchObject({ status: 401, body: { code: 'AUTH.LOGIN_FAILED' } });
      expect((await signUpMember(site, member.email)).email).toBe(member.email);
    });

    it('accepts the link once, and only for the member it was made for', async () => {
      const member = await signUpMember(site);
      const other = await signUpMember(site);
      await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: uniqueEmail('once') });
      const forOther = await emailChangeToken(site, member.id, other.id);
      expect(await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token: forOther })).toMatchObject({
        status: 400,
        body: { code: 'EMAIL_CHANGE.LINK_INVALID' },
      });
      const token = await emailChangeToken(site, member.id);
      expect((await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token })).status).toBe(200);
      expect(await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token })).toMatchObject({
        status: 400,
        body: { code: 'EMAIL_CHANGE.LINK_INVALID' },
      });
    });

    it('stops showing the new address as waiting once its link has expired, and refuses the link then', async () => {
      const member = await signUpMember(site);
      await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: uniqueEmail('late') });
      const token = await emailChangeToken(site, member.id);
      site.clock.advanceDays(1);
      try {
        expect((await member.client.json<User>('GET', '/api/user.php')).body.user).toMatchObject({ email: member.email, pending_email: null });
        expect(await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token })).toMatchObject({
          status: 400,
          body: { code: 'EMAIL_CHANGE.LINK_INVALID' },
        });
      } finally {
        site.clock.reset();
      }
    });

    it('refuses a link made obsolete by a newer request, and a tampered one', async () => {
      const member = await signUpMember(site);
      await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: uniqueEmail('first') });
      const superseded = await emailChangeToken(site, member.id);
      await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: uniqueEmail('second') });
      const tampered = `${superseded.slice(0, -2)}${superseded.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const token of [superseded, tampered, 'not-a-token']) {
        expect(await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token })).toMatchObject({
          status: 400,
          body: { code: 'EMAIL_CHANGE.LINK_INVALID' },
        });
      }
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.email).toBe(member.email);
    });
  });

  describe('when the new address is not free', () => {
    it('refuses at the request an address another account holds', async () => {
      const member = await signUpMember(site);
      const holder = await signUpMember(site);
      const response = await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: holder.email.toUpperCase() });
      expect(response).toEqual({ status: 409, body: { statusCode: 409, code: 'EMAIL_CHANGE.TAKEN' } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.pending_email).toBeNull();
    });

    it('refuses at confirmation an address someone claimed since the request, and keeps the old address working', async () => {
      const member = await signUpMember(site);
      const wanted = uniqueEmail('wanted');
      await member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email: wanted });
      await signUpMember(site, wanted);
      const confirmed = await new HttpClient(site.url).json('POST', '/api/mail-change-do.php', { token: await emailChangeToken(site, member.id) });
      expect(confirmed).toMatchObject({ status: 409, body: { code: 'EMAIL_CHANGE.TAKEN' } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.email).toBe(member.email);
      expect((await logIn(member.email)).status).toBe(200);
    });
  });

  describe('when the request itself is wrong', () => {
    it('refuses a wrong password, records nothing, and says which field', async () => {
      const member = await signUpMember(site);
      const response = await member.client.json('POST', '/api/mail-change.php', { password: 'not my password', email: uniqueEmail() });
      expect(response).toMatchObject({ status: 400, body: { code: 'PASSWORD.INCORRECT', fields: { password: 'PASSWORD.INCORRECT' } } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.pending_email).toBeNull();
    });

    it('refuses the own address, a malformed one, a body of the wrong shape and a caller without a session', async () => {
      const member = await signUpMember(site);
      const change = (email: unknown) => member.client.json('POST', '/api/mail-change.php', { password: PASSWORD, email });
      expect(await change(member.email.toUpperCase())).toMatchObject({ status: 400, body: { code: 'EMAIL_CHANGE.SAME' } });
      expect(await change('no-at-sign.example.com')).toMatchObject({ status: 400, body: { code: 'EMAIL_CHANGE.INVALID' } });
      expect(await change(42)).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      const anonymous = await new HttpClient(site.url).json('POST', '/api/mail-change.php', { password: PASSWORD, email: uniqueEmail() });
      expect(anonymous).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    });
  });
});
