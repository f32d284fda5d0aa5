import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { removePrefixedKeys } from '../queue/prefixed-keys.js';
import { eventually } from '../testing/eventually.js';
import { redisIsAvailable, TEST_REDIS_URL } from '../testing/test-redis.js';
import { InProcessLiveBus, RedisLiveBus } from './live-bus.js';
import { liveBusContract } from './live-bus.contract.js';

const SECRET = 'live-bus-spec-secret-0123456789abcdef';

liveBusContract(InProcessLiveBus.name, async () => ({
  aBus: async () => new InProcessLiveBus(),
  acrossProcesses: false,
  dispose: async () => undefined,
}));

liveBusContract(RedisLiveBus.name, async () => {
  if (!(await redisIsAvailable())) return undefined;
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  return {
    aBus: () => new RedisLiveBus(TEST_REDIS_URL, prefix, SECRET).start(),
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
    const [listening, publishing] = [await new RedisLiveBus(TEST_REDIS_URL, prefix, SECRET).start(), await new RedisLiveBus(TEST_REDIS_URL, prefix, SECRET).start()];
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

describe('RedisLiveBus on the wire', () => {
  it('carries what open pages hear sealed with the site’s secret: Redis never sees it, and a bus of another secret hears none of it', async () => {
    if (!(await redisIsAvailable())) return;
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const [listening, otherSite, publishing] = await Promise.all([
      new RedisLiveBus(TEST_REDIS_URL, prefix, SECRET).start(),
      new RedisLiveBus(TEST_REDIS_URL, prefix, 'another-site-secret-0123456789abcdef').start(),
      new RedisLiveBus(TEST_REDIS_URL, prefix, SECRET).start(),
    ]);
    const wire = new Redis(TEST_REDIS_URL);
    try {
      const [onTheWire, heard, heardByOtherSite, positionsHeardByOtherSite]: string[][] = [[], [], [], []];
      wire.on('message', (_channel: string, message: string) => void onTheWire.push(message));
      await wire.subscribe(`${prefix}:live:live`, `${prefix}:live:appended`);
      listening.subscribe('live', (message) => void heard.push(message));
      otherSite.subscribe('live', (message) => void heardByOtherSite.push(message));
      otherSite.subscribe('appended', (message) => void positionsHeardByOtherSite.push(message));
      const signal = JSON.stringify({ signal: { type: 'sent', message: { text: 'meet me at the station at 8' } } });

      await publishing.publish('live', signal);
      await publishing.publish('appended', '42');
      // The other site's bus hears the position, published after the signal on the same connection: the signal reached it first.
      await eventually(() => heard.length === 1 && onTheWire.length === 2 && positionsHeardByOtherSite.length === 1, 'the signal and the position');

      expect(heard).toEqual([signal]);
      expect(onTheWire[0]).not.toContain('station');
      // A position in the log is no one's data: it goes as it is.
      expect(onTheWire[1]).toBe('42');
      expect(heardByOtherSite).toEqual([]);
    } finally {
      wire.disconnect();
      await Promise.all([listening.close(), otherSite.close(), publishing.close()]);
      await removePrefixedKeys(TEST_REDIS_URL, prefix);
    }
  });
});
