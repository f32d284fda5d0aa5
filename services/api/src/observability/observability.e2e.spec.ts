import { jest } from '@jest/globals';
import { checkpointOfReadModel } from '@dating/projections';
import { HttpClient } from '../testing/http-client.js';
import { grantStaff, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite, type TestSiteOptions } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const METRICS_TOKEN = 'scraper-token-of-the-test-site';

// Metrics and the dashboard must show every queue the site's workers role takes jobs from, as its queue driver was
// asked, whichever list a new queue was (or was not) added to.
const noteProcessedQueues: TestSiteOptions['seed'] = async ({ queue }) => {
  jest.spyOn(queue, 'process');
};
const processedQueues = (site: TestSite) => [...new Set(jest.mocked(site.infrastructure.queue.process).mock.calls.map(([queue]) => queue))].sort();

describeWithServices('Metrics and health probes of a production site (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ METRICS_TOKEN }, { seed: noteProcessedQueues });
  });
  afterAll(() => site?.stop());

  const scrape = async () => {
    const response = await new HttpClient(site.url).request('GET', '/metrics', undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await new HttpClient(site.url).request('GET', '/metrics')).status).toBe(403);
    expect((await new HttpClient(site.url).request('GET', '/metrics', undefined, { authorization: 'Bearer guessed' })).status).toBe(403);
  });

  it('times requests by route template and status, and appends to the event log', async () => {
    const { id, client } = await signUpMember(site);
    // Signup waits only for the read model its own answer needs; the public profile may follow a moment later.
    for (let tries = 0; (await client.request('GET', `/api/profile.php?id=${id}`)).status !== 200 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const metrics = await scrape();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/signup\.php",status="201"\} [1-9]/);
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/profile\.php",status="200"\} [1-9]/);
    // Ids stay out of the labels: one series per route, whoever is asked for.
    expect(metrics).not.toContain(id);
    expect(metrics).toMatch(/event_store_append_duration_seconds_count [1-9]/);
  });

  it('reports the lag of every projection and reactor and the depth of every queue', async () => {
    const metrics = await scrape();
    // Each read model's lag is that of this release's build of it (`member-search_v3`).
    for (const consumer of ['member-search', 'member-contact', 'session-revocation'].map(checkpointOfReadModel)) expect(metrics).toMatch(new RegExp(`consumer_lag_events\\{consumer="${consumer}"\\} \\d+`));
    expect(processedQueues(site)).toEqual(expect.arrayContaining(['mail', 'money', 'notifications', 'sweeps']));
    for (const queue of processedQueues(site)) for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(metrics).toMatch(new RegExp(`queue_jobs\\{queue="${queue}",state="${state}"\\} \\d+`));
    expect(metrics).toContain('process_cpu_seconds_total');
  });

  it('answers liveness without asking anything, and readiness after the database and Redis answer', async () => {
    const visitor = new HttpClient(site.url);
    expect(await visitor.json('GET', '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await visitor.json('GET', '/health/ready')).toEqual({ status: 200, body: { ready: true, checks: { database: 'ok', redis: 'ok', readModels: 'ok' } } });
  });
});

describeWithServices('The queue dashboard (Bull Board on Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({}, { seed: noteProcessedQueues });
  });
  afterAll(() => site?.stop());

  it('is refused to visitors and members and shown to staff, with every queue the site runs read-only', async () => {
    expect(await new HttpClient(site.url).json('GET', '/staff/queues')).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    const member = await signUpMember(site);
    expect(await member.client.json('GET', '/staff/queues/api/queues')).toMatchObject({ status: 403, body: { code: 'STAFF.REQUIRED' } });

    const staff = await signUpMember(site);
    await grantStaff(site, staff.email);
    const page = await staff.client.request('GET', '/staff/queues');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');
    const queues = await staff.client.json<{ queues: { name: string; readOnlyMode: boolean }[] }>('GET', '/staff/queues/api/queues');
    expect(queues.body.queues.map((queue) => [queue.name, queue.readOnlyMode]).sort()).toEqual(processedQueues(site).map((queue) => [queue, true]));
  });
});

describeWithServices('Metrics without a token in production (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('are not served at all', async () => {
    expect((await new HttpClient(site.url).request('GET', '/metrics')).status).toBe(404);
  });
});
