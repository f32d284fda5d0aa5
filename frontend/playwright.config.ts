import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(frontendDir, '..');
const E2E_PORT = 3100;
const baseURL = `http://localhost:${E2E_PORT}`;

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
  outputDir: 'test-results',
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
    env: { PORT: String(E2E_PORT), DATA_DIR: '.data/e2e', PHOTO_AUTO_APPROVE_SECONDS: 'off' },
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    // A fresh data directory seeds the demo members before the site answers.
    timeout: 300_000,
  },
});
