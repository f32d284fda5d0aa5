import { registrationStreamId } from '@dating/domain';
import { createLinkToken, LINK_PURPOSES } from '@dating/platform';
import { requestDeletionOnLog, signUpMember, uniqueEmail } from '../account/account.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const signupBody = (email: string, password = 'a good long passphrase') => ({ email, name: 'Noor', password, date_of_birth: '1992-07-09', language: 'nl' });

describeWithServices('Signup e-mail check, deleted-account addresses, common passwords and activation resends over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  const check = (email: unknown) => new HttpClient(site.url).json('POST', '/api/signup-check.php', { email });
  const activationTokenIds = async (memberId: string) =>
    (await site.infrastructure.eventStore.readStream(registrationStreamId(memberId)))
      .filter((event) => event.type === 'ActivationTokenIssued')
      .map((event) => (event.data as { tokenId: string }).tokenId);
  const activate = (memberId: string, tokenId: string) =>
    new HttpClient(site.url).request('GET', `/api/activate.php?token=${createLinkToken(LINK_PURPOSES.ACTIVATION, { subjectId: memberId, tokenId }, site.infrastructure.appSecret)}`);

  describe('POST /api/signup-check.php', () => {
    it('tells an unused address from one in use, however it is written', async () => {
      const member = await signUpMember(site);
      expect(await check(uniqueEmail())).toEqual({ status: 200, body: { email_status: 'available', suggestion: null } });
      expect((await check(` ${member.email.toUpperCase()} `)).body).toEqual({ email_status: 'active', suggestion: null });
    });

    it('calls the address of an account waiting for final deletion deleted', async () => {
      const member = await signUpMember(site);
      await requestDeletionOnLog(site, member.id);
      expect((await check(member.email)).body).toEqual({ email_status: 'deleted', suggestion: null });
    });

    it('suggests the address with a mistyped domain corrected', async () => {
      expect((await check('jan.jansen@gmial.com')).body).toEqual({ email_status: 'available', suggestion: 'jan.jansen@gmail.com' });
    });

    it('refuses a malformed address with the signup form code, and a body of the wrong shape', async () => {
      expect(await check('jan@')).toEqual({ status: 400, body: { statusCode: 400, code: 'SIGNUP.EMAIL_INVALID', fields: { email: 'SIGNUP.EMAIL_INVALID' } } });
      expect(await check(7)).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    });
  });

  describe('POST /api/signup.php', () => {
    it('answers the address of an account waiting for final deletion with its own code, and records no new member', async () => {
      const member = await signUpMember(site);
      await requestDeletionOnLog(site, member.id);
      const again = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(member.email));
      expect(again).toEqual({ status: 409, body: { statusCode: 409, code: 'SIGNUP.EMAIL_OF_DELETED_ACCOUNT' } });
      expect((await check(member.email)).body.email_status).toBe('deleted');
    });

    it('still answers the address of an active account as taken', async () => {
      const member = await signUpMember(site);
      expect(await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(member.email, 'somebody else entirely'))).toMatchObject({
        status: 409,
        body: { code: 'SIGNUP.EMAIL_TAKEN' },
      });
    });

    it('refuses one of the most common passwords as a field error', async () => {
      const email = uniqueEmail();
      const response = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, 'Qwertyuiop'));
      expect(response).toMatchObject({ status: 400, body: { code: 'PASSWORD.TOO_COMMON', fields: { password: 'PASSWORD.TOO_COMMON' } } });
      expect((await check(email)).body.email_status).toBe('available');
    });
  });

  describe('POST /api/activation-mail.php', () => {
    it('issues a new activation link that replaces the previous one', async () => {
      const member = await signUpMember(site);
      expect(await member.client.json('POST', '/api/activation-mail.php', {})).toEqual({ status: 202, body: { ok: true } });
      const [first, resent] = await activationTokenIds(member.id);
      expect((await activate(member.id, first!)).headers.get('location')).toBe('/activate/error');
      expect((await activate(member.id, resent!)).headers.get('location')).toBe('/activate/done');
      expect(await member.client.json('POST', '/api/activation-mail.php', {})).toEqual({
        status: 409,
        body: { statusCode: 409, code: 'ACTIVATION.ALREADY_CONFIRMED' },
      });
    });

    it('stops after five activation mails in one day, the one sent at signup included', async () => {
      const member = await signUpMember(site);
      for (let resend = 1; resend <= 4; resend++) expect((await member.client.json('POST', '/api/activation-mail.php', {})).status).toBe(202);
      expect(await member.client.json('POST', '/api/activation-mail.php', {})).toEqual({
        status: 429,
        body: { statusCode: 429, code: 'ACTIVATION.RESEND_LIMIT' },
      });
      expect(await activationTokenIds(member.id)).toHaveLength(5);
    });

    it('refuses a visitor without a session', async () => {
      expect(await new HttpClient(site.url).json('POST', '/api/activation-mail.php', {})).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    });
  });
});
