import { DuplicateEventIdError, WrongExpectedVersionError, type EventToAppend, type ExpectedVersion, type StreamAppend } from '@dating/domain';
import type { Appended } from './append-notifier.js';
import { aStreamId, anEvent, type EventStoreContractOptions, type EventStoreFixture } from './event-store.fixtures.js';

const events = (count: number): EventToAppend[] => Array.from({ length: count }, () => anEvent());

const rejection = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

/** Appends to several streams in one call over an adapter: part of the event store contract. */
export const multiStreamAppendContract = (fixture: () => EventStoreFixture, options: EventStoreContractOptions): void => {
  describe('appending to several streams at once', () => {
    const store = () => fixture().store;
    const idsOf = async (streamId: string) => (await store().readStream(streamId)).map((event) => event.id);
    const versionsOf = async (streamId: string) => (await store().readStream(streamId)).map((event) => event.streamVersion);
    const existing = async (count: number) => {
      const streamId = aStreamId();
      await store().append(streamId, events(count), 'no_stream');
      return streamId;
    };
    const part = (streamId: string, appended: readonly EventToAppend[], expected: ExpectedVersion): StreamAppend => ({ streamId, events: appended, expected });

    it('appends to a single stream as append does', async () => {
      const streamId = aStreamId();
      const { nextExpectedVersions, checkpoint } = await store().appendMany([part(streamId, events(2), 'no_stream')]);
      expect(nextExpectedVersions).toEqual([2]);
      expect((await store().readStream(streamId)).at(-1)?.checkpoint).toBe(checkpoint);
    });

    (options.alongsideAppend ? describe : describe.skip)('in one statement with a row of the caller\'s', () => {
      const claims = async () => (await fixture().sql.query<{ claim: string }>('select claim from contract_alongside order by claim')).rows.map((row) => row.claim);
      const claiming = (claim: string) => ({ into: 'contract_alongside (claim, claimed_at)', values: [claim, '2026-11-29T12:00:00Z'], types: ['text', 'timestamptz'] });
      beforeAll(async () => {
        await fixture().sql.query('create table if not exists contract_alongside (claim text primary key, claimed_at timestamptz not null)');
      });

      it('stores the row and the events together, and neither when the append loses a race or the row is there already', async () => {
        const appendManyAlongside = store().appendManyAlongside!;
        const [a, b] = [aStreamId(), await existing(1)];
        await appendManyAlongside.call(store(), [part(a, events(1), 'no_stream'), part(b, events(1), 1)], claiming(`won ${a}`));
        expect(await rejection(appendManyAlongside.call(store(), [part(a, events(1), 1), part(b, events(1), 1)], claiming(`lost ${a}`)))).toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect(await rejection(appendManyAlongside.call(store(), [part(a, events(1), 1)], claiming(`won ${a}`)))).toMatchObject({ code: '23505' });
        expect((await claims()).filter((claim) => claim.endsWith(a))).toEqual([`won ${a}`]);
        expect(await versionsOf(a)).toEqual([1]);
        expect(await versionsOf(b)).toEqual([1, 2]);
      });
    });

    (options.atomicMultiStreamAppend ? describe : describe.skip)('in one transaction', () => {
      it('stores the events of every stream, numbered on from each expected version', async () => {
        const [a, b] = [await existing(2), aStreamId()];
        const result = await store().appendMany([part(a, events(2), 2), part(b, events(1), 'no_stream')]);
        expect(result.nextExpectedVersions).toEqual([4, 1]);
        expect(await versionsOf(a)).toEqual([1, 2, 3, 4]);
        expect(await versionsOf(b)).toEqual([1]);
        // The checkpoint is the last event's: the last one of the last stream.
        expect((await store().readStream(b)).at(-1)?.checkpoint).toBe(result.checkpoint);
      });

      it('stores nothing of any stream when the second stream expects a stale version', async () => {
        const [a, b] = [aStreamId(), await existing(1)];
        const error = await rejection(store().appendMany([part(a, events(1), 'no_stream'), part(b, events(1), 5)]));
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamId: b, expected: 5, actual: 1 });
        expect(await store().readStream(a)).toEqual([]);
        expect(await versionsOf(b)).toEqual([1]);
      });

      it.each(['no_stream', 'any'] as const)('is a no-op returning the same result, said to be stored before, when retried with the same event ids (expected %s)', async (expected) => {
        const appends = [part(aStreamId(), events(2), expected), part(aStreamId(), events(1), expected)];
        const first = await store().appendMany(appends);
        expect(first.storedBefore).toBeUndefined();
        expect(await store().appendMany(appends)).toEqual({ ...first, storedBefore: true });
        expect(await versionsOf(appends[0]!.streamId)).toEqual([1, 2]);
        expect(await versionsOf(appends[1]!.streamId)).toEqual([1]);
      });

      it('is a no-op when two tries of it race', async () => {
        const appends = [part(aStreamId(), events(2), 'no_stream'), part(aStreamId(), events(2), 'no_stream')];
        const [first, second] = await Promise.all([store().appendMany(appends), store().appendMany(appends)]);
        expect({ ...second, storedBefore: undefined }).toEqual({ ...first, storedBefore: undefined });
        expect([first, second].filter((result) => result.storedBefore)).toHaveLength(1);
        expect(await versionsOf(appends[1]!.streamId)).toEqual([1, 2]);
      });

      it('refuses a batch that another append stored before, storing nothing', async () => {
        const [a, b, batch] = [aStreamId(), aStreamId(), events(2)];
        await store().append(a, batch, 'no_stream');
        const error = await rejection(store().appendMany([part(a, batch, 'no_stream'), part(b, events(1), 'no_stream')]));
        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ streamId: a });
        expect(await store().readStream(b)).toEqual([]);
      });

      it('refuses an event id stored in another stream, naming the stream whose batch carries it', async () => {
        const [a, b, elsewhere] = [aStreamId(), aStreamId(), await existing(1)];
        const [stored] = await idsOf(elsewhere);
        const error = await rejection(store().appendMany([part(a, events(1), 'no_stream'), part(b, [{ ...anEvent(), id: stored! }], 'no_stream')]));
        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ streamId: b });
        expect(await store().readStream(a)).toEqual([]);
        expect(await store().readStream(b)).toEqual([]);
      });

      it('lets exactly one of 20 concurrent appends to the same two streams win, whole, in whichever order they name them', async () => {
        const [a, b] = [await existing(1), await existing(1)];
        const [firstOfA, firstOfB] = [await idsOf(a), await idsOf(b)];
        const tries = Array.from({ length: 20 }, () => ({ a: anEvent(), b: anEvent() }));
        const outcomes = await Promise.allSettled(
          tries.map((attempt, index) => {
            const [toA, toB] = [part(a, [attempt.a], 1), part(b, [attempt.b], 1)];
            return store().appendMany(index % 2 === 0 ? [toA, toB] : [toB, toA]);
          }),
        );
        const winners = tries.filter((_, index) => outcomes[index]!.status === 'fulfilled');
        expect(winners).toHaveLength(1);
        const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
        expect(losers.every((reason) => reason instanceof WrongExpectedVersionError)).toBe(true);
        expect(await idsOf(a)).toEqual([...firstOfA, winners[0]!.a.id]);
        expect(await idsOf(b)).toEqual([...firstOfB, winners[0]!.b.id]);
      });

      it('lets every one of 20 concurrent appends through when their streams do not conflict', async () => {
        const shared = aStreamId();
        const own = Array.from({ length: 20 }, () => aStreamId());
        const results = await Promise.all(
          own.map((streamId, index) => {
            const [toOwn, toShared] = [part(streamId, events(1), 'no_stream'), part(shared, events(1), 'any')];
            return store().appendMany(index % 2 === 0 ? [toOwn, toShared] : [toShared, toOwn]);
          }),
        );
        const sharedVersions = results.map(({ nextExpectedVersions }, index) => nextExpectedVersions[index % 2 === 0 ? 1 : 0]);
        expect(sharedVersions.sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect(await versionsOf(shared)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        for (const streamId of own) expect(await versionsOf(streamId)).toEqual([1]);
      });

      it('refuses a stream named twice, storing nothing', async () => {
        const streamId = aStreamId();
        await expect(store().appendMany([part(streamId, events(1), 'no_stream'), part(streamId, events(1), 1)])).rejects.toThrow(streamId);
        expect(await store().readStream(streamId)).toEqual([]);
      });

      it('tells listeners once, when the events are readable, with the last checkpoint', async () => {
        const [a, b] = [aStreamId(), aStreamId()];
        const heard: Appended[] = [];
        const readsWhenHeard: Promise<unknown[]>[] = [];
        const unsubscribe = store().onAppended((appended) => {
          heard.push(appended);
          readsWhenHeard.push(store().readStream(a));
        });
        try {
          const { checkpoint } = await store().appendMany([part(a, events(2), 'no_stream'), part(b, events(1), 'no_stream')]);
          expect(heard).toEqual([{ streamIds: [a, b], checkpoint }]);
          expect(await readsWhenHeard[0]).toHaveLength(2);
        } finally {
          unsubscribe();
        }
      });
    });
  });
};
