import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** How many requests of one kind a key (a source address, a member) may make per window. */
export interface RateLimitPolicy {
  readonly name: string;
  readonly points: number;
  readonly windowSeconds: number;
}

export type RateLimitVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` against `policy`. */
  consume(policy: RateLimitPolicy, key: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Shared counters across api instances; without it each process counts alone (the embedded default has one). */
  readonly redisUrl?: string;
  /** Namespaces the Redis keys, like the queue's. */
  readonly prefix: string;
  /** Multiplies every policy's points: lets journeys and test suites that sign up hundreds of members from one address run. */
  readonly factor: number;
}

/**
 * rate-limiter-flexible counters, one per policy: on Redis in production (atomic across instances),
 * in memory otherwise. When Redis is unreachable the in-memory counter takes over rather than
 * refusing every request or letting every guess through.
 */
export const createRateLimiter = async ({ redisUrl, prefix, factor }: RateLimiterOptions): Promise<RateLimiter> => {
  // No offline queue: while Redis is away a request is counted in memory at once instead of waiting for a reconnect.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  // A refused connection must not crash the process; the insurance counter covers for it.
  redis?.on('error', () => undefined);
  // Start counting in Redis from the first request when it is there; an unreachable Redis does not hold up the start.
  if (redis) await new Promise<void>((resolve) => (redis.once('ready', resolve), redis.once('error', () => resolve())));
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (policy: RateLimitPolicy) => {
    let limiter = limiters.get(policy.name);
    if (!limiter) {
      const limits = { keyPrefix: `${prefix}:rate:${policy.name}`, points: policy.points * factor, duration: policy.windowSeconds };
      const memory = new RateLimiterMemory(limits);
      limiter = redis ? new RateLimiterRedis({ ...limits, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
      limiters.set(policy.name, limiter);
    }
    return limiter;
  };
  return {
    async consume(policy, key) {
      try {
        await limiterOf(policy).consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async close() {
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
    },
  };
};
