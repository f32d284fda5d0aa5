import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  PERSONAL_DATA_POLICY, type AppendResult, type EventStore, type MultiAppendResult, type RecordedEvent, type StreamAppend,
} from '@dating/domain';
import { EncryptingEventStore, type KeyStore, type SqlKeyStore } from '@dating/platform';
import { ActivityPlan } from './analytics-activity.js';
import { SyntheticEvents, toAppend } from './analytics-events.js';
import { seedMemberId } from './search-seed.js';

/** Events per COPY, each its own transaction: the log's order is that of the COPYs, and within one, of its rows. */
const COPY_EVENTS = 50_000;
/** Members per key-store round trip: below the key store's cache, which keeps the keys it just made. */
const KEY_CHUNK = 5_000;

/**
 * The store under the encrypting one while seeding: it stores nothing and hands back what it was given, sealed as the
 * encrypting store seals an append.
 */
class SealedAppends implements EventStore {
  #taken: readonly StreamAppend[] = [];

  take(): readonly StreamAppend[] {
    const taken = this.#taken;
    this.#taken = [];
    return taken;
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    this.#taken = appends;
    return { nextExpectedVersions: appends.map(() => 0), checkpoint: '' };
  }

  append(): Promise<AppendResult> {
    return Promise.reject(new Error('Seeding appends with appendMany'));
  }

  readStream(): Promise<RecordedEvent[]> {
    return Promise.reject(new Error('Nothing to read while seeding'));
  }

  readAll(): Promise<RecordedEvent[]> {
    return Promise.reject(new Error('Nothing to read while seeding'));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The members' keys, made by the key store beforehand in bulk: the encrypting store asks for them one event at a time. */
const knownKeys = (keys: ReadonlyMap<string, Buffer>): KeyStore => {
  const keyOf = (subjectId: string) => {
    const key = keys.get(subjectId);
    if (!key) throw new Error(`No key was made for ${subjectId}`);
    return key;
  };
  const store: KeyStore = {
    getOrCreateKey: async (subjectId) => keyOf(subjectId),
    getOrCreateKeys: async (subjectIds) => new Map(subjectIds.map((subjectId) => [subjectId, keyOf(subjectId)])),
    getKeys: async (subjectIds) => new Map(subjectIds.map((subjectId) => [subjectId, keyOf(subjectId)])),
    destroyKey: () => Promise.reject(new Error('No key is destroyed while seeding')),
    within: () => store,
  };
  return store;
};

const makeKeys = async (keyStore: SqlKeyStore, members: number): Promise<Map<string, Buffer>> => {
  const keys = new Map<string, Buffer>();
  for (let first = 0; first < members; first += KEY_CHUNK) {
    const ids = Array.from({ length: Math.min(KEY_CHUNK, members - first) }, (_, offset) => seedMemberId(first + offset));
    for (const [id, key] of await keyStore.getOrCreateKeys(ids)) keys.set(id, key);
  }
  return keys;
};

/** JSON in COPY's text format: its backslashes doubled (JSON escapes every tab and line break itself). */
const copyJson = (value: unknown) => JSON.stringify(value).replaceAll('\\', '\\\\');

const COPY_COLUMNS = 'event_id, stream_id, stream_version, type, data, metadata, recorded_at';

interface Row {
  readonly streamVersion: number;
  readonly recordedAt: string;
}

/**
 * Seeds the log of `members` members' year (`ActivityPlan`) straight into `es_events` with COPY, in order of time, and
 * their keys into the key store: each member's key made by `keyStore`, and the personal fields sealed by the
 * `EncryptingEventStore` with it, as an append through the site stores them. Returns the number of events.
 */
export const seedAnalyticsLog = async (databaseUrl: string, keyStore: SqlKeyStore, members: number): Promise<number> => {
  const sealed = new SealedAppends();
  const sealing = new EncryptingEventStore(sealed, knownKeys(await makeKeys(keyStore, members)), PERSONAL_DATA_POLICY);
  const plan = new ActivityPlan(members);
  const events = new SyntheticEvents((member) => plan.signedUpAt(member));
  const versions = new Map<string, number>();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let copying: Promise<void> = Promise.resolve();
  let written = 0;
  // Sealing the next chunk overlaps the COPY of the one before.
  const flush = async (appends: StreamAppend[], rows: Row[]) => {
    await sealing.appendMany(appends);
    const lines = sealed.take().map(({ streamId, events: [event] }, index) => {
      const { streamVersion, recordedAt } = rows[index]!;
      return `${event!.id}\t${streamId}\t${streamVersion}\t${event!.type}\t${copyJson(event!.data)}\t${copyJson(event!.metadata)}\t${recordedAt}`;
    });
    await copying;
    copying = pipeline(Readable.from([`${lines.join('\n')}\n`]), client.query(copyFrom(`copy es_events (${COPY_COLUMNS}) from stdin`)));
    // Awaited before the next COPY or at the end; until then a failure must not end the process unhandled.
    copying.catch(() => undefined);
    written += lines.length;
  };
  try {
    let appends: StreamAppend[] = [];
    let rows: Row[] = [];
    for (const activity of plan.inOrder()) {
      const { streamId, event } = events.of(activity);
      const streamVersion = (versions.get(streamId) ?? 0) + 1;
      versions.set(streamId, streamVersion);
      const recordedAt = new Date(activity.at).toISOString();
      appends.push({ streamId, expected: 'any', events: [toAppend(event, recordedAt)] });
      rows.push({ streamVersion, recordedAt });
      if (appends.length === COPY_EVENTS) {
        await flush(appends, rows);
        [appends, rows] = [[], []];
      }
    }
    if (appends.length) await flush(appends, rows);
    await copying;
  } finally {
    await client.end();
  }
  return written;
};
