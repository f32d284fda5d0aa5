import { Redis } from 'ioredis';

/** The local Redis the integration tests use unless REDIS_URL says otherwise. */
export const TEST_REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. When it does not: throws if REQUIRE_SERVICES=1 (CI must not pass by skipping), otherwise
 * warns loudly and returns false so the caller can skip.
 */
export const redisIsAvailable = async (url = TEST_REDIS_URL): Promise<boolean> => {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env['REQUIRE_SERVICES'] === '1') throw error;
    console.warn(`Redis unreachable, skipping its integration tests: ${String(error)}`);
    return false;
  } finally {
    client.disconnect();
  }
};
