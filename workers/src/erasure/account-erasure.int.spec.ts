import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  emailClaimStreamId,
  isErased,
  accountStreamId,
  registrationStreamId,
  PERSONAL_DATA_POLICY,
  photoAlbumStreamId,
  type Event,
} from '@dating/domain';
import {
  createPostgresSql,
  DevMailbox,
  emailDigest,
  EncryptingEventStore,
  LocalDiskPhotoStorage,
  migrateCredentials,
  migrateDevMailbox,
  migrateMemberPresence,
  PersonalFieldCipher,
  photoFileName,
  PostgresEventStore,
  recordPagesSeen,
  RequestKeys,
  SqlKeyStore,
  type SqlPort,
} from '@dating/platform';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { eraseDueAccount, ERASURE_STEPS } from './account-erasure.js';
import { sweepDueErasures, type ErasureSweeperDeps } from './erasure-sweeper.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const SECRET = 'a test secret of enough length';
const requestedAt = '2026-11-01T10:00:00.000Z';
const finalDeletionAt = '2026-11-15T10:00:00.000Z';

describeWithServices('final deletion sweeper (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let photoDir: string;
  let deps: ErasureSweeperDeps;
  let now = new Date('2026-11-16T10:00:00.000Z');
  let mailbox: DevMailbox;

  beforeAll(async () => {
    database = await createTestDatabase('erasure');
    sql = createPostgresSql(database.url);
    photoDir = await mkdtemp(join(tmpdir(), 'erasure-photos-'));
    const log = new PostgresEventStore(sql);
    await log.migrate();
    const keyStore = new SqlKeyStore(sql, SECRET);
    await keyStore.migrate();
    await migrateCredentials(sql);
    await migrateMemberPresence(sql);
    await RequestKeys.migrate(sql);
    await migrateDevMailbox(sql);
    // A member's mails are sealed with the member's key: destroying it is what erases them.
    mailbox = new DevMailbox(sql, new PersonalFieldCipher(keyStore));
    deps = {
      eventStore: new EncryptingEventStore(log, keyStore, PERSONAL_DATA_POLICY),
      keyStore,
      sql,
      photoStorage: new LocalDiskPhotoStorage(photoDir),
      // Chat photos are erased by the same step; the chat's own test sends one.
      findChatPhotos: async () => [],
      appSecret: SECRET,
      now: () => now,
      findDue: async () => [],
      logError: (message) => {
        throw new Error(message);
      },
    };
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
    await rm(photoDir, { recursive: true, force: true });
  });

  const append = (streamId: string, events: Event[]) =>
    deps.eventStore.append(streamId, events.map((event) => ({ id: randomUUID(), ...event, metadata: {} })), 'any');

  /** A member with everything the erasure must find: claim, password hash, photo files, a mail, a deletion request. */
  const deletedMember = async () => {
    const memberId = randomUUID();
    const email = `leaver-${memberId}@example.com`;
    const photoId = randomUUID();
    await append(emailClaimStreamId(emailDigest(email, SECRET)), [{ type: 'EmailClaimed', data: { memberId, claimedAt: requestedAt } }]);
    await append(registrationStreamId(memberId), [
      {
        type: 'MemberSignedUp',
        data: { memberId, name: 'Lieke', email, dateOfBirth: '1990-05-01', passwordHashRef: `pw-${memberId}`, language: 'nl', domain: 'localhost', country: 'NL', tracking: {}, signedUpAt: requestedAt },
      },
    ]);
    await append(accountStreamId(memberId), [
      {
        type: 'AccountDeletionRequested',
        data: { memberId, reasons: ['privacy'], comment: null, reactivationTokenId: 're-1', requestedAt, finalDeletionAt },
      },
    ]);
    await append(photoAlbumStreamId(memberId), [{ type: 'PhotoUploaded', data: { memberId, photoId, uploadedAt: requestedAt } }]);
    await sql.query('insert into credentials (ref, password_hash) values ($1, $2)', [`pw-${memberId}`, '$argon2id$secret']);
    await recordPagesSeen(sql, [memberId], new Date(requestedAt));
    await new RequestKeys(sql, SECRET).claim({ memberId, kind: 'message.text', key: randomUUID(), payload: { text: 'Hoi' } }, new Date(requestedAt));
    await deps.photoStorage.save(photoFileName(photoId, 'display'), Buffer.from('display'));
    await deps.photoStorage.save(photoFileName(photoId, 'thumb'), Buffer.from('thumb'));
    await mailbox.send({ from: 'site@example.com', to: email, subject: 'Tot ziens', html: '<p>Lieke</p>', text: 'Lieke', dataSubjectId: memberId });
    return { memberId, email, photoId };
  };

  const traces = async ({ memberId, email, photoId }: Awaited<ReturnType<typeof deletedMember>>) => {
    const [registration, account] = await Promise.all([registrationStreamId, accountStreamId].map((streamOf) => deps.eventStore.readStream(streamOf(memberId))));
    const history = [...registration!, ...account!];
    const claim = await deps.eventStore.readStream(emailClaimStreamId(emailDigest(email, SECRET)));
    const files = await readdir(photoDir);
    return {
      nameReadable: !isErased((history[0]!.data as { name: unknown }).name),
      erasedEvents: history.filter((event) => event.type === 'AccountErased').length,
      claimHeld: claim.at(-1)!.type === 'EmailClaimed',
      credentials: (await sql.query('select 1 from credentials where ref = $1', [`pw-${memberId}`])).rows.length,
      presence: (await sql.query('select 1 from member_presence where member_id = $1', [memberId])).rows.length,
      requestKeys: (await sql.query('select 1 from request_keys where member_id = $1', [memberId])).rows.length,
      photoFiles: files.filter((file) => file.startsWith(photoId)).length,
      mails: (await mailbox.list({ to: email })).length,
    };
  };
  const fullyErased = { nameReadable: false, erasedEvents: 1, claimHeld: false, credentials: 0, presence: 0, requestKeys: 0, photoFiles: 0, mails: 0 };
  const sweepFor = (memberIds: string[]) => sweepDueErasures({ ...deps, findDue: async () => memberIds.map((memberId) => ({ memberId })) });

  it('erases everything of a due member, and a second sweep changes nothing', async () => {
    const member = await deletedMember();
    expect(await traces(member)).toMatchObject({ nameReadable: true, erasedEvents: 0, claimHeld: true, credentials: 1, presence: 1, requestKeys: 1, photoFiles: 2, mails: 1 });
    expect(await sweepFor([member.memberId])).toBe(1);
    expect(await traces(member)).toEqual(fullyErased);
    expect(await sweepFor([member.memberId])).toBe(0);
    expect(await traces(member)).toEqual(fullyErased);
  });

  it.each(ERASURE_STEPS.filter((step) => step !== 'erased'))('finishes the erasure in a fresh sweeper after a crash following step %s', async (step) => {
    const member = await deletedMember();
    await eraseDueAccount(deps, member.memberId, step);
    expect((await traces(member)).erasedEvents).toBe(0);
    expect(await sweepFor([member.memberId])).toBe(1);
    expect(await traces(member)).toEqual(fullyErased);
  });

  it('leaves a reactivated member and a member not yet due untouched', async () => {
    const reactivated = await deletedMember();
    await append(accountStreamId(reactivated.memberId), [{ type: 'AccountReactivated', data: { memberId: reactivated.memberId, reactivatedAt: requestedAt } }]);
    const notDue = await deletedMember();
    const untouched = { nameReadable: true, erasedEvents: 0, claimHeld: true, credentials: 1, presence: 1, requestKeys: 1, photoFiles: 2, mails: 1 };
    const realNow = now;
    now = new Date('2026-11-10T10:00:00.000Z');
    try {
      expect(await sweepFor([notDue.memberId])).toBe(0);
    } finally {
      now = realNow;
    }
    expect(await sweepFor([reactivated.memberId])).toBe(0);
    expect(await traces(reactivated)).toEqual(untouched);
    expect(await traces(notDue)).toEqual(untouched);
  });
});
