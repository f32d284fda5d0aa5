/**
 * A browser-test site (frontend/playwright.config.ts): the API on a data directory of its own, emptied first. The
 * journeys count on a fresh site, its members, likes and clock; a directory left by an earlier run holds that run's.
 */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '';
// Only a test site's own directory is ever emptied, never the site `npm start` keeps.
if (!/^\.data\/e2e-\d+$/.test(dataDir)) throw new Error(`A browser-test site needs DATA_DIR=.data/e2e-<port>, not "${dataDir}"`);
rmSync(dataDir, { recursive: true, force: true });
await import('../services/api/dist/main.js');
