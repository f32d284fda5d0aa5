import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@dating/domain';
import { ConsumerRunner } from '../consumers/consumer-runner.js';
import type { Consumer } from '../consumers/consumer.js';
import type { SqlExecutor, SqlPort } from '../sql/sql.port.js';
import { eventually } from '../testing/eventually.js';
import { aStreamId, anEvent, readAllFrom, type EventStoreContractOptions, type EventStoreFixture } from './event-store.fixtures.js';

/** A consumer that records, inside its transaction, which events it handled and in what order. */
class RecordingConsumer implements Consumer {
  readonly name = `recorder-${randomUUID()}`;
  #inHandle = 0;
  maxConcurrent = 0;

  async handle(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<void> {
    this.maxConcurrent = Math.max(this.maxConcurrent, ++this.#inHandle);
    try {
      await tx.query(
        `INSERT INTO consumed_events (consumer, event_id)
         SELECT $1, e.value FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS e ORDER BY e.ordinality`,
        [this.name, JSON.stringify(events.map((event) => event.id))],
      );
      // Widens the window in which a second active instance would show up.
      await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      this.#inHandle -= 1;
    }
  }

  async seen(sql: SqlPort): Promise<string[]> {
    const { rows } = await sql.query<{ event_id: string }>('SELECT event_id FROM consumed_events WHERE consumer = $1 ORDER BY seq', [this.name]);
    return rows.map((row) => row.event_id);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Consumer-runner behaviour over an adapter: part of the event store contract. */
export const consumerContract = (fixture: () => EventStoreFixture, options: EventStoreContractOptions): void => {
  describe('consumed by a ConsumerRunner', () => {
    const runners: ConsumerRunner[] = [];
    const runnerFor = (consumer: Consumer) => {
      const { store, sql } = fixture();
      const runner = new ConsumerRunner({ store, sql, consumer, pollIntervalMs: 20, lockRetryMs: 20, batchSize: 50 });
      runners.push(runner);
      return runner;
    };
    const allIds = async () => (await readAllFrom(fixture().store)).map((event) => event.id);

    beforeAll(async () => {
      await fixture().sql.query('CREATE TABLE IF NOT EXISTS consumed_events (seq bigserial PRIMARY KEY, consumer text NOT NULL, event_id text NOT NULL)');
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    });

    (options.concurrentTransactions ? it : it.skip)('never skips an event whose transaction commits after later ones', async () => {
      const { store, sql, appendHeldOpen } = fixture();
      const consumer = new RecordingConsumer();
      const sut = runnerFor(consumer);
      await sut.catchUp();
      const late = anEvent();
      const held = await appendHeldOpen!(aStreamId(), [late]);
      const early = [anEvent(), anEvent()];
      try {
        for (const event of early) await store.append(aStreamId(), [event], 'no_stream');
        await sut.catchUp();
        expect(await consumer.seen(sql)).not.toContain(early[0]!.id);
      } finally {
        await held.commit();
      }
      let seen: string[] = [];
      await eventually(async () => {
        await sut.catchUp();
        seen = await consumer.seen(sql);
        return [late, ...early].every((event) => seen.includes(event.id));
      }, 'the late event and the early ones');
      expect(seen).toEqual(await allIds());
      expect(seen.indexOf(late.id)).toBeLessThan(seen.indexOf(early[0]!.id));
    });

    it('resumes from its checkpoint after a restart', async () => {
      const { store, sql } = fixture();
      const consumer = new RecordingConsumer();
      const streamId = aStreamId();
      await store.append(streamId, [anEvent(), anEvent()], 'no_stream');
      const first = runnerFor(consumer);
      first.start();
      await first.catchUp();
      await first.stop();

      const more = [anEvent(), anEvent()];
      await store.append(streamId, more, 2);
      const second = runnerFor(consumer);
      second.start();
      let seen: string[] = [];
      await eventually(async () => {
        await second.catchUp();
        seen = await consumer.seen(sql);
        return more.every((event) => seen.includes(event.id));
      }, 'the events appended after the restart');
      expect(seen).toEqual(await allIds());
    });

    it('lets only one of two runners with the same name run; the other takes over when it stops', async () => {
      const { store } = fixture();
      const consumer = new RecordingConsumer();
      const [first, second] = [runnerFor(consumer), runnerFor(consumer)];
      first.start();
      await eventually(() => first.isActive, 'the first runner to take the lock');
      second.start();
      await store.append(aStreamId(), [anEvent(), anEvent()], 'no_stream');
      await first.catchUp();
      await pause(100);
      expect(second.isActive).toBe(false);

      await first.stop();
      await eventually(() => second.isActive, 'the second runner to take over');
      await store.append(aStreamId(), [anEvent()], 'no_stream');
      await second.catchUp();
      expect(consumer.maxConcurrent).toBe(1);
    });

    (options.atomicMultiStreamAppend ? it : it.skip)('hands on the events of a multi-stream append as one run, in the order appended', async () => {
      const { store, sql } = fixture();
      const consumer = new RecordingConsumer();
      const batches = [[anEvent(), anEvent()], [anEvent()], [anEvent(), anEvent()]];
      const { checkpoint } = await store.appendMany(batches.map((events) => ({ streamId: aStreamId(), events, expected: 'no_stream' as const })));
      const sut = runnerFor(consumer);
      await sut.catchUp(checkpoint);
      const seen = await consumer.seen(sql);
      const ids = batches.flat().map((event) => event.id);
      const start = seen.indexOf(ids[0]!);
      expect(seen.slice(start, start + ids.length)).toEqual(ids);
      expect(seen).toEqual(await allIds());
    });

    it('replays from the start after a reset', async () => {
      const { store, sql } = fixture();
      const consumer = new RecordingConsumer();
      const { checkpoint } = await store.append(aStreamId(), [anEvent()], 'no_stream');
      const sut = runnerFor(consumer);
      await sut.catchUp(checkpoint);
      const once = await consumer.seen(sql);
      await sut.reset();
      await sut.catchUp(checkpoint);
      expect(once).toEqual(await allIds());
      expect((await consumer.seen(sql)).slice(once.length)).toEqual(once);
    });
  });
};
