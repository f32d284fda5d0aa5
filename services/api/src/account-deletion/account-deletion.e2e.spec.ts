import { jest } from '@jest/globals';
import { accountStreamId, REACTIVATION_MAILS_PER_DAY } from '@dating/domain';
import { MAIL_REQUEST_FLOOR_MS, monotonicStopwatch } from '../auth/failure-floor.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable } from '../testing/test-site.js';
import { deleteAccount, logIn, PASSWORD, reactivationLink, signUp, startDeletionTestSite, type DeletionTestSite } from './account-deletion.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const DAY_MS = 86_400_000;

describeWithServices('Account deletion and reactivation over HTTP', () => {
  let site: DeletionTestSite;
  beforeAll(async () => {
    site = await startDeletionTestSite();
  });
  afterAll(() => site?.stop());

  const eventTypes = async (memberId: string) => (await site.infrastructure.eventStore.readStream(accountStreamId(memberId))).map((event) => event.type);

  it('refuses without a session, with a wrong password and with a reason it does not offer', async () => {
    const member = await signUp(site);
    expect((await deleteAccount(new HttpClient(site.url))).body.code).toBe('AUTH.AUTHENTICATION_REQUIRED');
    expect(await deleteAccount(member.client, { password: 'not my password', reasons: ['privacy'] })).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD.INCORRECT' },
    });
    expect(await deleteAccount(member.client, { password: PASSWORD, reasons: ['bored'] })).toMatchObject({
      status: 400,
      body: { code: 'ACCOUNT.DELETION_REASON_UNKNOWN' },
    });
    expect(await eventTypes(member.memberId)).not.toContain('AccountDeletionRequested');
  });

  it('ends every session, clears the cookie and answers logins with ACCOUNT.DELETED and the final date', async () => {
    const member = await signUp(site);
    const otherDevice = await logIn(site, member.email);
    expect(otherDevice.status).toBe(200);

    const before = site.clock.now().getTime();
    const deleted = await deleteAccount(member.client, { password: PASSWORD, reasons: ['found_partner', 'other'], comment: 'Thanks!' });
    expect(deleted.status).toBe(200);
    const finalDeletionAt = Date.parse(deleted.body.final_deletion_at!);
    expect(finalDeletionAt - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect(finalDeletionAt - before).toBeLessThan(14 * DAY_MS + 60_000);
    expect(member.client.cookie('auth.session')).toBeUndefined();

    expect((await otherDevice.client.json('GET', '/api/user.php')).body).toEqual({ user: null });
    expect((await otherDevice.client.json('GET', '/api/account-export.php')).body).toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED' });
    const login = await logIn(site, member.email);
    expect(login).toMatchObject({ status: 403, body: { code: 'ACCOUNT.DELETED', params: { final_date: deleted.body.final_deletion_at } } });
    expect((await logIn(site, member.email, 'a wrong password here')).body.code).toBe('AUTH.LOGIN_FAILED');
  });

  it('reactivates through the mailed link, after which the member logs in; a later deletion makes that link invalid', async () => {
    const member = await signUp(site);
    await deleteAccount(member.client);
    const firstLink = await reactivationLink(site, member.memberId);
    const visitor = new HttpClient(site.url);

    const reactivated = await visitor.request('GET', firstLink);
    expect(reactivated.status).toBe(302);
    expect(reactivated.headers.get('location')).toBe('/login?reactivated=1');
    expect(await eventTypes(member.memberId)).toContain('AccountReactivated');
    const login = await logIn(site, member.email);
    expect(login.status).toBe(200);

    await deleteAccount(login.client);
    const again = await visitor.request('GET', firstLink);
    expect(again.headers.get('location')).toBe('/account-deleted?reactivation=invalid');
    expect((await logIn(site, member.email)).body.code).toBe('ACCOUNT.DELETED');
  });

  it('redirects a forged, missing or expired link to the invalid-link page', async () => {
    const visitor = new HttpClient(site.url);
    for (const path of ['/api/reactivate.php?token=forged', '/api/reactivate.php']) {
      const response = await visitor.request('GET', path);
      expect([response.status, response.headers.get('location')]).toEqual([302, '/account-deleted?reactivation=invalid']);
    }
    const member = await signUp(site);
    await deleteAccount(member.client);
    site.clock.advanceDays(15);
    try {
      const expired = await visitor.request('GET', await reactivationLink(site, member.memberId));
      expect(expired.headers.get('location')).toBe('/account-deleted?reactivation=invalid');
    } finally {
      site.clock.reset();
    }
  });

  it('sends the reactivation mail again for a deleted account only, answering 202 whatever the address', async () => {
    const deleted = await signUp(site);
    await deleteAccount(deleted.client);
    const active = await signUp(site);
    const visitor = new HttpClient(site.url);
    for (const email of [deleted.email, active.email, 'nobody-here@example.com']) {
      expect(await visitor.json('POST', '/api/reactivation-mail.php', { email })).toEqual({ status: 202, body: { ok: true } });
    }
    expect(await eventTypes(deleted.memberId)).toContain('ReactivationMailRequested');
    expect(await eventTypes(active.memberId)).not.toContain('ReactivationMailRequested');
    expect((await visitor.json('POST', '/api/reactivation-mail.php', {})).status).toBe(400);
  });

  it('answers a deleted account and an unknown address alike, within and past the daily mails, after the same floor', async () => {
    const deleted = await signUp(site);
    await deleteAccount(deleted.client);
    const visitor = new HttpClient(site.url);
    const requests = REACTIVATION_MAILS_PER_DAY + 1;
    // No time passes on this stopwatch: each request waits the whole floor exactly when, and only if, its path applies it.
    const waits = jest.spyOn(monotonicStopwatch, 'wait').mockResolvedValue();
    const elapsed = jest.spyOn(monotonicStopwatch, 'elapsedSince').mockReturnValue(0);
    try {
      const answers = async (email: string) => {
        const all = [];
        for (let request = 0; request < requests; request++) all.push(await visitor.json('POST', '/api/reactivation-mail.php', { email }));
        return all;
      };
      const known = await answers(deleted.email);
      expect(known).toEqual(Array.from({ length: requests }, () => ({ status: 202, body: { ok: true } })));
      expect(await answers(`nobody-${deleted.memberId}@example.com`)).toEqual(known);
      expect(waits.mock.calls).toEqual(Array.from({ length: 2 * requests }, () => [MAIL_REQUEST_FLOOR_MS]));
    } finally {
      waits.mockRestore();
      elapsed.mockRestore();
    }
  });
});
