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

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.spec.ts',
  // Per port, so parallel runs do not delete each other's traces.
  outputDir: `test-results/port-${E2E_PORT}`,
  // One journey shares one server and its data directory: run serially.
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node services/api/dist/main.js',
    cwd: repoRoot,
    // Photos wait for a staff decision in the journeys (the embedded default would approve them by itself after a delay).
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      PHOTO_AUTO_APPROVE_SECONDS: 'off',
      DEV_CLOCK: '1',
      // Every journey signs up and logs in from one address.
      RATE_LIMIT_FACTOR: '100',
      MAIL_WEBHOOK_SECRET: E2E_MAIL_WEBHOOK_SECRET,
    },
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    // A fresh data directory seeds the demo members before the site answers.
    timeout: 300_000,
  },
});
