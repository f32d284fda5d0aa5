import {
  ERASED,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type MultiAppendResult,
  type PersonalDataPolicy,
  type PersonalDataRule,
  type RecordedEvent,
  type StreamAppend,
} from '@dating/domain';
import type { SnapshotRead, SnapshotReading, StreamFromSnapshot } from '../event-sourcing/snapshot-store.js';
import type { AlongsideAppending, AlongsideRow } from '../event-store/alongside-appending.js';
import type { AppendListener, AppendNotifying } from '../event-store/append-notifier.js';
import { open, seal } from './aes-gcm.js';
import type { KeyStore } from './key-store.port.js';

/** A personal field as stored: `{ "$pd": base64(iv | tag | ciphertext of the JSON value) }`. */
const ENVELOPE_FIELD = '$pd';
type Envelope = { readonly [ENVELOPE_FIELD]: string };
type EventData = Record<string, unknown>;

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[ENVELOPE_FIELD] === 'string';

// Binding subject and field into the authentication stops a ciphertext being moved elsewhere.
const contextOf = (subjectId: string, field: string): string => `${subjectId}/${field}`;

const subjectOf = (type: string, data: EventData, rule: PersonalDataRule): string => {
  const subjectId = data[rule.subjectIdField];
  if (typeof subjectId !== 'string' || subjectId === '') {
    throw new Error(`Event ${type} has personal fields but no subject id in data.${rule.subjectIdField}`);
  }
  return subjectId;
};

/**
 * Decorates any EventStore with crypto-shredding: the policy's personal fields are encrypted with
 * the subject's key on append and decrypted on read. After `destroyKey(subject)` those fields read
 * as ERASED while the rest of each event stays readable.
 */
export class EncryptingEventStore implements EventStore, AppendNotifying, Partial<SnapshotReading>, Partial<AlongsideAppending> {
  /** There when the decorated log reads snapshots too: the tail is decrypted as every read is. */
  readonly readStreamsFromSnapshots?: (reads: readonly SnapshotRead[]) => Promise<StreamFromSnapshot[]>;

  /** There when the decorated log appends alongside the caller's work: the events are encrypted as every append's are. */
  readonly appendManyAlongside?: (appends: readonly StreamAppend[], alongside: AlongsideRow) => Promise<MultiAppendResult>;

  constructor(
    private readonly inner: EventStore & Partial<AppendNotifying> & Partial<SnapshotReading> & Partial<AlongsideAppending>,
    private readonly keys: KeyStore,
    private readonly policy: PersonalDataPolicy,
  ) {
    for (const [type, rule] of Object.entries(policy)) {
      if (rule.personalFields.includes(rule.subjectIdField)) throw new Error(`${type}: the subject id cannot be a personal field`);
    }
    const alongside = inner.appendManyAlongside?.bind(inner);
    if (alongside) this.appendManyAlongside = async (appends, work) => alongside(await this.#encryptAppends(appends), work);
    const fromSnapshots = inner.readStreamsFromSnapshots?.bind(inner);
    if (fromSnapshots) {
      this.readStreamsFromSnapshots = async (reads) =>
        Promise.all((await fromSnapshots(reads)).map(async ({ snapshot, events }) => ({ snapshot, events: await this.#decrypt(events) })));
    }
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.inner.append(streamId, await this.#encryptAll(events), expected);
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<MultiAppendResult> {
    return this.inner.appendMany(await this.#encryptAppends(appends));
  }

  async #encryptAppends(appends: readonly StreamAppend[]): Promise<StreamAppend[]> {
    const encrypted: StreamAppend[] = [];
    for (const append of appends) encrypted.push({ ...append, events: await this.#encryptAll(append.events) });
    return encrypted;
  }

  async readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]> {
    return this.#decrypt(await this.inner.readStream(streamId, afterVersion));
  }

  async readAll(from: Checkpoint, maxCount: number): Promise<RecordedEvent[]> {
    return this.#decrypt(await this.inner.readAll(from, maxCount));
  }

  /** Erases the subject's personal fields in every event, past and future. */
  destroyKey(subjectId: string): Promise<void> {
    return this.keys.destroyKey(subjectId);
  }

  onAppended(listener: AppendListener): () => void {
    if (!this.inner.onAppended) throw new Error('The decorated event store does not report appends');
    return this.inner.onAppended(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  async #encryptAll(events: readonly EventToAppend[]): Promise<EventToAppend[]> {
    const encrypted: EventToAppend[] = [];
    for (const event of events) encrypted.push(await this.#encrypt(event));
    return encrypted;
  }

  async #encrypt(event: EventToAppend): Promise<EventToAppend> {
    const rule = this.policy[event.type];
    if (!rule) return event;
    const data = event.data as EventData;
    const subjectId = subjectOf(event.type, data, rule);
    const key = await this.keys.getOrCreateKey(subjectId);
    const sealed: EventData = { ...data };
    for (const field of rule.personalFields) {
      if (data[field] === undefined) continue;
      sealed[field] = key
        ? { [ENVELOPE_FIELD]: seal(key, Buffer.from(JSON.stringify(data[field]), 'utf8'), contextOf(subjectId, field)).toString('base64') }
        : ERASED;
    }
    return { ...event, data: sealed };
  }

  async #decrypt(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = events.flatMap((event) => {
      const rule = this.policy[event.type];
      return rule ? [subjectOf(event.type, event.data as EventData, rule)] : [];
    });
    if (subjects.length === 0) return events;
    const keys = await this.keys.getKeys(subjects);
    return events.map((event) => {
      const rule = this.policy[event.type];
      if (!rule) return event;
      const data = event.data as EventData;
      const subjectId = subjectOf(event.type, data, rule);
      const key = keys.get(subjectId);
      const opened: EventData = { ...data };
      for (const field of rule.personalFields) {
        const value = data[field];
        if (!isEnvelope(value)) continue;
        opened[field] = key
          ? JSON.parse(open(key, Buffer.from(value[ENVELOPE_FIELD], 'base64'), contextOf(subjectId, field)).toString('utf8'))
          : ERASED;
      }
      return { ...event, data: opened };
    });
  }
}
