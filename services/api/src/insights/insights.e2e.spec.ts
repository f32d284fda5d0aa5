import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ERRORS, STAFF_ERRORS, type InsightsView } from '@dating/domain';
import { eventually } from '@dating/platform/testing';
import { HttpClient } from '../testing/http-client.js';
import { grantStaff, signUpMember, type SignedUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('The insights page’s figures over HTTP (PostgreSQL, Redis, the analytic lake)', () => {
  let site: TestSite;
  let lakeDir: string;
  let staff: SignedUpMember;
  const today = () => site.clock.now().toISOString().slice(0, 10);
  const insights = (client: HttpClient, query = `from=${today()}&to=${today()}`) => client.json<InsightsView>('GET', `/api/staff/insights.php?${query}`);

  beforeAll(async () => {
    lakeDir = await mkdtemp(join(tmpdir(), 'insights-lake-'));
    site = await startTestSite({ LAKE_DIR: lakeDir, LAKE_EVERY_SECONDS: '1' });
    staff = await signUpMember(site);
    await grantStaff(site, staff.email);
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await rm(lakeDir, { recursive: true, force: true });
  });

  it('counts the members who signed up from the lake, once 10 of them stand behind a figure', async () => {
    for (let signedUp = 1; signedUp < 9; signedUp++) await signUpMember(site);
    // Nine members so far: the lake has them, but a figure of fewer than 10 is never shown.
    await eventually(async () => (await insights(staff.client)).body.funnel_by.week.length === 1, 'the week of the first signups in the lake', 20_000);
    expect((await insights(staff.client)).body.funnel.signed_up).toBeNull();

    for (let signedUp = 9; signedUp < 12; signedUp++) await signUpMember(site);
    await eventually(async () => (await insights(staff.client)).body.funnel.signed_up === 12, 'twelve signups in the lake', 20_000);
    const { body } = await insights(staff.client);
    expect(body.funnel).toMatchObject({ signed_up: 12, liked: null, purchased: null });
    expect(body.choices.languages).toEqual(['nl']);
    expect((await insights(staff.client, `from=${today()}&to=${today()}&language=de`)).body.funnel.signed_up).toBeNull();
  });

  it('shows the figures to staff only, for filters that make sense', async () => {
    const member = await signUpMember(site);
    expect((await insights(member.client)).body).toMatchObject({ code: STAFF_ERRORS.REQUIRED });
    expect((await insights(new HttpClient(site.url))).status).toBe(403);
    for (const query of [
      'from=2026-11-27&to=2026-11-01',
      'from=2025-01-01&to=2026-11-01',
      'from=yesterday&to=today',
      `from=${today()}&to=${today()}&country=nl`,
      `from=${today()}&to=${today()}&language=xx`,
      `from=${today()}&to=${today()}&site=evil.example%27%20or%201=1`,
    ]) {
      expect(await insights(staff.client, query)).toMatchObject({ status: 400, body: { code: API_ERRORS.INVALID_BODY } });
    }
  });
});
