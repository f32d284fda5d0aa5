import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInfrastructure, parseConfig } from '@dating/platform';
import { startRoles } from '../runtime/roles.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite } from '../testing/test-site.js';
import { AdjustableClock } from './adjustable-clock.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const DAY_MS = 86_400_000;

describe('DEV_CLOCK configuration', () => {
  it('is refused in production (DATABASE_URL set) and allowed in the embedded default', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://db/site', APP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587', DEV_CLOCK: '1' })).toThrow(/DEV_CLOCK/);
    expect(parseConfig({ DEV_CLOCK: '1' }).devClock).toBe(true);
    expect(parseConfig({}).devClock).toBe(false);
  });
});

/** The embedded default as `DEV_CLOCK=1 npm start` runs it (PGlite in a temporary data directory), without demo members. */
const startEmbeddedSiteWithDevClock = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'dev-clock-'));
  const infrastructure = await createInfrastructure(parseConfig({ DEV_CLOCK: '1', DATA_DIR: dataDir, PORT: '0', DEMO_MEMBERS: '0' }));
  const clock = new AdjustableClock();
  const running = await startRoles(infrastructure, clock);
  return {
    url: running.url!,
    clock,
    async stop() {
      await running.stop();
      await infrastructure.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

describe('/dev/clock over HTTP', () => {
  let site: Awaited<ReturnType<typeof startEmbeddedSiteWithDevClock>>;
  beforeAll(async () => {
    site = await startEmbeddedSiteWithDevClock();
  });
  afterAll(() => site?.stop());

  it('moves the server clock forward by days and back to real time', async () => {
    const client = new HttpClient(site.url);
    const advanced = await client.json<{ now: string }>('POST', '/dev/clock', { advance_days: 15 });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.body.now) - Date.now()).toBeGreaterThan(15 * DAY_MS - 60_000);
    expect(site.clock.now().getTime() - Date.now()).toBeGreaterThan(15 * DAY_MS - 60_000);
    const reset = await client.json<{ now: string }>('DELETE', '/dev/clock');
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(60_000);
    expect((await client.json('POST', '/dev/clock', { advance_days: -1 })).status).toBe(400);
  });

});

describeWithServices('/dev/clock in production', () => {
  it('is not mounted, even though tests move the clock of their site', async () => {
    const plain = await startTestSite();
    try {
      expect((await new HttpClient(plain.url).request('POST', '/dev/clock', { advance_days: 1 })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
