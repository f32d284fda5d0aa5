import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(frontendDir, '..');
// Parallel runs (one per working copy) each take their own port and data directory.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${E2E_PORT}`;
/** The mail provider's shared secret on the test server; journeys report bounces with it as the provider would. */
export const E2E_MAIL_WEBHOOK_SECRET = 'e2e-mail-provider-webhook-secret';

// Debian's Chromium (never a downloaded browser); the flags keep it quiet and offline apart from the app.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Two sites, each with its own data directory: the journeys run one after another on the first (they share its
 * clock and its members), the read-only walks of every page (axe, phone layout) one after another on the second,
 * and the two lines side by side.
 */
const WALKS = ['accessibility.e2e.spec.ts', 'phone-layout.e2e.spec.ts'];
// Journeys that touch neither the clock nor what other journeys count on run on the second site too, so that its line
// takes about as long as the first's (in CI's rehearsal each had about 600 s of tests).
const BESIDE_THE_WALKS = ['chat.e2e.spec.ts', 'push-notifications.e2e.spec.ts', 'landers.e2e.spec.ts', 'first-paint.e2e.spec.ts', 'static-pages.e2e.spec.ts', 'page-prefetch.e2e.spec.ts'];
const SECOND_LINE = [...WALKS, ...BESIDE_THE_WALKS];
const WALKS_PORT = E2E_PORT + 1;
// In CI (REQUIRE_SERVICES=1) the second site runs on the real PostgreSQL and Redis, as production does; the journeys'
// site stays on the embedded default (PGlite, the job queue inside it). Not both yet: a site running every role in one
// process holds one pooled connection per consumer's lock (19 of its 20), and under the journeys' load logins failed.
const ON_SERVICES = process.env.REQUIRE_SERVICES === '1';

const site = (port: number, onServices: boolean) => ({
  // Each run starts from an empty data directory (tools/e2e-site.mjs).
  command: 'node tools/e2e-site.mjs',
  cwd: repoRoot,
  // Photos wait for a staff decision in the journeys (the embedded default would approve them by itself after a delay).
  env: {
    PORT: String(port),
    DATA_DIR: `.data/e2e-${port}`,
    PHOTO_AUTO_APPROVE_SECONDS: 'off',
    DEV_CLOCK: '1',
    // Every journey signs up and logs in from one address.
    RATE_LIMIT_FACTOR: '100',
    MAIL_WEBHOOK_SECRET: E2E_MAIL_WEBHOOK_SECRET,
    E2E_SERVICES: onServices ? '1' : '',
  },
  url: `http://localhost:${port}/health`,
  reuseExistingServer: false,
  // The fresh data directory seeds the demo members before the site answers.
  timeout: 300_000,
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.spec.ts',
  // Per port, so parallel runs do not delete each other's traces.
  outputDir: `test-results/port-${E2E_PORT}`,
  // One line of journeys and one of walks; within each, one test at a time.
  workers: 2,
  fullyParallel: false,
  timeout: 120_000,
  // On CI a journey that fails gets one more try, and the summary names it flaky: a rare race of a loaded machine does
  // not lose a whole run, and is still seen. Locally a failure stops at once.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // An action that cannot happen within a minute never will: it fails then, naming what it waited for, rather than
    // holding a journey until its whole time limit.
    actionTimeout: 60_000,
    // Recording a trace of every test, kept or not, costs about a quarter of each test's time on CI's two CPUs: CI keeps
    // the screenshot of a failure; a local run keeps its trace too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'journeys', testIgnore: SECOND_LINE, workers: 1, use: { browserName: 'chromium', baseURL } },
    { name: 'walks', testMatch: SECOND_LINE, workers: 1, use: { browserName: 'chromium', baseURL: `http://localhost:${WALKS_PORT}` } },
  ],
  webServer: [site(E2E_PORT, false), site(WALKS_PORT, ON_SERVICES)],
});
