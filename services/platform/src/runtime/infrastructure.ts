import { join } from 'node:path';
import { PERSONAL_DATA_POLICY, type EventStore } from '@dating/domain';
import { EncryptingEventStore } from '../crypto-shredding/encrypting-event-store.js';
import type { KeyStore } from '../crypto-shredding/key-store.port.js';
import { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import { SqlKeyStore } from '../crypto-shredding/sql-key-store.js';
import type { AppendNotifying } from '../event-store/append-notifier.js';
import { EventStoreDbEventStore } from '../event-store/eventstoredb-event-store.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { DevMailbox, migrateDevMailbox } from '../mail/dev-mailbox.adapter.js';
import type { Mailer } from '../mail/mailer.port.js';
import { SmtpMailer } from '../mail/smtp-mailer.adapter.js';
import { BullMqQueueDriver } from '../queue/bullmq-queue.driver.js';
import { LocalDiskPhotoStorage } from '../photo-storage/local-disk-photo-storage.adapter.js';
import type { PhotoStorage } from '../photo-storage/photo-storage.port.js';
import { InProcessQueueDriver } from '../queue/in-process-queue.driver.js';
import type { QueueDriver } from '../queue/job-queue.port.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { SessionStore } from '../sessions/session-store.js';
import type { AppConfig } from './env.js';
import { loadAppSecret } from './app-secret.js';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.js';
import { createRateLimiter, type RateLimiter } from '../rate-limits/rate-limiter.js';
import { createSiteMetrics, type SiteMetrics } from '../metrics/site-metrics.js';
import { TimedEventStore } from '../metrics/timed-event-store.js';
import { setLogLevel } from '../logging/site-log.js';
import { createReadinessCheck, type ReadinessCheck } from './readiness.js';

/** Everything with I/O that the roles share, chosen by configuration: embedded default or production services. */
export interface Infrastructure {
  readonly config: AppConfig;
  readonly appSecret: string;
  readonly sql: SqlPort;
  /** The log with personal fields decrypted (or ERASED): what the application reads and writes. */
  readonly eventStore: EventStore & AppendNotifying;
  /** The log exactly as stored, personal fields still encrypted: for exports to analysts. */
  readonly storedLog: EventStore;
  readonly keyStore: KeyStore;
  /** Seals personal fields kept outside the log (read models, recipient tables, job payloads) with the member's key. */
  readonly personalFields: PersonalFieldCipher;
  /** Open sessions by token hash: request state, kept out of the log. */
  readonly sessions: SessionStore;
  readonly queue: QueueDriver;
  readonly mailer: Mailer;
  readonly devMailbox: DevMailbox | undefined;
  readonly photoStorage: PhotoStorage;
  /** Web-push keys; undefined in production without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (no web push then). */
  readonly vapidKeys: VapidKeys | undefined;
  /** Whether this process's dependencies answer (GET /health/ready). */
  readonly readiness: ReadinessCheck;
  /** Prometheus metrics of this process (HTTP latency, appends, consumer lag, queue depth). */
  readonly metrics: SiteMetrics;
  /** Request counters of the HTTP edge, shared by every api instance through Redis when there is one. */
  readonly rateLimiter: RateLimiter;
  close(): Promise<void>;
}

const openEventStore = async (config: AppConfig, sql: SqlPort): Promise<EventStore & AppendNotifying> => {
  if (config.eventStoreConnection) return new EventStoreDbEventStore(config.eventStoreConnection);
  const store = new PostgresEventStore(sql);
  await store.migrate();
  return store;
};

export interface InfrastructureOptions {
  /**
   * Mail into the dev mailbox even though SMTP_URL is set: for tests of the mailbox on PostgreSQL. Code
   * only, never configuration, so no production deployment can turn /dev/mailbox on.
   */
  readonly devMailbox?: boolean;
}

export const createInfrastructure = async (config: AppConfig, options: InfrastructureOptions = {}): Promise<Infrastructure> => {
  setLogLevel(config.logLevel);
  const appSecret = await loadAppSecret(config);
  const vapidKeys = await loadVapidKeys(config);
  const sql = config.databaseUrl ? createPostgresSql(config.databaseUrl) : await createPgliteSql(join(config.dataDir, 'pglite'));
  const keyStore = new SqlKeyStore(sql, appSecret);
  await keyStore.migrate();
  await SessionStore.migrate(sql);
  const storedLog = await openEventStore(config, sql);
  const queue: QueueDriver = config.redisUrl ? new BullMqQueueDriver({ redisUrl: config.redisUrl, prefix: config.queuePrefix }) : new InProcessQueueDriver();
  const metrics = createSiteMetrics({ sql, queue });
  const readiness = createReadinessCheck({ sql, redisUrl: config.redisUrl });
  const eventStore = new TimedEventStore(new EncryptingEventStore(storedLog, keyStore, PERSONAL_DATA_POLICY), metrics.eventStoreAppendDuration);
  const devMailbox = config.smtpUrl && !options.devMailbox ? undefined : new DevMailbox(sql, new PersonalFieldCipher(keyStore));
  if (devMailbox) await migrateDevMailbox(sql);
  const smtpMailer = config.smtpUrl && !devMailbox ? new SmtpMailer(config.smtpUrl) : undefined;
  const mailer: Mailer = devMailbox ?? smtpMailer!;
  const rateLimiter = await createRateLimiter({ redisUrl: config.redisUrl, prefix: config.queuePrefix, factor: config.rateLimitFactor });
  return {
    config,
    appSecret,
    sql,
    eventStore,
    storedLog,
    keyStore,
    personalFields: new PersonalFieldCipher(keyStore),
    sessions: new SessionStore(sql),
    queue,
    mailer,
    devMailbox,
    photoStorage: new LocalDiskPhotoStorage(config.photoDir),
    vapidKeys,
    rateLimiter,
    metrics,
    readiness,
    close: async () => {
      await readiness.close();
      await queue.close();
      await rateLimiter.close();
      smtpMailer?.close();
      await eventStore.close();
      await sql.close();
    },
  };
};
