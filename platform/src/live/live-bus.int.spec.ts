import { randomBytes } from 'node:crypto';
import { removePrefixedKeys } from '../queue/prefixed-keys.js';
import { redisIsAvailable, TEST_REDIS_URL } from '../testing/test-redis.js';
import { InProcessLiveBus, RedisLiveBus } from './live-bus.js';
import { liveBusContract } from './live-bus.contract.js';

liveBusContract(InProcessLiveBus.name, async () => ({
  aBus: async () => new InProcessLiveBus(),
  acrossProcesses: false,
  dispose: async () => undefined,
}));

liveBusContract(RedisLiveBus.name, async () => {
  if (!(await redisIsAvailable())) return undefined;
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  return {
    aBus: () => new RedisLiveBus(TEST_REDIS_URL, prefix).start(),
    acrossProcesses: true,
    dispose: async () => {
      await removePrefixedKeys(TEST_REDIS_URL, prefix);
    },
  };
});
