import { jest } from '@jest/globals';
import { InProcessLiveBus, type SqlPort } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { progressAnnouncer, ReadModelConsistency } from './read-model-consistency.js';

const at = (position: number) => `${String(position).padStart(20, '0')}-${'0'.repeat(20)}`;

/** The consumer checkpoints table, as far as the waits read it: every query counted. */
const checkpointsTable = (checkpoints: Map<string, string>) => {
  const calls = { queries: 0, failing: false };
  const sql = {
    query: async (_text: string, [names]: [string[]]) => {
      calls.queries += 1;
      if (calls.failing) throw new Error('database away');
      return { rows: names.filter((name) => checkpoints.has(name)).map((name) => ({ name, checkpoint: checkpoints.get(name)! })) };
    },
  } as unknown as SqlPort;
  return { sql, calls };
};

describe('ReadModelConsistency', () => {
  it('answers many waiting requests with one checkpoint query per tick, each once its projections have caught up', async () => {
    const checkpoints = new Map([['inbox', at(1)], ['likes', at(1)]]);
    const { sql, calls } = checkpointsTable(checkpoints);
    const consistency = new ReadModelConsistency(sql);
    const done: number[] = [];
    const waits = Array.from({ length: 100 }, (_, index) => consistency.waitFor(at(index + 2), index % 2 ? ['inbox'] : ['inbox', 'likes']).then(() => done.push(index)));
    /** Resolves once the waits have read the checkpoints from now on and started reading again: what that reading let go is gone. */
    const aWholeTick = async () => {
      const seen = calls.queries;
      await eventually(() => calls.queries >= seen + 2, 'a whole tick of checkpoint queries');
    };
    await aWholeTick();
    expect(done).toEqual([]);
    checkpoints.set('inbox', at(200));
    await aWholeTick();
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index * 2 + 1));
    checkpoints.set('likes', at(200));
    await Promise.all(waits);
    expect(calls.queries).toBeLessThan(30);
  });

  it('gives up waiting at the deadline without failing the request, and waits for nothing without a checkpoint', async () => {
    const { sql, calls } = checkpointsTable(new Map([['inbox', at(1)]]));
    const consistency = new ReadModelConsistency(sql);
    await consistency.waitFor(null, ['inbox']);
    await consistency.waitFor(at(5), []);
    expect(calls.queries).toBe(0);
    await consistency.waitFor(at(5), ['inbox'], 40);
    await consistency.waitFor(at(5), ['never-ran'], 40);
  });

  it('ends a wait its last reading of the checkpoints already covers without reading them again', async () => {
    const { sql, calls } = checkpointsTable(new Map([['inbox', at(9)]]));
    const consistency = new ReadModelConsistency(sql);
    await consistency.waitFor(at(5), ['inbox']);
    const read = calls.queries;
    await consistency.waitFor(at(5), ['inbox']);
    await consistency.waitFor(at(9), ['inbox']);
    expect(calls.queries).toBe(read);
    await consistency.waitFor(at(10), ['inbox'], 40);
    expect(calls.queries).toBeGreaterThan(read);
  });

  it('reads again after each batch the consumers announce until the read finds something, and gives up at the deadline', async () => {
    const bus = new InProcessLiveBus();
    const consistency = new ReadModelConsistency(checkpointsTable(new Map()).sql, bus);
    const announce = progressAnnouncer(bus);
    const readModel: { shown?: string } = {};
    let reads = 0;
    const found = consistency.waitUntil(async () => ((reads += 1), readModel.shown), ['inbox']);
    await eventually(() => reads === 1, 'the first read');
    readModel.shown = 'the message';
    announce('likes', at(2));
    announce('inbox', at(2));
    await expect(found).resolves.toBe('the message');
    expect(reads).toBe(2);
    await expect(consistency.waitUntil(async () => undefined, ['inbox'], 40)).resolves.toBeUndefined();
    consistency.onModuleDestroy();
  });

  it('keeps a wait going while the checkpoints cannot be read, ends it once they can, and never fails the write it waits for', async () => {
    const { sql, calls } = checkpointsTable(new Map([['inbox', at(9)]]));
    const consistency = new ReadModelConsistency(sql);
    calls.failing = true;
    let ended = false;
    const wait = consistency.waitFor(at(5), ['inbox']).then(() => (ended = true));
    await eventually(() => calls.queries >= 3, 'a few failed readings');
    expect(ended).toBe(false);
    calls.failing = false;
    await wait;

    calls.failing = true;
    await expect(consistency.waitFor(at(5), ['inbox'], 50)).resolves.toBeUndefined();
  });

  describe('with the live bus', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    /** A wait for the chats read model to reach position 5, which it has not: `wait.done` tells when it ends. */
    const waitingForChatsAt5 = () => {
      const checkpoints = new Map([['inbox', at(1)]]);
      const { sql, calls } = checkpointsTable(checkpoints);
      const bus = new InProcessLiveBus();
      const consistency = new ReadModelConsistency(sql, bus);
      const wait = { done: false };
      void consistency.waitFor(at(5), ['inbox']).then(() => (wait.done = true));
      return { checkpoints, calls, bus, consistency, wait };
    };

    it('reads the checkpoints at once when a consumer announces a batch that may end a wait, not at the next tick', async () => {
      const { checkpoints, calls, bus, consistency, wait } = waitingForChatsAt5();
      await settled();
      const queriesBefore = calls.queries;
      checkpoints.set('inbox', at(5));
      // Another consumer's batch, or one short of the wait, reads nothing.
      await bus.publish('checkpoint', JSON.stringify([{ name: 'likes', checkpoint: at(9) }]));
      await bus.publish('checkpoint', JSON.stringify([{ name: 'inbox', checkpoint: at(4) }]));
      await settled();
      expect(calls.queries).toBe(queriesBefore);
      await bus.publish('checkpoint', JSON.stringify([{ name: 'inbox', checkpoint: at(5) }]));
      await settled();
      expect(wait.done).toBe(true);
      expect(calls.queries).toBe(queriesBefore + 1);
      consistency.onModuleDestroy();
    });

    it('reads nothing until a batch is announced, reads at once for a wait an earlier announcement covers, and polls slowly only for lost announcements', async () => {
      const { checkpoints, calls, bus, consistency, wait } = waitingForChatsAt5();
      jest.advanceTimersByTime(200);
      await settled();
      expect(calls.queries).toBe(0);
      checkpoints.set('inbox', at(5));
      await bus.publish('checkpoint', JSON.stringify([{ name: 'inbox', checkpoint: at(5) }]));
      await settled();
      expect([wait.done, calls.queries]).toEqual([true, 1]);
      // Announced before the wait began: no announcement is to come, so the checkpoints are read at once.
      checkpoints.set('inbox', at(6));
      await bus.publish('checkpoint', JSON.stringify([{ name: 'inbox', checkpoint: at(6) }]));
      await consistency.waitFor(at(6), ['inbox']);
      expect(calls.queries).toBe(2);
      // Covered by that reading: not read again.
      await consistency.waitFor(at(6), ['inbox']);
      expect(calls.queries).toBe(2);
      // An announcement lost: the slow poll finds the batch all the same.
      checkpoints.set('inbox', at(8));
      let late = false;
      void consistency.waitFor(at(8), ['inbox']).then(() => (late = true));
      await settled();
      jest.advanceTimersByTime(300);
      await settled();
      expect(late).toBe(true);
      consistency.onModuleDestroy();
    });

    it('hears the batches the consumers of a process committed in one turn as one message, which ends a wait on any of them', async () => {
      const checkpoints = new Map([['inbox', at(1)]]);
      const { sql } = checkpointsTable(checkpoints);
      const bus = new InProcessLiveBus();
      const messages: string[] = [];
      bus.subscribe('checkpoint', (message) => void messages.push(message));
      const consistency = new ReadModelConsistency(sql, bus);
      let done = false;
      void consistency.waitFor(at(5), ['inbox']).then(() => (done = true));
      await settled();
      checkpoints.set('inbox', at(5));
      const announce = progressAnnouncer(bus);
      announce('likes', at(5));
      announce('inbox', at(5));
      await settled();
      await settled();
      expect(messages).toHaveLength(1);
      expect(done).toBe(true);
      consistency.onModuleDestroy();
    });

    it('takes an announcement for a hint: the checkpoints read decide (another site may share the bus)', async () => {
      const { sql } = checkpointsTable(new Map([['inbox', at(1)]]));
      const bus = new InProcessLiveBus();
      const consistency = new ReadModelConsistency(sql, bus);
      let done = false;
      void consistency.waitFor(at(5), ['inbox']).then(() => (done = true));
      await bus.publish('checkpoint', JSON.stringify([{ name: 'inbox', checkpoint: at(7) }]));
      await settled();
      expect(done).toBe(false);
      consistency.onModuleDestroy();
      jest.advanceTimersByTime(10_000);
    });
  });
});
