import { randomBytes } from 'node:crypto';
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from './rate-limiter.js';

const policy: RateLimitPolicy = { name: 'test-guesses', points: 3, windowSeconds: 60 };
const prefix = () => `test-${randomBytes(4).toString('hex')}`;

const exhaust = async (limiter: RateLimiter, key: string) => {
  const verdicts = [];
  for (let index = 0; index <= policy.points; index++) verdicts.push(await limiter.consume(policy, key));
  return verdicts;
};

describe('Rate limiter', () => {
  const limiters: RateLimiter[] = [];
  const make = async (options: Parameters<typeof createRateLimiter>[0]) => {
    const limiter = await createRateLimiter(options);
    limiters.push(limiter);
    return limiter;
  };
  afterAll(() => Promise.all(limiters.map((limiter) => limiter.close())));

  it('in memory (the embedded default) lets the policy through, then refuses with the seconds until the window ends', async () => {
    const verdicts = await exhaust(await make({ prefix: prefix(), factor: 1 }), 'source-a');
    expect(verdicts.slice(0, -1).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts.at(-1)).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const last = verdicts.at(-1)!;
    expect(!last.allowed && last.retryAfterSeconds > 0 && last.retryAfterSeconds <= policy.windowSeconds).toBe(true);
  });

  it('on Redis shares one count between two api processes', async () => {
    const shared = prefix();
    const first = await make({ redisUrl: 'redis://127.0.0.1:6379', prefix: shared, factor: 1 });
    const second = await make({ redisUrl: 'redis://127.0.0.1:6379', prefix: shared, factor: 1 });
    for (let index = 0; index < policy.points; index++) expect((await (index % 2 ? first : second).consume(policy, 'source-b')).allowed).toBe(true);
    expect((await second.consume(policy, 'source-b')).allowed).toBe(false);
    expect((await first.consume(policy, 'source-c')).allowed).toBe(true);
  });

  it('keeps counting in memory when Redis cannot be reached, instead of failing every request', async () => {
    const verdicts = await exhaust(await make({ redisUrl: 'redis://127.0.0.1:1', prefix: prefix(), factor: 1 }), 'source-d');
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
  });

  it('multiplies every policy by the configured factor', async () => {
    const verdicts = [];
    const limiter = await make({ prefix: prefix(), factor: 2 });
    for (let index = 0; index < policy.points * 2 + 1; index++) verdicts.push((await limiter.consume(policy, 'source-e')).allowed);
    expect(verdicts.filter(Boolean)).toHaveLength(policy.points * 2);
  });
});
