import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { removePrefixedKeys } from './prefixed-keys.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe(removePrefixedKeys.name, () => {
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.quit());

  it('deletes every key under the prefix, however many, and none of another site that shares the Redis', async () => {
    const [mine, other] = [`test-${randomBytes(4).toString('hex')}`, `test-${randomBytes(4).toString('hex')}`];
    const pipeline = redis.pipeline();
    for (let index = 0; index < 2_500; index++) pipeline.set(`${mine}:notifications:${index}`, 'job');
    pipeline.set(`${other}:notifications:1`, 'job').set(`${mine}-lookalike:notifications:1`, 'job');
    await pipeline.exec();

    expect(await removePrefixedKeys(REDIS_URL, mine)).toBe(2_500);

    expect(await redis.keys(`${mine}:*`)).toEqual([]);
    expect(await redis.exists(`${other}:notifications:1`, `${mine}-lookalike:notifications:1`)).toBe(2);
    await redis.del(`${other}:notifications:1`, `${mine}-lookalike:notifications:1`);
  });

  it('refuses a prefix that would match more than one site', async () => {
    await expect(removePrefixedKeys(REDIS_URL, 'test-*')).rejects.toThrow('Not a key prefix');
  });
});
