/**
 * The only place that reads process.env. Without DATABASE_URL (and NODE_ENV=production) the process runs the embedded
 * default (PGlite in DATA_DIR, its job queue in there too, dev mailbox); with it, production rules apply
 * and secrets must be given.
 */
import { LOG_LEVELS, type LogLevel } from '../logging/site-log.js';
import { isVapidKeyPair, type VapidKeys } from './vapid-keys.js';

export const PROCESS_ROLES = ['api', 'projections', 'workers'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface AppConfig {
  readonly port: number;
  readonly roles: readonly ProcessRole[];
  readonly embedded: boolean;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: connections this process opens to PostgreSQL at most (default 20). Every process of the site
   * together must stay under the server's max_connections, or the last to connect are refused.
   */
  readonly databasePoolSize: number | undefined;
  readonly redisUrl: string | undefined;
  /** Keeps the BullMQ keys of several deployments (or test runs) on one Redis apart. */
  readonly queuePrefix: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly eventStoreConnection: string | undefined;
  /** Undefined only in the embedded default, which generates and keeps one in DATA_DIR. */
  readonly appSecret: string | undefined;
  readonly publicScheme: 'http' | 'https';
  /** PUBLIC_PORT: the port in the site's own links (mails, payment return and webhook) when it is not the scheme's default. */
  readonly publicPort: number | undefined;
  /** HEALTH_PORT: where a process without the api role answers the orchestrator's probes (`/health/live`, `/health/ready`). */
  readonly healthPort: number | undefined;
  /** Where photo files live: a volume every api instance shares in production. */
  readonly photoDir: string;
  /** Photos under inspection longer than this are approved automatically; undefined: only staff decide. */
  readonly photoAutoApproveSeconds: number | undefined;
  /** Demo members like back some members who liked them after this delay; undefined (always in production): never. */
  readonly demoLikeBackSeconds: number | undefined;
  /** Demo members answer a first message after this delay; undefined (always in production): never. */
  readonly demoReplySeconds: number | undefined;
  /** Fictional demo members the embedded default seeds on its first start; always 0 in production. */
  readonly demoMembers: number;
  /** How long a message or a like waits before it is told by push and mail (NOTIFY_AFTER_SECONDS); undefined: the domain's delays. */
  readonly notifyAfterSeconds: number | undefined;
  /** DEV_CLOCK=1: an adjustable clock (POST /dev/clock) for tests of deadlines; never in production. */
  readonly devClock: boolean;
  /** Shared secret of the mail provider's event webhook; undefined: POST /api/mail-events.php refuses every call. */
  readonly mailWebhookSecret: string | undefined;
  /** Given VAPID key pair; undefined: the embedded default generates one in DATA_DIR, production sends no web push. */
  readonly vapidKeys: VapidKeys | undefined;
  /** Multiplies every rate limit (RATE_LIMIT_FACTOR, default 1): test suites that sign up many members from one address raise it. */
  readonly rateLimitFactor: number;
  /** Express's `trust proxy` (TRUST_PROXY): which hops' X-Forwarded-For/-Proto/-Host to believe for the client address and the site's host. */
  readonly trustProxy: string | number | boolean;
  /** LOG_LEVEL of the JSON logs (default info). */
  readonly logLevel: LogLevel;
  /** Bearer token that GET /metrics requires; production serves no metrics without one, the embedded default serves them freely. */
  readonly metricsToken: string | undefined;
  /** API_DOCS=1: serve the OpenAPI document and its UI at /api/docs in production too (the embedded default always does). */
  readonly apiDocs: boolean;
  /** PAYMENT_PROVIDER: 'sandbox' (the embedded default's; takes no money) or 'mollie' (production's default). */
  readonly paymentProvider: PaymentProviderName;
  /** MOLLIE_API_KEY (test_… or live_…), required with the Mollie provider. */
  readonly mollieApiKey: string | undefined;
  /** MOLLIE_API_ENDPOINT: another base URL than Mollie's own (a local fake or a proxy). */
  readonly mollieApiEndpoint: string | undefined;
  /** SMS_URL: the SMS gateway (direct-debit codes); without it the embedded default keeps messages in the dev outbox. */
  readonly smsUrl: string | undefined;
  /** SMS_API_KEY: bearer key of the SMS gateway. */
  readonly smsApiKey: string | undefined;
  /** LAKE_DIR: where the analytic lake's Parquet files go (default DATA_DIR/lake); shared storage when several hosts read it. */
  readonly lakeDir: string;
  /**
   * LAKE_EVERY_SECONDS: how often the projections role adds the new events to the lake; undefined ("off", or production
   * without LAKE_DIR): this deployment keeps no lake.
   */
  readonly lakeEverySeconds: number | undefined;
}

export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const parsePaymentProvider = (value: string | undefined, embedded: boolean, problems: string[]): PaymentProviderName => {
  if (!value) return embedded ? 'sandbox' : 'mollie';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(value)) problems.push(`PAYMENT_PROVIDER: expected one of ${PAYMENT_PROVIDERS.join(', ')}, got "${value}"`);
  return value as PaymentProviderName;
};

