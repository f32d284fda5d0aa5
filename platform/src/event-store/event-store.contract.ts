import { DuplicateEventIdError, START_CHECKPOINT, WrongExpectedVersionError, type EventToAppend, type ExpectedVersion, type RecordedEvent } from '@dating/domain';
import { shreddingContract } from '../crypto-shredding/encrypting-event-store.contract.js';
import { consumerContract } from './event-store-consumers.contract.js';
import { multiStreamAppendContract } from './multi-stream-append.contract.js';
import { eventually } from '../testing/eventually.js';
import { aStreamId, anEvent, readAllFrom, type EventStoreContractOptions, type EventStoreFixture } from './event-store.fixtures.js';

const events = (count: number): EventToAppend[] => Array.from({ length: count }, () => anEvent());

const rejection = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

/**
 * The behaviour every EventStore adapter must have. `createFixture` runs once for the suite;
 * each case uses fresh stream ids.
 */
export const eventStoreContract = (
  adapterName: string,
  createFixture: () => Promise<EventStoreFixture>,
  options: EventStoreContractOptions,
): void => {
  describe(`${adapterName} (EventStore contract)`, () => {
    let fixture: EventStoreFixture;
    let sut: EventStoreFixture['store'];
    beforeAll(async () => {
      fixture = await createFixture();
      sut = fixture.store;
    });
    afterAll(() => fixture?.dispose());

    const expectWrongVersion = async (streamId: string, expected: ExpectedVersion) => {
      const error = await rejection(sut.append(streamId, [anEvent()], expected));
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ streamId, expected });
    };

    describe('when the stream does not exist', () => {
      it('accepts no_stream, any and 0, numbering events from 1', async () => {
        for (const expected of ['no_stream', 'any', 0] as const) {
          const streamId = aStreamId();
          expect((await sut.append(streamId, events(2), expected)).nextExpectedVersion).toBe(2);
          expect((await sut.readStream(streamId)).map((e) => e.streamVersion)).toEqual([1, 2]);
        }
      });
      it('rejects stream_exists and a positive version', async () => {
        await expectWrongVersion(aStreamId(), 'stream_exists');
        await expectWrongVersion(aStreamId(), 1);
      });
      it('reads as an empty stream', async () => {
        expect(await sut.readStream(aStreamId())).toEqual([]);
      });
    });

    describe('when the stream exists', () => {
      let streamId: string;
      beforeEach(async () => {
        streamId = aStreamId();
        await sut.append(streamId, events(2), 'no_stream');
      });
      it('accepts the current version, stream_exists and any', async () => {
        expect((await sut.append(streamId, [anEvent()], 2)).nextExpectedVersion).toBe(3);
        expect((await sut.append(streamId, [anEvent()], 'stream_exists')).nextExpectedVersion).toBe(4);
        expect((await sut.append(streamId, [anEvent()], 'any')).nextExpectedVersion).toBe(5);
      });
      it('rejects no_stream, 0 and a stale version with the actual version', async () => {
        await expectWrongVersion(streamId, 'no_stream');
        await expectWrongVersion(streamId, 0);
        await expectWrongVersion(streamId, 1);
        expect(await rejection(sut.append(streamId, [anEvent()], 1))).toMatchObject({ actual: 2 });
      });
      it('reads only the events after a given version (the tail after a snapshot)', async () => {
        await sut.append(streamId, events(2), 2);
        expect((await sut.readStream(streamId, 2)).map((e) => e.streamVersion)).toEqual([3, 4]);
        expect(await sut.readStream(streamId, 4)).toEqual([]);
      });
      // Deterministic ids are the repositories' last line of idempotency: every adapter must refuse a stored one.
      it('refuses an event id stored earlier in the stream, whatever the expected version', async () => {
        const [stored] = await sut.readStream(streamId);
        const again = { ...anEvent(), id: stored!.id };
        expect(await rejection(sut.append(streamId, [again], 2))).toBeInstanceOf(DuplicateEventIdError);
        expect(await sut.readStream(streamId)).toHaveLength(2);
      });
      it('refuses a retry that comes after more events than an aggregate remembers keys of (a wallet: 200)', async () => {
        const [stored] = await sut.readStream(streamId);
        for (let version = 2; version < 252; version += 50) await sut.append(streamId, events(50), version);
        const lateRetry = { ...anEvent(), id: stored!.id };
        expect(await rejection(sut.append(streamId, [lateRetry], 252))).toBeInstanceOf(DuplicateEventIdError);
        expect(await sut.readStream(streamId)).toHaveLength(252);
      });
      it('keeps what was appended, in order', async () => {
        const appended = anEvent('ThingRenamed', { name: 'Zoë' });
        await sut.append(streamId, [appended], 2);
        const [last] = (await sut.readStream(streamId)).slice(-1);
        expect(last).toMatchObject({ id: appended.id, streamId, streamVersion: 3, type: 'ThingRenamed', data: appended.data, metadata: appended.metadata });
      });
    });

    describe('when an append is retried with the same event ids', () => {
      it.each(['no_stream', 'any'] as const)('is a no-op returning the same result, said to be stored before (expected %s)', async (expected) => {
        const streamId = aStreamId();
        const batch = events(2);
        const first = await sut.append(streamId, batch, expected);
        expect(first.storedBefore).toBeUndefined();
        expect(await sut.append(streamId, batch, expected)).toEqual({ ...first, storedBefore: true });
        expect(await sut.readStream(streamId)).toHaveLength(2);
      });
      it('is a no-op when the two tries race', async () => {
        const streamId = aStreamId();
        const batch = events(3);
        const [a, b] = await Promise.all([sut.append(streamId, batch, 'no_stream'), sut.append(streamId, batch, 'no_stream')]);
        expect({ ...a, storedBefore: undefined }).toEqual({ ...b, storedBefore: undefined });
        expect([a, b].filter((result) => result.storedBefore)).toHaveLength(1);
        expect(await sut.readStream(streamId)).toHaveLength(3);
      });
    });

    it('lets exactly one of 20 concurrent appends at the same version win', async () => {
      const streamId = aStreamId();
      await sut.append(streamId, [anEvent()], 'no_stream');
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => sut.append(streamId, [anEvent()], 1)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const losers = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(losers.every((reason) => reason instanceof WrongExpectedVersionError)).toBe(true);
      expect(await sut.readStream(streamId)).toHaveLength(2);
    });

    it.each(['any', 'stream_exists'] as const)('lets every one of 20 concurrent %s appends through, numbered without gaps', async (expected) => {
      const streamId = aStreamId();
      await sut.append(streamId, [anEvent()], 'no_stream');
      const results = await Promise.all(Array.from({ length: 20 }, () => sut.append(streamId, [anEvent()], expected)));
      expect(results.map((result) => result.nextExpectedVersion).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      expect((await sut.readStream(streamId)).map((event) => event.streamVersion)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    });

    it('reads all events in one global order that a checkpoint resumes', async () => {
      const before = await readAllFrom(sut);
      const streamId = aStreamId();
      const { checkpoint } = await sut.append(streamId, events(3), 'no_stream');
      // Earlier appends may have been hidden from `before` by a transaction open elsewhere on the server.
      let after: RecordedEvent[] = [];
      await eventually(async () => (after = await readAllFrom(sut, before.at(-1)?.checkpoint ?? START_CHECKPOINT)).at(-1)?.checkpoint === checkpoint, 'the append in readAll');
      expect(after.slice(-3).map((e) => [e.streamId, e.streamVersion])).toEqual([[streamId, 1], [streamId, 2], [streamId, 3]]);
      expect(after.filter((e) => e.streamId === streamId)).toHaveLength(3);
      expect(await sut.readAll(checkpoint, 10)).toEqual([]);
    });

    it('tells listeners about an append', async () => {
      const heard: string[] = [];
      const unsubscribe = sut.onAppended(({ streamIds }) => heard.push(...streamIds));
      const streamId = aStreamId();
      await sut.append(streamId, [anEvent()], 'no_stream');
      unsubscribe();
      expect(heard).toEqual([streamId]);
    });

    multiStreamAppendContract(() => fixture, options);
    consumerContract(() => fixture, options);
    shreddingContract(() => fixture, options);
  });
};
