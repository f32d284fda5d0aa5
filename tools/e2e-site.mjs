/**
 * A browser-test site (frontend/playwright.config.ts): the API on a data directory of its own, emptied first. The
 * journeys count on a fresh site, its members, likes and clock; a directory left by an earlier run holds that run's.
 * With E2E_SERVICES=1 (CI) the site keeps the embedded default's configuration (dev mailbox, dev clock, demo members,
 * sandbox payments) but runs on the real PostgreSQL and Redis, as production does: a database and a key prefix named
 * after its port, emptied first as well.
 */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '';
// Only a test site's own directory is ever emptied, never the site `npm start` keeps.
if (!/^\.data\/e2e-\d+$/.test(dataDir)) throw new Error(`A browser-test site needs DATA_DIR=.data/e2e-<port>, not "${dataDir}"`);
rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SERVICES === '1') {
  const { parseConfig, removePrefixedKeys, siteLog } = await import('@dating/platform');
  const { recreateTestDatabase, TEST_REDIS_URL } = await import('@dating/platform/testing');
  const { runSite } = await import('@dating/api');
  const name = `e2e_${process.env.PORT}`;
  const database = await recreateTestDatabase(name);
  await removePrefixedKeys(TEST_REDIS_URL, name);
  // Parsed without DATABASE_URL, the configuration is the embedded default's; only its stores change.
  const embedded = parseConfig(process.env);
  await runSite({ ...embedded, databaseUrl: database.url, redisUrl: TEST_REDIS_URL, queuePrefix: name }).catch((error) => {
    siteLog.fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
} else {
  await import('../services/api/dist/main.js');
}