const parseRoles = (value: string | undefined, problems: string[]): ProcessRole[] => {
  if (!value) return [...PROCESS_ROLES];
  const roles = value.split(',').map((role) => role.trim()).filter(Boolean);
  const unknown = roles.filter((role) => !(PROCESS_ROLES as readonly string[]).includes(role));
  if (unknown.length || !roles.length) problems.push(`ROLES: expected any of ${PROCESS_ROLES.join(',')}, got "${value}"`);
  return roles as ProcessRole[];
};

const parseOptionalPort = (name: string, value: string | undefined, problems: string[]): number | undefined => {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${name}: expected 1..65535, got "${value}"`);
  return port;
};

// Each consumer runner of a process holds a connection for its lock while it runs: fewer would leave requests none.
const MIN_DATABASE_POOL_SIZE = 4;

const parseDatabasePoolSize = (value: string | undefined, problems: string[]): number | undefined => {
  if (!value) return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < MIN_DATABASE_POOL_SIZE) problems.push(`DATABASE_POOL_SIZE: expected a whole number >= ${MIN_DATABASE_POOL_SIZE}, got "${value}"`);
  return size;
};

const parsePort = (value: string | undefined, problems: string[]): number => {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT: expected 0..65535 (0: any free port), got "${value}"`);
  return port;
};

/** The embedded default approves photos on its own, so a demo works without a moderator. */
const EMBEDDED_AUTO_APPROVE_SECONDS = 10;

const parseAutoApprove = (value: string | undefined, embedded: boolean, problems: string[]): number | undefined => {
  if (value === undefined || value === '') return embedded ? EMBEDDED_AUTO_APPROVE_SECONDS : undefined;
  if (value === 'off') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) problems.push(`PHOTO_AUTO_APPROVE_SECONDS: expected seconds >= 0 or "off", got "${value}"`);
  return seconds;
};

const EMBEDDED_DEMO_LIKE_BACK_SECONDS = 20;
const EMBEDDED_DEMO_REPLY_SECONDS = 5;

/** A delay of the demo members' answers (`name`): production seeds no demo members, and nobody else may be made to answer. */
const parseDemoDelay = (name: string, fallback: number, value: string | undefined, embedded: boolean, problems: string[]): number | undefined => {
  if (!embedded) return undefined;
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) problems.push(`${name}: expected seconds >= 0 or "off", got "${value}"`);
  return seconds;
};

/**
 * How often the lake grows by default. Each addition is a file per event type and day it holds, and every reader opens
 * every file once: in production hourly, some fifteen files an hour and a hundred thousand a year rather than twelve
 * times that (the figures are of days and weeks); in the embedded default often enough that the insights show a
 * member's doings while they look. A reader of the lake need not look for new files more often.
 */
export const LAKE_EVERY_SECONDS = { embedded: 10, production: 3_600 } as const;

/**
 * The embedded default keeps its lake beside its database in DATA_DIR. Production keeps one only where LAKE_DIR names
 * the volume for it: a lake belongs to one log, and two databases writing one folder would remove each other's files.
 */
const parseLakeEvery = (value: string | undefined, embedded: boolean, lakeDir: string | undefined, problems: string[]): number | undefined => {
  if (value === 'off' || (!embedded && !lakeDir)) return undefined;
  if (value === undefined || value === '') return embedded ? LAKE_EVERY_SECONDS.embedded : LAKE_EVERY_SECONDS.production;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) problems.push(`LAKE_EVERY_SECONDS: expected seconds > 0 or "off", got "${value}"`);
  return seconds;
};

const parseNotifyAfterSeconds = (value: string | undefined, problems: string[]): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) problems.push(`NOTIFY_AFTER_SECONDS: expected seconds >= 0, got "${value}"`);
  return seconds;
};

const parseMailWebhookSecret = (value: string | undefined, problems: string[]): string | undefined => {
  if (!value) return undefined;
  if (value.length < 16) problems.push('MAIL_WEBHOOK_SECRET: must be at least 16 characters');
  return value;
};

const parseVapidKeys = (publicKey: string | undefined, privateKey: string | undefined, problems: string[]): VapidKeys | undefined => {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
    return undefined;
  }
  const keys = { publicKey, privateKey };
  if (!isVapidKeyPair(keys)) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: expected a matching P-256 key pair, base64url (public key uncompressed)');
  return keys;
};

const parseRateLimitFactor = (value: string | undefined, problems: string[]): number => {
  const factor = Number(value || 1);
  if (!Number.isInteger(factor) || factor < 1) problems.push(`RATE_LIMIT_FACTOR: expected a whole number >= 1, got "${value}"`);
  return factor;
};

/** Only the loopback proxy by default: a forged X-Forwarded-For from the internet must not pick the address a limit counts. */
const parseTrustProxy = (value: string | undefined): string | number | boolean => {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
};

