import { Redis } from 'ioredis';

const PREFIX = /^[\w-]+$/;

/**
 * Deletes every key a site made under its QUEUE_PREFIX (its queues and their jobs, its rate-limit counters): for test
 * sites and benchmarks, whose prefix is never used again. BullMQ keeps completed jobs for a week, so each run would
 * otherwise leave thousands of keys in a Redis that other runs share.
 */
export const removePrefixedKeys = async (redisUrl: string, prefix: string): Promise<number> => {
  // Only a plain prefix: one holding a glob character would match other sites' keys.
  if (!PREFIX.test(prefix)) throw new Error(`Not a key prefix to clear: ${JSON.stringify(prefix)}`);
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let removed = 0;
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1_000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) removed += await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return removed;
};
