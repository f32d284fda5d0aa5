import { PHOTO_ERRORS, PHOTO_SIZES, PHOTO_UPLOAD_FIELD, type SendMessageResult } from '@dating/domain';
import { photoFileName } from '@dating/platform';
import { createHash, randomUUID } from 'node:crypto';
import { jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { bodySchemaOf, queryParametersOf, servedOperations, wellFormed, type ServedOperation } from '../testing/served-operations.js';
import { buyCredits, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SEED = 20261129;

const digest = (file: Buffer | undefined) => file && createHash('sha256').update(file).digest('hex');

const photoForm = async () => {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(await jpegImage({ width: 30 }))], { type: 'image/jpeg' }), 'other.jpg');
  return form;
};

/**
 * Every write of the OpenAPI document, with a request its schema accepts, sent by a visitor, another member and a
 * member the owner blocked, with every id it takes set to one of the owner's ids (member, photo, conversation,
 * message) in turn: nothing the owner has may change.
 */
describeWithServices('No write changes another member’s things (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let writes: ServedOperation[];

  beforeAll(async () => {
    site = await startTestSite({ API_DOCS: '1' });
    writes = (await servedOperations(site.url)).filter(({ method, path }) => path.startsWith('/api/') && WRITES.includes(method));
  }, 60_000);
  afterAll(() => site?.stop());

  /** What the owner has: their profile, photos and their files, blocks, a conversation and their balance. */
  const belongingsOf = async (owner: TestMember, partner: { id: string }, photoId: string) => {
    const read = async (path: string) => (await owner.client.json('GET', path)).body;
    return {
      profile: await read('/api/my-profile.php'),
      photos: await read('/api/photos.php'),
      photoFiles: await Promise.all(PHOTO_SIZES.map(async (size) => digest(await site.infrastructure.photoStorage.read(photoFileName(photoId, size))))),
      blocks: await read('/api/blocks.php'),
      notifications: await read('/api/notifications.php'),
      conversation: await read(`/api/messages.php?member_id=${partner.id}`),
      balance: (await site.wallets.of(owner.id)).balance,
    };
  };

  it('leaves the owner’s profile, photos, blocks, settings, conversations and credits as they were', async () => {
    expect(writes.length).toBeGreaterThan(30);
    const [owner, partner, blocked] = await Promise.all(['Olga', 'Pim', 'Bas'].map((name) => confirmedMember(site, name, { details: { gender: 'female', sexuality: 'bi' } })));
    await buyCredits(site!, owner!.id, 100);
    const photo = (await uploadPhoto(owner!.client, await jpegImage())).body.photo;
    const sent = await owner!.client.json<SendMessageResult>('POST', '/api/message.php', { member_id: partner!.id, message_id: randomUUID(), text: 'hi Pim' });
    expect(sent.status).toBe(201);
    expect((await owner!.client.json('POST', '/api/block.php', { member_id: blocked!.id })).status).toBeLessThan(300);
    const before = await belongingsOf(owner!, partner!, photo.id);
    const ownerIds = [owner!.id, photo.id, sent.body.message.conversation_id, sent.body.message.id];

    const callers = [async () => new HttpClient(site.url), async () => (await signUpMember(site)).client, async () => blocked!.client];
    // Logging oneself out changes nothing of anyone else, and would make the blocked member's calls a visitor's.
    for (const { method, path, operation } of writes.filter((write) => write.path !== '/api/logout.php')) {
      for (const id of ownerIds) {
        for (const caller of callers) {
          const client = await caller();
          const query = new URLSearchParams(Object.fromEntries(queryParametersOf(operation).map((parameter) => [parameter.name, String(wellFormed(parameter.schema, { id, seed: SEED }))])));
          const body = wellFormed(bodySchemaOf(operation), { id, seed: SEED });
          const response = await client.request(method, `${path}?${query}`, body);
          // An upload (a profile or chat photo) takes a multipart body the document does not describe: send one.
          if ((await response.text()).includes(PHOTO_ERRORS.MISSING)) await (await client.request(method, `${path}?${query}`, await photoForm())).arrayBuffer();
        }
      }
    }
    expect(await belongingsOf(owner!, partner!, photo.id)).toEqual(before);
  }, 240_000);
});
