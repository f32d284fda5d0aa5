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
import { SqlQueueDriver } from '../queue/sql-queue.driver.js';
import type { QueueDriver } from '../queue/job-queue.port.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { SessionStore } from '../sessions/session-store.js';
import { RequestKeys } from '../idempotency/request-keys.js';
import type { AppConfig } from './env.js';
import { loadAppSecret } from './app-secret.js';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.js';
import { createRateLimiter, type RateLimiter } from '../rate-limits/rate-limiter.js';
import { createSiteMetrics, type SiteMetrics } from '../metrics/site-metrics.js';
import { TimedEventStore } from '../metrics/timed-event-store.js';
import { SnapshotStore } from '../event-sourcing/snapshot-store.js';
import { DevSmsOutbox, migrateDevSmsOutbox } from '../sms/dev-sms-outbox.adapter.js';
import { HttpSmsSender } from '../sms/http-sms-sender.adapter.js';
import type { SmsSender } from '../sms/sms-sender.port.js';
import { openPaymentProvider } from '../payments/open-payment-provider.js';
import type { PaymentProvider } from '../payments/payment-provider.port.js';
import type { SandboxPaymentProvider } from '../payments/sandbox-payment-provider.js';
import { setLogLevel } from '../logging/site-log.js';
import { createReadinessCheck, type ReadinessCheck } from './readiness.js';
import { InProcessLiveBus, RedisLiveBus, type LiveBus } from '../live/live-bus.js';
import { ClusterNotifyingEventStore } from '../live/cluster-notifying-event-store.js';
import type { PushSender } from '../push/push-sender.port.js';
import { WebPushSender } from '../push/web-push-sender.adapter.js';

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
  /** Where orders are paid: the sandbox (embedded default, tests) or Mollie, by PAYMENT_PROVIDER. */
  readonly paymentProvider: PaymentProvider;
  /** The sandbox provider when it is the one configured: its hosted checkout page is served under /dev. */
  readonly sandboxPayments: SandboxPaymentProvider | undefined;
  /** Where SMS codes go: the gateway of SMS_URL, else the dev outbox. */
  readonly sms: SmsSender;
  /** The embedded default's SMS outbox (shown at /dev/sms); undefined with a real gateway. */
  readonly devSmsOutbox: DevSmsOutbox | undefined;
  /** Folded states of long-lived streams (wallets): a cache of the log. */
  readonly snapshots: SnapshotStore;
  /** Open sessions by token hash: request state, kept out of the log. */
  readonly sessions: SessionStore;
  /** Clients' idempotency keys and the ids the server minted for them: request state, kept out of the log. */
  readonly requestKeys: RequestKeys;
  readonly queue: QueueDriver;
  readonly mailer: Mailer;
  readonly devMailbox: DevMailbox | undefined;
  readonly photoStorage: PhotoStorage;
  /** Web-push keys; undefined in production without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (no web push then). */
  readonly vapidKeys: VapidKeys | undefined;
  /** Sends web pushes signed with `vapidKeys`; undefined when there are none (no web push then). */
  readonly pushSender: PushSender | undefined;
  /** Whether this process's dependencies answer (GET /health/ready). */
  readonly readiness: ReadinessCheck;
  /** Prometheus metrics of this process (HTTP latency, appends, consumer lag, queue depth). */
  readonly metrics: SiteMetrics;
  /** Request counters of the HTTP edge, shared by every api instance through Redis when there is one. */
  readonly rateLimiter: RateLimiter;
  /** What every process hears at once: appends anywhere (consumers wake) and the live events of open pages. */
  readonly liveBus: LiveBus;
  close(): Promise<void>;
}

const openEventStore = async (config: AppConfig, sql: SqlPort): Promise<EventStore & AppendNotifying> => {
  if (config.eventStoreConnection) return new EventStoreDbEventStore(config.eventStoreConnection);
  const store = new PostgresEventStore(sql);
  await store.migrate();
  return store;
};

