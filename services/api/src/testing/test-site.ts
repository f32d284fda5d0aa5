import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInfrastructure, parseConfig, removePrefixedKeys, type Infrastructure } from '@dating/platform';
import { createTestDatabase, freePort, postgresIsAvailable } from '@dating/platform/testing';
import { startRoles, type RunningRoles } from '../runtime/roles.js';
import { Wallets } from '../wallet/wallets.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { AdjustableClock } from '../dev-clock/adjustable-clock.js';
import { startSmtpSink } from './smtp-sink.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether integration suites can run; with REQUIRE_SERVICES=1 a missing PostgreSQL fails instead. */
export const servicesAvailable = await postgresIsAvailable();

export interface TestSiteOptions {
  /** Where mail goes: over SMTP into a sink (production's way), or into the dev mailbox table (the embedded default's). */
  readonly mail?: 'smtp' | 'dev-mailbox';
  /** Runs on the fresh infrastructure before any role starts, e.g. to append an existing event log. */
  readonly seed?: (infrastructure: Infrastructure) => Promise<void>;
}

/**
 * The whole site as production runs it: every role on a fresh PostgreSQL database, BullMQ on the
 * real Redis (own key prefix, its keys removed at the stop), mail over SMTP into a sink and photos in a temporary directory.
 * `env` adds or overrides configuration (e.g. PHOTO_AUTO_APPROVE_SECONDS). Its clock runs at real
 * time until a test moves it (`site.clock`), for every role alike.
 */
export const startTestSite = async (env: Record<string, string> = {}, { mail = 'smtp', seed }: TestSiteOptions = {}) => {
  const database = await createTestDatabase('api');
  const smtp = await startSmtpSink();
  const photoDir = await mkdtemp(join(tmpdir(), 'test-photos-'));
  const clock = new AdjustableClock();
  const port = String(await freePort());
  const config = parseConfig({
    DATABASE_URL: database.url,
    REDIS_URL,
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    SMTP_URL: smtp.url,
    APP_SECRET: randomBytes(32).toString('base64url'),
    PORT: port,
    PUBLIC_PORT: port,
    PUBLIC_SCHEME: 'http',
    PHOTO_DIR: photoDir,
    // Suites sign up many members from 127.0.0.1; the rate-limit suite sets the factor back to 1.
    RATE_LIMIT_FACTOR: '1000',
    // Orders are paid on the sandbox's hosted checkout, which the tests play as the buyer.
    PAYMENT_PROVIDER: 'sandbox',
    // Request lines of every suite would drown the test output; failures still log.
    LOG_LEVEL: 'warn',
    ...env,
  });
  const infrastructure: Infrastructure = await createInfrastructure(config, { devMailbox: mail === 'dev-mailbox', sandboxPayments: true, devSmsOutbox: true });
  await seed?.(infrastructure);
  const running: RunningRoles = await startRoles(infrastructure, clock);
  return {
    url: running.url!,
    smtp,
    infrastructure,
    clock,
    /** The members' wallets, decided on directly: what a paid order or a staff correction changes, without either. */
    wallets: new Wallets(StreamDecisions.over(infrastructure, clock)),
    database,
    photoDir,
    async stop() {
      await running.stop();
      await infrastructure.close();
      if (config.redisUrl) await removePrefixedKeys(config.redisUrl, config.queuePrefix);
      await smtp.close();
      await database.drop();
      await rm(photoDir, { recursive: true, force: true });
    },
  };
};
export type TestSite = Awaited<ReturnType<typeof startTestSite>>;