const parseLogLevel = (value: string | undefined, problems: string[]): LogLevel => {
  if (!value) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) problems.push(`LOG_LEVEL: expected one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return value as LogLevel;
};

const parseMetricsToken = (value: string | undefined, problems: string[]): string | undefined => {
  if (!value) return undefined;
  if (value.length < 16) problems.push('METRICS_TOKEN: must be at least 16 characters');
  return value;
};

const EMBEDDED_DEMO_MEMBERS = 300;

const parseDemoMembers = (value: string | undefined, embedded: boolean, problems: string[]): number => {
  if (!embedded) return 0;
  const count = Number(value || EMBEDDED_DEMO_MEMBERS);
  if (!Number.isInteger(count) || count < 0) problems.push(`DEMO_MEMBERS: expected a whole number >= 0, got "${value}"`);
  return count;
};

const lakeDirOf = (env: NodeJS.ProcessEnv): string => env.LAKE_DIR || `${env.DATA_DIR ?? '.data'}/lake`;

export const parseConfig = (env: NodeJS.ProcessEnv): AppConfig => {
  const problems: string[] = [];
  // NODE_ENV=production (set by the container image) is production even if DATABASE_URL was forgotten: the embedded
  // default would otherwise start there with its dev routes (/dev/mailbox, /dev/payments) open to everyone.
  const embedded = !env.DATABASE_URL && env.NODE_ENV !== 'production';
  if (!embedded && !env.DATABASE_URL) problems.push('DATABASE_URL: required when NODE_ENV=production; the embedded default (PGlite, dev routes) never runs in production');
  if (!embedded && !env.APP_SECRET) problems.push('APP_SECRET: required in production (at least 32 characters)');
  if (env.APP_SECRET && env.APP_SECRET.length < 32) problems.push('APP_SECRET: must be at least 32 characters');
  const dataDir = env.DATA_DIR ?? '.data';
  const config: AppConfig = {
    port: parsePort(env.PORT, problems),
    roles: parseRoles(env.ROLES, problems),
    embedded,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: parseDatabasePoolSize(env.DATABASE_POOL_SIZE, problems),
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX ?? 'dating',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    eventStoreConnection: env.EVENTSTORE_CONNECTION,
    appSecret: env.APP_SECRET,
    publicScheme: env.PUBLIC_SCHEME === 'https' || (!embedded && env.PUBLIC_SCHEME !== 'http') ? 'https' : 'http',
    publicPort: parseOptionalPort('PUBLIC_PORT', env.PUBLIC_PORT, problems),
    healthPort: parseOptionalPort('HEALTH_PORT', env.HEALTH_PORT, problems),
    photoDir: env.PHOTO_DIR || `${dataDir}/photos`,
    photoAutoApproveSeconds: parseAutoApprove(env.PHOTO_AUTO_APPROVE_SECONDS, embedded, problems),
    demoMembers: parseDemoMembers(env.DEMO_MEMBERS, embedded, problems),
    demoLikeBackSeconds: parseDemoDelay('DEMO_LIKE_BACK_SECONDS', EMBEDDED_DEMO_LIKE_BACK_SECONDS, env.DEMO_LIKE_BACK_SECONDS, embedded, problems),
    demoReplySeconds: parseDemoDelay('DEMO_REPLY_SECONDS', EMBEDDED_DEMO_REPLY_SECONDS, env.DEMO_REPLY_SECONDS, embedded, problems),
    notifyAfterSeconds: parseNotifyAfterSeconds(env.NOTIFY_AFTER_SECONDS, problems),
    devClock: env.DEV_CLOCK === '1',
    mailWebhookSecret: parseMailWebhookSecret(env.MAIL_WEBHOOK_SECRET, problems),
    vapidKeys: parseVapidKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, problems),
    rateLimitFactor: parseRateLimitFactor(env.RATE_LIMIT_FACTOR, problems),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: parseLogLevel(env.LOG_LEVEL, problems),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN, problems),
    apiDocs: env.API_DOCS === '1',
    paymentProvider: parsePaymentProvider(env.PAYMENT_PROVIDER, embedded, problems),
    mollieApiKey: env.MOLLIE_API_KEY,
    mollieApiEndpoint: env.MOLLIE_API_ENDPOINT,
    smsUrl: env.SMS_URL,
    smsApiKey: env.SMS_API_KEY,
    lakeDir: lakeDirOf(env),
    lakeEverySeconds: parseLakeEvery(env.LAKE_EVERY_SECONDS, embedded, env.LAKE_DIR, problems),
  };

  if (config.paymentProvider === 'mollie' && !/^(test|live)_\w{20,}$/.test(config.mollieApiKey ?? '')) {
    problems.push('MOLLIE_API_KEY: required with PAYMENT_PROVIDER=mollie (test_… or live_…)');
  }
  if (config.devClock && !embedded) problems.push('DEV_CLOCK: not allowed in production');
  // Without SMTP the mails would land in the dev mailbox, whose page hands every reset link to anyone.
  if (!embedded && !config.smtpUrl) problems.push('SMTP_URL: required in production; the dev mailbox exists only in the embedded default');
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return Object.freeze(config);
};

/** LAKE_DIR of this process, or the lake's place in DATA_DIR: what `npm run analyze` opens, needing none of the rest. */
export const loadLakeDir = (): string => lakeDirOf(process.env);

/** The configuration of this process, from its environment. */
export const loadConfig = (): AppConfig => parseConfig(process.env);
