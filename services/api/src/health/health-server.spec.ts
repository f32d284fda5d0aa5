import type { AddressInfo } from 'node:net';
import type { ReadinessReport } from '@dating/platform';
import { freePort } from '@dating/platform/testing';
import { startHealthServer } from './health-server.js';

describe('The probes of a process without the api role', () => {
  let report: ReadinessReport;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const server = await startHealthServer(await freePort(), { check: async () => report });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it('answers live while the process runs, whatever its dependencies say', async () => {
    report = { ready: false, checks: { database: 'down' } };
    const response = await fetch(`${base}/health/live`);
    expect([response.status, await response.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('answers ready only while its dependencies answer, and names the one that does not', async () => {
    report = { ready: true, checks: { database: 'ok', redis: 'ok' } };
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    report = { ready: false, checks: { database: 'ok', redis: 'down' } };
    const response = await fetch(`${base}/health/ready`);
    expect([response.status, await response.json()]).toEqual([503, report]);
  });

  it('answers anything else 404', async () => {
    expect((await fetch(`${base}/api/user.php`)).status).toBe(404);
  });
});
