import { Redis } from 'ioredis';
import type { SqlPort } from '../sql/sql.port.js';

export type DependencyState = 'ok' | 'down' | 'building';
export interface ReadinessReport {
  readonly ready: boolean;
  readonly checks: Readonly<Record<string, DependencyState>>;
}

export interface ReadinessCheck {
  /** Whether this process can serve: the database answers, and Redis when the site uses it. */
  check(): Promise<ReadinessReport>;
  /**
   * A condition of this process's own, beside its dependencies: until `met` answers true the report names `name`
   * 'building' (e.g. a new release's read models still being built from the log while the old release serves).
   */
  alsoRequire(name: string, met: () => Promise<boolean>): void;
  close(): Promise<void>;
}

// A dependency slower than this counts as down: a load balancer should route elsewhere rather than wait.
const CHECK_TIMEOUT_MS = 2_000;

const withinTimeout = async (probe: () => Promise<unknown>): Promise<DependencyState> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyState>((resolve) => (timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS)));
  const answered = probe().then(
    (): DependencyState => 'ok',
    (): DependencyState => 'down',
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const createReadinessCheck = ({ sql, redisUrl }: { sql: SqlPort; redisUrl: string | undefined }): ReadinessCheck => {
  // Its own connection, failing fast: the queue's connections retry forever by design and would hide an outage.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 }) : undefined;
  redis?.on('error', () => undefined);
  const pingRedis = async (client: Redis) => {
    if (client.status === 'wait' || client.status === 'end') await client.connect();
    await client.ping();
  };
  const conditions = new Map<string, () => Promise<boolean>>();
  const stateOf = async (met: () => Promise<boolean>): Promise<DependencyState> => {
    let isMet = false;
    const state = await withinTimeout(async () => (isMet = await met()));
    return state === 'ok' && !isMet ? 'building' : state;
  };
  return {
    async check() {
      const [database, cache, ...own] = await Promise.all([
        withinTimeout(() => sql.query('SELECT 1')),
        redis ? withinTimeout(() => pingRedis(redis)) : undefined,
        ...[...conditions.values()].map(stateOf),
      ]);
      const checks: Record<string, DependencyState> = { database: database!, ...(cache ? { redis: cache } : {}) };
      [...conditions.keys()].forEach((name, index) => (checks[name] = own[index]!));
      return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
    },
    alsoRequire(name, met) {
      conditions.set(name, met);
    },
    async close() {
      redis?.disconnect();
    },
  };
};
