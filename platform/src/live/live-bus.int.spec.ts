import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { removePrefixedKeys } from '../queue/prefixed-keys.js';
import { eventually } from '../testing/eventually.js';
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

describe('RedisLiveBus when its connection to Redis is cut', () => {
  it('tells its gap listeners once it is subscribed again, and hears what is published after', async () => {
    if (!(await redisIsAvailable())) return;
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const [listening, publishing] = [await new RedisLiveBus(TEST_REDIS_URL, prefix).start(), await new RedisLiveBus(TEST_REDIS_URL, prefix).start()];
    const admin = new Redis(TEST_REDIS_URL);
    try {
      let gaps = 0;
      const heard: string[] = [];
      listening.onGap(() => (gaps += 1));
      listening.subscribe('live', (message) => void heard.push(message));
      await publishing.publish('live', 'before');
      await eventually(() => heard.length === 1, 'the message before the cut');
      expect(gaps).toBe(0);

      // What a Redis restart does to a subscriber: its connection ends (only this test's: other suites share the server).
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const ours = clients.filter((line) => line.includes(` name=${prefix}:live-subscriber `)).map((line) => /\bid=(\d+)/.exec(line)![1]!);
      expect(ours).toHaveLength(2);
      for (const id of ours) await admin.client('KILL', 'ID', id);
      await eventually(() => gaps === 1, 'the gap to be told');
      await eventually(async () => (await publishing.publish('live', 'after'), heard.includes('after')), 'a message after the cut');
    } finally {
      admin.disconnect();
      await Promise.all([listening.close(), publishing.close()]);
    }
  });
});
