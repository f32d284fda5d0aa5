import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isErased, PERSONAL_DATA_POLICY, type EventStore, type PersonalDataPolicy } from '@dating/domain';
import { migrateCredentials, type SqlExecutor } from '@dating/platform';

/**
 * An event log written by the code of commit 50cc3c9 (one `member-<id>` stream holding every member event,
 * sessions included), decrypted as the application read it: see legacy-event-log.expected.json for the journey
 * that wrote it and what a test can assert afterwards. The fixture never changes; the code must keep reading it.
 */
export const LEGACY_EVENT_LOG_PATH = fileURLToPath(new URL('./legacy-event-log.fixture.ndjson', import.meta.url));
export const LEGACY_EXPECTATIONS_PATH = fileURLToPath(new URL('./legacy-event-log.expected.json', import.meta.url));

export interface LegacyEvent {
  readonly id: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
  /** When the legacy store recorded it; a store sets its own time on append, so this is for reference only. */
  readonly recordedAt: string;
}

export interface LegacyMember {
  readonly id: string;
  /** The address the member has now (after any change). */
  readonly email: string;
  readonly password: string;
  readonly erased?: boolean;
  readonly expected?: {
    readonly status: string;
    readonly language: string;
    readonly email: string;
    readonly pending_email: string | null;
    readonly invisible: boolean;
    readonly notifications_disabled: string[];
    readonly retention_discount: { percentage: number } | null;
    readonly staff: boolean;
    readonly name: string;
  };
}

export interface LegacyExpectations {
  readonly capturedFrom: string;
  /** The site secret the log was written with: e-mail claim and password-reset stream ids are keyed digests of it. */
  readonly appSecret: string;
  readonly members: { readonly lena: LegacyMember; readonly max: LegacyMember; readonly erik: LegacyMember };
  readonly userViewsAtCapture: Record<string, Record<string, unknown>>;
  /** Password hashes live outside the log (`credentials`), referenced by the events' passwordHashRef. */
  readonly credentials: readonly { ref: string; passwordHash: string }[];
}

const REQUIRED_FIELDS = ['id', 'streamId', 'streamVersion', 'type', 'data', 'metadata', 'recordedAt'] as const;

/** Parses the NDJSON fixture (pure): one recorded event per line, in the legacy store's global order. */
export const readLegacyEventLog = (ndjson: string): LegacyEvent[] =>
  ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const event = JSON.parse(line) as LegacyEvent;
      const missing = REQUIRED_FIELDS.filter((field) => event[field] === undefined);
      if (missing.length) throw new Error(`Legacy event on line ${index + 1} lacks ${missing.join(', ')}`);
      return event;
    });

export const loadLegacyEventLog = async (): Promise<LegacyEvent[]> => readLegacyEventLog(await readFile(LEGACY_EVENT_LOG_PATH, 'utf8'));

export const loadLegacyExpectations = async (): Promise<LegacyExpectations> =>
  JSON.parse(await readFile(LEGACY_EXPECTATIONS_PATH, 'utf8')) as LegacyExpectations;

/** Consecutive events of one stream, appended together as they were decided together. */
const runsOfOneStream = (events: readonly LegacyEvent[]): LegacyEvent[][] => {
  const runs: LegacyEvent[][] = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last && last[0]!.streamId === event.streamId) last.push(event);
    else runs.push([event]);
  }
  return runs;
};

/** The key subjects whose personal fields the legacy log already read as erased: their keys must go again. */
export const erasedSubjects = (events: readonly LegacyEvent[], policy: PersonalDataPolicy = PERSONAL_DATA_POLICY): string[] => {
  const subjects = events.flatMap((event) => {
    const rule = policy[event.type];
    if (!rule || !rule.personalFields.some((field) => isErased(event.data[field]))) return [];
    return [String(event.data[rule.subjectIdField])];
  });
  return [...new Set(subjects)];
};

export interface AppendLegacyLogOptions {
  /** Destroys a subject's key; defaults to the store's own `destroyKey` (the encrypting store has one). */
  readonly destroyKey?: (subjectId: string) => Promise<void>;
}

/**
 * Appends the legacy log into `store` (give it the application's encrypting store, so personal fields are sealed
 * again with fresh keys), keeping stream ids, event ids, per-stream order and the global order, each append with
 * its expected version. Then destroys the keys of the subjects the legacy log had erased, so they read as erased
 * again. Call it before the roles start, on a log without these streams.
 */
export const appendLegacyEventLog = async (
  store: EventStore & { destroyKey?: (subjectId: string) => Promise<void> },
  events: readonly LegacyEvent[],
  options: AppendLegacyLogOptions = {},
): Promise<void> => {
  const versions = new Map<string, number>();
  for (const run of runsOfOneStream(events)) {
    const streamId = run[0]!.streamId;
    const current = versions.get(streamId) ?? 0;
    run.forEach((event, index) => {
      if (event.streamVersion !== current + index + 1) throw new Error(`${streamId}: legacy event ${event.id} is version ${event.streamVersion}, expected ${current + index + 1}`);
    });
    await store.append(
      streamId,
      run.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      current === 0 ? 'no_stream' : current,
    );
    versions.set(streamId, current + run.length);
  }
  const destroyKey = options.destroyKey ?? store.destroyKey?.bind(store);
  const erased = erasedSubjects(events);
  if (erased.length && !destroyKey) throw new Error('The legacy log holds erased subjects: pass destroyKey');
  for (const subjectId of erased) await destroyKey!(subjectId);
};

/** Puts back the password hashes the legacy events reference, as the legacy code kept them (`credentials`). */
export const seedLegacyCredentials = async (sql: SqlExecutor, credentials: LegacyExpectations['credentials']): Promise<void> => {
  await migrateCredentials(sql);
  for (const { ref, passwordHash } of credentials) {
    await sql.query('insert into credentials (ref, password_hash) values ($1, $2) on conflict (ref) do update set password_hash = excluded.password_hash', [
      ref,
      passwordHash,
    ]);
  }
};
