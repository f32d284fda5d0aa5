import { randomUUID } from 'node:crypto';
import {
  blockStreamId,
  accountStreamId,
  notificationSettingsStreamId,
  registrationStreamId,
  PERSONAL_DATA_POLICY,
  photoAlbumStreamId,
  profileStreamId,
  START_CHECKPOINT,
  type Checkpoint,
  type Event,
} from '@dating/domain';
import {
  ConsumerRunner,
  createPostgresSql,
  EncryptingEventStore,
  PostgresEventStore,
  PersonalFieldCipher,
  SqlKeyStore,
  type SqlPort,
} from '@dating/platform';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { PROJECTIONS } from './projections.js';
import { migrateReadModels } from './read-models.migration.js';
import { sqlProjectionConsumer } from './sql-projection/sql-projection.js';
import { MEMBER_SEARCH_TABLE } from './member-search/member-search.projection.js';
import { PUSH_SUBSCRIPTIONS_TABLE } from './push-subscriptions/push-subscriptions.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const at = '2026-11-01T10:00:00.000Z';
const signedUp = (memberId: string, name: string): Event => ({
  type: 'MemberSignedUp',
  data: { memberId, name, email: `${name}@example.com`, dateOfBirth: '1990-05-01', passwordHashRef: `pw-${memberId}`, language: 'nl', domain: 'localhost', country: 'NL', tracking: {}, signedUpAt: at },
});
const confirmed = (memberId: string): Event => ({ type: 'MemberConfirmed', data: { memberId, confirmedAt: at } });
const located = (memberId: string): Event => ({ type: 'LocationChanged', data: { memberId, country: 'NL', region: 'North Holland', city: 'Amsterdam' } });
const uploaded = (memberId: string, photoId: string): Event => ({ type: 'PhotoUploaded', data: { memberId, photoId, uploadedAt: at } });
const blocked = (memberId: string, blockedId: string): Event => ({ type: 'MemberBlocked', data: { memberId, blockedId, blockedAt: at } });
const deletionRequested = (memberId: string): Event => ({
  type: 'AccountDeletionRequested',
  data: { memberId, reasons: ['privacy'], comment: 'bye', reactivationTokenId: 're-1', requestedAt: at, finalDeletionAt: '2026-11-15T10:00:00.000Z' },
});
const erased = (memberId: string): Event => ({ type: 'AccountErased', data: { memberId, erasedAt: '2026-11-15T10:00:05.000Z' } });
const pushSubscribed = (memberId: string): Event => ({
  type: 'PushSubscriptionSaved',
  data: { memberId, subscription: JSON.stringify({ endpoint: `https://push.example.net/send/${memberId}`, keys: { p256dh: 'B-key', auth: 'secret' } }), savedAt: at },
});

/** Every row of every read model, in a stable order, for comparing live tables with a replay. */
const UNCOMPARABLE = new Set(['updated_at', 'email', 'name', 'sealed_name', 'pending_email', 'replaced_email', 'sealed_details', 'sealed_about_me', 'sealed_interests', 'sealed_city', 'sealed_subscription']);

const dumpReadModels = async (sql: SqlPort) => {
  const dump: Record<string, unknown[]> = {};
  for (const table of PROJECTIONS.flatMap((projection) => projection.tables)) {
    const { rows } = await sql.query<Record<string, unknown>>(`select * from ${table}`);
    // Sealed fields differ byte for byte between two sealings of the same value (a fresh IV each time).
    dump[table] = rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !UNCOMPARABLE.has(column))))).sort();
  }
  return dump;
};

describeWithServices('read models of an erased member (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let store: EncryptingEventStore;
  let keys: SqlKeyStore;
  const anna = randomUUID();
  const bert = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('projections');
    sql = createPostgresSql(database.url);
    const log = new PostgresEventStore(sql);
    await log.migrate();
    keys = new SqlKeyStore(sql, 'a test secret of enough length');
    await keys.migrate();
    store = new EncryptingEventStore(log, keys, PERSONAL_DATA_POLICY);
    // As every site does at its start: a read model none of these events reach has its tables too.
    await migrateReadModels(sql);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });

  let appended: Checkpoint = START_CHECKPOINT;
  const append = async (streamId: string, events: Event[]) => {
    appended = (await store.append(streamId, events.map((event) => ({ id: randomUUID(), ...event, metadata: {} })), 'any')).checkpoint;
  };
  const runners = () => PROJECTIONS.map((projection) => new ConsumerRunner({ store, sql, consumer: sqlProjectionConsumer(projection, { personalFields: new PersonalFieldCipher(keys) }) }));
  // Waits for the last append: while another test's transaction is open on the server, a plain
  // catch-up may stop short of it.
  const catchUp = async () => {
    for (const runner of runners()) await runner.catchUp(appended);
  };
  const rowsOf = async (table: string, memberId: string) =>
    (await sql.query(`select * from ${table}`)).rows.filter((row) => JSON.stringify(row).includes(memberId)).length;

  it('keeps no row of the erased member in any read model, live or replayed from zero, and leaves the others alone', async () => {
    for (const [memberId, name] of [[anna, 'anna'], [bert, 'bert']] as const) {
      await append(registrationStreamId(memberId), [signedUp(memberId, name), confirmed(memberId)]);
      await append(profileStreamId(memberId), [located(memberId)]);
      await append(photoAlbumStreamId(memberId), [uploaded(memberId, randomUUID())]);
      await append(notificationSettingsStreamId(memberId), [pushSubscribed(memberId)]);
    }
    await append(blockStreamId(anna), [blocked(anna, bert)]);
    await append(blockStreamId(bert), [blocked(bert, anna)]);
    await append(accountStreamId(anna), [deletionRequested(anna)]);
    await catchUp();
    expect(await rowsOf('deletion_deadlines', anna)).toBe(1);
    expect(await rowsOf('rm_blocks', anna)).toBe(2);
    expect(await rowsOf(PUSH_SUBSCRIPTIONS_TABLE, anna)).toBe(1);

    await keys.destroyKey(anna);
    await append(accountStreamId(anna), [erased(anna)]);
    await catchUp();
    const live = await dumpReadModels(sql);
    for (const table of Object.keys(live)) expect({ table, rows: await rowsOf(table, anna) }).toEqual({ table, rows: 0 });
    expect(await rowsOf(MEMBER_SEARCH_TABLE, bert)).toBe(1);
    expect(await rowsOf('rm_photos', bert)).toBe(1);
    expect(await rowsOf('rm_member_directory', bert)).toBe(1);
    expect(await rowsOf(PUSH_SUBSCRIPTIONS_TABLE, bert)).toBe(1);

    for (const runner of runners()) await runner.reset();
    await catchUp();
    expect(await dumpReadModels(sql)).toEqual(live);
  });
});
