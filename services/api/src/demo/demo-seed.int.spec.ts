import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fold, registrationDecider, registrationStreamId, photoAlbumDecider, photoAlbumStreamId, profileStreamId, type Event, type EventStore } from '@dating/domain';
import { createInfrastructure, parseConfig, type Infrastructure, type PhotoStorage } from '@dating/platform';
import { createTestDatabase, type TestDatabase } from '@dating/platform/testing';
import { PhotoFiles } from '../photos/photo-files.js';
import { startRoles, type RunningRoles } from '../runtime/roles.js';
import { systemClock } from '../runtime/tokens.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable } from '../testing/test-site.js';
import { DEMO_MEMBER_ACCOUNT, STAFF_ACCOUNT } from './demo-accounts.js';
import { planDemoMember } from './demo-member.plan.js';
import { DEMO_SEED_MODERATOR, DemoSeed } from './demo-seed.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const MEMBERS = 20;
const SEED_TIMEOUT_MS = 60_000;

/** Photo storage whose disk "fails" after some files: the seed stops half-way, like a crash. */
const failingAfter = (storage: PhotoStorage, files: number): PhotoStorage => {
  let saved = 0;
  return {
    ...storage,
    save: async (name, content) => {
      if (++saved > files) throw new Error('disk full');
      await storage.save(name, content);
    },
  };
};

const readEvents = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId)).map(({ type, data }) => ({ type, data }) as Event);

describeWithServices(DemoSeed.name, () => {
  const now = new Date();
  let database: TestDatabase;
  let photoDir: string;
  let infrastructure: Infrastructure;
  let roles: RunningRoles;

  beforeAll(async () => {
    database = await createTestDatabase('demo_seed');
    photoDir = await mkdtemp(join(tmpdir(), 'demo-seed-'));
    const config = parseConfig({ DATABASE_URL: database.url, SMTP_URL: 'smtp://127.0.0.1:2525', MOLLIE_API_KEY: 'test_demoseedsuite0000000000', SMS_URL: 'https://sms.invalid/send', APP_SECRET: randomBytes(32).toString('base64url'), PORT: '0', PHOTO_DIR: photoDir });
    infrastructure = await createInfrastructure(config);
    roles = await startRoles(infrastructure, systemClock);
    const crashing = new DemoSeed({ ...infrastructure, photoStorage: failingAfter(infrastructure.photoStorage, 2 * MEMBERS) });
    await expect(crashing.run({ members: MEMBERS, now })).rejects.toThrow('disk full');
    await expect(new DemoSeed(infrastructure).run({ members: MEMBERS, now })).resolves.toBe(true);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await roles?.stop();
    await infrastructure?.close();
    await database?.drop();
    if (photoDir) await rm(photoDir, { recursive: true, force: true });
  });

  describe('after a seed that crashed half-way and ran again', () => {
    it('has every member once: fictional, confirmed, with a complete profile', async () => {
      for (let index = 0; index < MEMBERS; index++) {
        const { memberId } = planDemoMember(index, now);
        const memberEvents = await readEvents(infrastructure.eventStore, registrationStreamId(memberId));
        expect(memberEvents.map((event) => event.type)).toEqual(['MemberSignedUp', 'ActivationTokenIssued', 'MemberConfirmed']);
        expect(fold(registrationDecider, memberEvents as never)).toMatchObject({ exists: true, fictional: true, status: 'confirmed' });
        const profileEvents = await readEvents(infrastructure.eventStore, profileStreamId(memberId));
        expect(profileEvents.map((event) => event.type)).toEqual(['ProfileDetailsChanged', 'AboutMeChanged', 'InterestsChanged', 'LocationChanged']);
      }
    });

    it('gives every member an approved main photo whose files exist', async () => {
      const files = new PhotoFiles(infrastructure.photoStorage);
      for (let index = 0; index < MEMBERS; index++) {
        const { memberId, photos } = planDemoMember(index, now);
        const events = await readEvents(infrastructure.eventStore, photoAlbumStreamId(memberId));
        const album = fold(photoAlbumDecider, events as never);
        expect(album.photos.map((photo) => [photo.photoId, photo.status])).toEqual(photos.map(({ photoId }) => [photoId, 'active']));
        expect(album.mainPhotoId).toBe(photos[0]!.photoId);
        expect(events.filter((event) => event.type === 'PhotoApproved').map((event) => (event.data as { decidedBy: string }).decidedBy)).toEqual(
          photos.map(() => DEMO_SEED_MODERATOR),
        );
        expect(await files.read(album.mainPhotoId!, 'thumb')).toBeInstanceOf(Buffer);
      }
    });

    it('covers all fifteen countries', async () => {
      const countries = new Set(Array.from({ length: MEMBERS }, (_, index) => planDemoMember(index, now).country));
      expect(countries.size).toBe(15);
    });
  });

  it('seeds nothing when it runs again', async () => {
    const countEvents = async () => (await infrastructure.sql.query<{ count: string }>('SELECT count(*) FROM es_events')).rows[0]!.count;
    const before = await countEvents();
    await expect(new DemoSeed(infrastructure).run({ members: MEMBERS, now })).resolves.toBe(false);
    expect(await countEvents()).toBe(before);
  });

  it('lets the demo member and the staff member log in with their passwords, and nobody log in as a fictional member', async () => {
    const userAfterLogin = async (email: string, password: string) => {
      const client = new HttpClient(roles.url!);
      const { status } = await client.json('POST', '/api/user.php', { email, password });
      return status === 200 ? (await client.json('GET', '/api/user.php')).body : status;
    };
    expect(await userAfterLogin(DEMO_MEMBER_ACCOUNT.email, DEMO_MEMBER_ACCOUNT.password)).toMatchObject({ user: { status: 'confirmed', staff: false } });
    expect(await userAfterLogin(STAFF_ACCOUNT.email, STAFF_ACCOUNT.password)).toMatchObject({ user: { status: 'confirmed', staff: true } });
    expect(await userAfterLogin(planDemoMember(0, now).email, DEMO_MEMBER_ACCOUNT.password)).toBe(401);
  });
});
