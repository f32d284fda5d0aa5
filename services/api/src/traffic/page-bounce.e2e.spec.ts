import { randomUUID } from 'node:crypto';
import { API_ERRORS, STAFF_ERRORS, type PageBouncesView } from '@dating/domain';
import { eventually } from '@dating/platform/testing';
import { HttpClient } from '../testing/http-client.js';
import { grantStaff, signUpMember, type SignedUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Page-bounce logging over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: SignedUpMember;
  const visitor = () => new HttpClient(site.url);
  const beacon = (body: Record<string, unknown>, headers: Record<string, string> = {}) => visitor().request('POST', '/api/page-bounce.php', body, headers);
  const today = () => site.clock.now().toISOString().slice(0, 10);
  const report = async (network: string) => {
    const answer = await staff.client.json<{ bounces: PageBouncesView[] }>('GET', `/api/staff/page-bounces.php?from=${today()}&to=${today()}`);
    expect(answer.status).toBe(200);
    return answer.body.bounces.filter((line) => line.network === network);
  };

  beforeAll(async () => {
    site = await startTestSite();
    staff = await signUpMember(site);
    await grantStaff(site, staff.email);
  }, 60_000);
  afterAll(() => site?.stop());

  it('counts each visit’s bounce once, per landing page and traffic source, with the average stay', async () => {
    const network = `adnet-${randomUUID().slice(0, 8)}`;
    const visit = randomUUID();
    for (let sent = 0; sent < 3; sent++) expect((await beacon({ visit_id: visit, path: '/', seconds_on_page: 10, network, ref: 'spring' })).status).toBe(204);
    // The visit's id is only the beacon's key: sent with another report, it is refused and changes nothing.
    expect((await beacon({ visit_id: visit, path: '/she', seconds_on_page: 99, network, ref: 'spring' })).status).toBe(409);
    expect((await beacon({ visit_id: randomUUID(), path: '/', seconds_on_page: 21, network, ref: 'spring' })).status).toBe(204);
    expect((await beacon({ visit_id: randomUUID(), path: '/she', seconds_on_page: 3, network })).status).toBe(204);
    await eventually(async () => (await report(network)).length === 2, 'the two lines of the report');
    expect(await report(network)).toEqual([
      { day: today(), path: '/', network, ref: 'spring', bounces: 2, average_seconds_on_page: 16 },
      { day: today(), path: '/she', network, ref: null, bounces: 1, average_seconds_on_page: 3 },
    ]);
  });

  it('answers a bad beacon with a code and records nothing of it', async () => {
    const network = `bad-${randomUUID().slice(0, 8)}`;
    for (const body of [
      { visit_id: 'visit-1', path: '/', seconds_on_page: 1, network },
      { visit_id: randomUUID(), path: 'https://elsewhere.example/', seconds_on_page: 1, network },
      { visit_id: randomUUID(), path: '/', seconds_on_page: -5, network },
      { visit_id: randomUUID(), path: '/', seconds_on_page: 1, network: { $gt: '' } },
    ]) {
      const answer = await beacon(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: API_ERRORS.INVALID_BODY });
    }
    // One from another site's page: refused by its origin, whatever it says.
    const forged = await beacon({ visit_id: randomUUID(), path: '/', seconds_on_page: 1, network }, { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    expect(await report(network)).toEqual([]);
  });

  it('shows the report to staff only, for a range of days that makes sense', async () => {
    const member = await signUpMember(site);
    expect((await member.client.json('GET', `/api/staff/page-bounces.php?from=${today()}&to=${today()}`)).body).toMatchObject({ code: STAFF_ERRORS.REQUIRED });
    expect((await visitor().json('GET', `/api/staff/page-bounces.php?from=${today()}&to=${today()}`)).status).toBe(403);
    for (const query of ['from=2026-11-27&to=2026-11-01', 'from=2026-02-30&to=2026-03-01', 'from=yesterday&to=today', 'from=2026-11-01']) {
      const answer = await staff.client.json('GET', `/api/staff/page-bounces.php?${query}`);
      expect(answer).toMatchObject({ status: 400, body: { code: API_ERRORS.INVALID_BODY } });
    }
  });
});