// Without Redis the jobs wait in the site's own database, so a restart loses none of them.
const openQueue = async (config: AppConfig, sql: SqlPort): Promise<QueueDriver> => {
  if (config.redisUrl) return new BullMqQueueDriver({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
  const queue = new SqlQueueDriver(sql);
  await queue.migrate();
  return queue;
};

export interface InfrastructureOptions {
  /**
   * Mail into the dev mailbox even though SMTP_URL is set: for tests of the mailbox on PostgreSQL. Code
   * only, never configuration, so no production deployment can turn /dev/mailbox on.
   */
  readonly devMailbox?: boolean;
  /**
   * Pay with the sandbox although DATABASE_URL is set: for tests on PostgreSQL. Code only, never configuration, so
   * no production deployment can sell credits for nothing.
   */
  readonly sandboxPayments?: boolean;
  /** Keep SMS in the dev outbox although DATABASE_URL is set: for tests on PostgreSQL. Code only, never configuration. */
  readonly devSmsOutbox?: boolean;
}

export const createInfrastructure = async (config: AppConfig, options: InfrastructureOptions = {}): Promise<Infrastructure> => {
  setLogLevel(config.logLevel);
  const appSecret = await loadAppSecret(config);
  const vapidKeys = await loadVapidKeys(config);
  const sql = config.databaseUrl ? createPostgresSql(config.databaseUrl, { maxConnections: config.databasePoolSize }) : await createPgliteSql(join(config.dataDir, 'pglite'));
  const keyStore = new SqlKeyStore(sql, appSecret);
  await keyStore.migrate();
  await SessionStore.migrate(sql);
  await RequestKeys.migrate(sql);
  const storedLog = await openEventStore(config, sql);
  const snapshots = new SnapshotStore(sql);
  await snapshots.migrate();
  // Without a gateway the codes would land in the dev outbox, whose page shows them to anyone.
  if (!config.embedded && !config.smsUrl && !options.devSmsOutbox) throw new Error('SMS_URL: required when DATABASE_URL is set (production); the dev SMS outbox exists only in the embedded default');
  const devSmsOutbox = config.smsUrl && !options.devSmsOutbox ? undefined : new DevSmsOutbox(sql, new PersonalFieldCipher(keyStore));
  if (devSmsOutbox) await migrateDevSmsOutbox(sql);
  const sms: SmsSender = devSmsOutbox ?? new HttpSmsSender(config.smsUrl!, config.smsApiKey);
  const payments = await openPaymentProvider(config, sql, { sandboxInProduction: options.sandboxPayments === true });
  const queue = await openQueue(config, sql);
  const metrics = createSiteMetrics({ sql, queue });
  const readiness = createReadinessCheck({ sql, redisUrl: config.redisUrl });
  const liveBus: LiveBus = config.redisUrl ? await new RedisLiveBus(config.redisUrl, config.queuePrefix, appSecret).start() : new InProcessLiveBus();
  const eventStore = new ClusterNotifyingEventStore(
    new TimedEventStore(new EncryptingEventStore(storedLog, keyStore, PERSONAL_DATA_POLICY), metrics.eventStoreAppendDuration),
    liveBus,
  );
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
    requestKeys: new RequestKeys(sql, appSecret),
    snapshots,
    ...payments,
    sms,
    devSmsOutbox,
    queue,
    mailer,
    devMailbox,
    photoStorage: new LocalDiskPhotoStorage(config.photoDir),
    vapidKeys,
    // Push services write to the subject about problems with the site's pushes: the address mail comes from.
    pushSender: vapidKeys && new WebPushSender({ vapidKeys, subject: `mailto:${config.mailFrom}` }),
    rateLimiter,
    liveBus,
    metrics,
    readiness,
    close: async () => {
      await readiness.close();
      await queue.close();
      await rateLimiter.close();
      smtpMailer?.close();
      await eventStore.close();
      await liveBus.close();
      await sql.close();
    },
  };
};
