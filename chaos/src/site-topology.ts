import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePorts, type FakeMollieServer, type SmtpSink } from '@dating/platform/testing';
import { startReverseProxy, type ReverseProxy } from './reverse-proxy.js';
import { RoleProcess } from './role-process.js';

/** The site as the harness runs it: three api processes behind nginx, the read models and the workers twice each. */
export interface SiteTopology {
  readonly proxy: ReverseProxy;
  readonly api: readonly RoleProcess[];
  readonly projections: readonly RoleProcess[];
  readonly workers: readonly RoleProcess[];
  readonly processes: readonly RoleProcess[];
  readonly queuePrefix: string;
  /** The site's secret: the checks open the members' keys with it to rebuild the read models. */
  readonly appSecret: string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  readonly runDir: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly smtp: SmtpSink;
  readonly mollie: FakeMollieServer;
}

const API_PROCESSES = 3;
const PROJECTIONS_PROCESSES = 2;
const WORKERS_PROCESSES = 2;
// Connections to PostgreSQL per process of each role, as `deploy/` gives them: seven processes at the default 20 were
// refused ("too many clients") by PostgreSQL's 100 once a restart left them all busy.
const DATABASE_POOL_SIZES = { api: '12', projections: '5', workers: '8' };

export const startSiteTopology = async ({ runDir, databaseUrl, redisUrl, smtp, mollie }: TopologyOptions): Promise<SiteTopology> => {
  // Every port of the site chosen at once, so no two of its servers are given the same one.
  const [proxyPort, ...rolePorts] = await freePorts(1 + API_PROCESSES + PROJECTIONS_PROCESSES + WORKERS_PROCESSES);
  const portOfRole = () => rolePorts.shift()!;
  const queuePrefix = `chaos-${randomBytes(4).toString('hex')}`;
  const appSecret = randomBytes(32).toString('base64url');
  // Production mode, every variable the README names for it, pointed at this machine's services and the harness's sinks.
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    APP_SECRET: appSecret,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_SCHEME: 'http',
    // Links in mails and the payment's return and webhook addresses go to the proxy, as they would to the public host.
    PUBLIC_PORT: String(proxyPort),
    TRUST_PROXY: '1',
    PHOTO_DIR: join(runDir, 'photos'),
    MOLLIE_API_KEY: 'test_chaosharnessfakeprovider00',
    MOLLIE_API_ENDPOINT: mollie.apiEndpoint,
    // The stand-in provider's certificate is self-signed, and Mollie's client brings its own CA list (so
    // NODE_EXTRA_CA_CERTS does not reach it): these processes skip the check, as the adapter's own tests do.
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    SMS_URL: 'http://127.0.0.1:9/sms',
    // Hundreds of members from one address: the harness tests recovery, not the rate limits.
    RATE_LIMIT_FACTOR: '1000',
    NOTIFY_AFTER_SECONDS: '5',
  };
  const apiPorts = Array.from({ length: API_PROCESSES }, portOfRole);
  const api = apiPorts.map((port, index) => new RoleProcess(`api-${index + 1}`, 'api', { ...env, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: DATABASE_POOL_SIZES.api }, runDir, port));
  const projections = Array.from(
    { length: PROJECTIONS_PROCESSES },
    (_, index) => new RoleProcess(`projections-${index + 1}`, 'projections', { ...env, LOG_LEVEL: 'info', DATABASE_POOL_SIZE: DATABASE_POOL_SIZES.projections }, runDir, portOfRole()),
  );
  const workers = Array.from(
    { length: WORKERS_PROCESSES },
    (_, index) => new RoleProcess(`workers-${index + 1}`, 'workers', { ...env, LOG_LEVEL: 'info', DATABASE_POOL_SIZE: DATABASE_POOL_SIZES.workers }, runDir, portOfRole()),
  );
  // The first process migrates the empty database alone; then the others start side by side, as a rollout does.
  await api[0]!.start();
  await Promise.all([...api.slice(1), ...projections, ...workers].map((process) => process.start()));
  const proxy = await startReverseProxy(runDir, apiPorts, proxyPort);
  const all = [...api, ...projections, ...workers];
  return {
    proxy,
    api,
    projections,
    workers,
    processes: all,
    queuePrefix,
    appSecret,
    stop: async () => {
      await proxy.stop();
      await Promise.all(all.map((process) => process.stop()));
      for (const process of all) process.close();
    },
  };
};
