import { PHOTO_ERRORS, PHOTO_SIZES, PHOTO_UPLOAD_FIELD, type SendMessageResult } from '@dating/domain';
import { photoFileName } from '@dating/platform';
import { createHash, randomUUID } from 'node:crypto';
import { jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { buyCredits, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { name: string; in: string; schema?: JsonSchema }[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * The simplest value a schema accepts, with every id set to `id`: a request that passes validation, so it reaches the
 * rule that must refuse another member's things.
 */
const sample = (schema: JsonSchema | undefined, id: string): unknown => {
  if (!schema) return undefined;
  if (schema.format === 'uuid') return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives.find((alternative) => alternative.type !== 'null'), id);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, id)]));
    case 'array':
      return [sample(schema.items, id)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
};

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

const digest = (file: Buffer | undefined) => file && createHash('sha256').update(file).digest('hex');

const photoForm = async () => {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(await jpegImage({ width: 30 }))], { type: 'image/jpeg' }), 'other.jpg');
  return form;
};

/**
 * Every write of the OpenAPI document, sent by a visitor and by another member with every id it takes set to one of
 * the owner's ids (member, photo, conversation, message) in turn: nothing the owner has may change.
 */
describeWithServices('No write changes another member’s things (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let writes: { method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    site = await startTestSite({ API_DOCS: '1' });
    const document = (await new HttpClient(site.url).json<Document>('GET', '/api/docs/openapi.json')).body;
    writes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => WRITES.includes(method.toUpperCase()))
          .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
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
          const query = new URLSearchParams((operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, String(sample(parameter.schema, id))]));
          const body = sample(operation.requestBody?.content?.['application/json']?.schema, id);
          const response = await client.request(method, `${path}?${query}`, body);
          // An upload (a profile or chat photo) takes a multipart body the document does not describe: send one.
          if ((await response.text()).includes(PHOTO_ERRORS.MISSING)) await (await client.request(method, `${path}?${query}`, await photoForm())).arrayBuffer();
        }
      }
    }
    expect(await belongingsOf(owner!, partner!, photo.id)).toEqual(before);
  }, 240_000);
});
