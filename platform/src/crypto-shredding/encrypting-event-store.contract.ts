import { randomUUID } from 'node:crypto';
import { ERASED, type PersonalDataPolicy, type RecordedEvent } from '@dating/domain';
import { aStreamId, anEvent, readAllFrom, type EventStoreContractOptions, type EventStoreFixture } from '../event-store/event-store.fixtures.js';
import { SnapshotStore, type StreamFromSnapshot } from '../event-sourcing/snapshot-store.js';
import type { SqlExecutor } from '../sql/sql.port.js';
import { eventually } from '../testing/eventually.js';
import { EncryptingEventStore } from './encrypting-event-store.js';
import { SqlKeyStore } from './sql-key-store.js';

const PROFILE_WRITTEN = 'ProfileWritten';
const policy: PersonalDataPolicy = { [PROFILE_WRITTEN]: { subjectIdField: 'memberId', personalFields: ['orientation', 'city'] } };

/** Crypto-shredding over an adapter: part of the event store contract. */
export const shreddingContract = (fixture: () => EventStoreFixture, options: EventStoreContractOptions): void => {
  describe(`wrapped in an ${EncryptingEventStore.name}`, () => {
    let sut: EncryptingEventStore;
    beforeAll(async () => {
      const keys = new SqlKeyStore(fixture().sql, 'contract-test-secret-of-32-chars!');
      await keys.migrate();
      sut = new EncryptingEventStore(fixture().store, keys, policy);
    });
    const profileOf = (memberId: string) =>
      anEvent(PROFILE_WRITTEN, { memberId, orientation: 'bisexual', city: 'Utrecht', headline: 'Hi there' });

    it('stores personal fields encrypted and reads them back decrypted', async () => {
      const streamId = aStreamId();
      const profile = profileOf(randomUUID());
      await sut.append(streamId, [profile], 'no_stream');
      expect(JSON.stringify(await fixture().store.readStream(streamId))).not.toContain('Utrecht');
      expect((await sut.readStream(streamId))[0]?.data).toEqual(profile.data);
    });

    (options.atomicMultiStreamAppend ? it : it.skip)('encrypts the personal fields of every stream of a multi-stream append', async () => {
      const [first, second] = [profileOf(randomUUID()), profileOf(randomUUID())];
      const streamIds = [aStreamId(), aStreamId()] as const;
      await sut.appendMany([
        { streamId: streamIds[0], events: [first], expected: 'no_stream' },
        { streamId: streamIds[1], events: [second], expected: 'no_stream' },
      ]);
      for (const streamId of streamIds) expect(JSON.stringify(await fixture().store.readStream(streamId))).not.toContain('Utrecht');
      expect((await sut.readStream(streamIds[1]))[0]?.data).toEqual(second.data);
    });

    it('decrypts the tail a snapshotted load reads with its snapshot, when the adapter reads both at once', async () => {
      if (!fixture().store.readStreamsFromSnapshots) return expect(sut.readStreamsFromSnapshots).toBeUndefined();
      await new SnapshotStore(fixture().sql).migrate();
      const streamId = aStreamId();
      const profile = profileOf(randomUUID());
      await sut.append(streamId, [profile], 'no_stream');

      const [{ snapshot, events }] = (await sut.readStreamsFromSnapshots!([{ streamId, schema: 'contract-state' }])) as [StreamFromSnapshot];

      expect(snapshot).toBeUndefined();
      expect(events.map((event) => event.data)).toEqual([profile.data]);
    });

    it('reads personal fields as ERASED once the key is destroyed, the rest intact', async () => {
      const [streamId, memberId] = [aStreamId(), randomUUID()];
      const profile = profileOf(memberId);
      const { checkpoint } = await sut.append(streamId, [profile], 'no_stream');
      await sut.destroyKey(memberId);

      const erased = { ...(profile.data as object), orientation: ERASED, city: ERASED };
      expect((await sut.readStream(streamId))[0]?.data).toEqual(erased);
      // On a shared server another session's open transaction keeps newer events out of readAll until it ends.
      let all: RecordedEvent[] = [];
      await eventually(async () => (all = await readAllFrom(sut)).some((event) => event.checkpoint === checkpoint), 'the append in readAll');
      expect(all.find((event) => event.id === profile.id)?.data).toEqual(erased);
    });

    it("seals a subject's later events with the key it remembers, without looking it up again", async () => {
      let lookups = 0;
      const counted: SqlExecutor = { query: <Row>(text: string, params?: readonly unknown[]) => ((lookups += 1), fixture().sql.query<Row>(text, params)) };
      const store = new EncryptingEventStore(fixture().store, new SqlKeyStore(counted, 'contract-test-secret-of-32-chars!'), policy);
      const memberId = randomUUID();
      await store.append(aStreamId(), [profileOf(memberId)], 'no_stream');
      const afterFirst = lookups;

      const [streamId, later] = [aStreamId(), profileOf(memberId)];
      await store.append(streamId, [later], 'no_stream');
      expect(lookups).toBe(afterFirst);
      expect((await sut.readStream(streamId))[0]?.data).toEqual(later.data);
    });

    it('never stores readable personal data of a subject already erased', async () => {
      const [streamId, memberId] = [aStreamId(), randomUUID()];
      await sut.destroyKey(memberId);
      await sut.append(streamId, [profileOf(memberId)], 'no_stream');
      expect((await fixture().store.readStream(streamId))[0]?.data).toMatchObject({ orientation: ERASED, city: ERASED });
    });
  });
};
