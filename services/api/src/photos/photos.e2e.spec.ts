import { photoAlbumStreamId } from '@dating/domain';
import sharp from 'sharp';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { fetchPhoto, jpegImage, signUpMember, uploadPhoto } from './photo-e2e.fixtures.js';
import type { MyPhoto } from './photo.view.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Photo uploads over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('takes three photos from a free member, under inspection, and refuses a fourth', async () => {
    const { client } = await signUpMember(site);
    for (let index = 0; index < 3; index++) {
      const upload = await uploadPhoto(client, await jpegImage());
      expect(upload.status).toBe(201);
      expect(upload.body.photo).toMatchObject({ status: 'inspection', is_main: false, url: expect.stringMatching(/^\/api\/photo\.php\?id=/) });
    }
    const fourth = await uploadPhoto(client, await jpegImage());
    expect(fourth).toMatchObject({ status: 409, body: { code: 'PHOTO.LIMIT_REACHED', params: { limit: 3 } } });
    expect((await client.json<{ photos: MyPhoto[] }>('GET', '/api/photos.php')).body.photos).toHaveLength(3);
    // Bytes that are no image at all: a full album is refused before anything is decoded.
    const notAnImage = await uploadPhoto(client, Buffer.from('not an image, and never decoded'));
    expect(notAnImage).toMatchObject({ status: 409, body: { code: 'PHOTO.LIMIT_REACHED' } });
  });

  it('turns the photo upright and keeps no metadata at all: no EXIF, no GPS', async () => {
    const { client } = await signUpMember(site);
    const original = await jpegImage({ width: 64, height: 48, withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { body } = await uploadPhoto(client, original);
    const display = await fetchPhoto(client, body.photo.url);
    const thumb = await fetchPhoto(client, body.photo.thumb_url);
    expect(display.headers.get('content-type')).toBe('image/webp');
    for (const file of [display, thumb]) {
      const metadata = await sharp(file.body).metadata();
      expect(metadata).toMatchObject({ format: 'webp' });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    // EXIF orientation 6 means "rotate 90°": the stored photo is portrait.
    expect(await sharp(display.body).metadata()).toMatchObject({ width: 48, height: 64 });
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('refuses a text file named .jpg because it does not decode', async () => {
    const { client } = await signUpMember(site);
    const upload = await uploadPhoto(client, Buffer.from('this is not a photo at all\n'.repeat(50)), 'holiday.jpg');
    expect(upload).toMatchObject({ status: 400, body: { code: 'PHOTO.NOT_AN_IMAGE' } });
    expect((await client.json<{ photos: MyPhoto[] }>('GET', '/api/photos.php')).body.photos).toEqual([]);
  });

  it('refuses a file above 10 MB before decoding it', async () => {
    const { client } = await signUpMember(site);
    const upload = await uploadPhoto(client, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg');
    expect(upload).toMatchObject({ status: 413, body: { code: 'PHOTO.TOO_LARGE', params: { max_mb: 10 } } });
  });

  it('asks for the photo when the form has none, and for a login without a session', async () => {
    const { client } = await signUpMember(site);
    expect((await client.json('POST', '/api/photos.php', new FormData())).body).toMatchObject({ code: 'PHOTO.MISSING' });
    const visitor = await uploadPhoto(new HttpClient(site.url), await jpegImage());
    expect(visitor).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
  });

  it('deletes a photo with its files, and frees its place', async () => {
    const { client } = await signUpMember(site);
    const { body } = await uploadPhoto(client, await jpegImage());
    const deleted = await client.json<{ photos: MyPhoto[] }>('DELETE', `/api/photos.php?id=${body.photo.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { photos: [] } });
    expect((await fetchPhoto(client, body.photo.url)).status).toBe(404);
    expect((await client.json('DELETE', `/api/photos.php?id=${body.photo.id}`)).status).toBe(200);
  });

  it('shows an upload and a deletion on the photo list and the profile as soon as each returns', async () => {
    const { client } = await signUpMember(site);
    const listed = async () => ({
      photos: (await client.json<{ photos: MyPhoto[] }>('GET', '/api/photos.php')).body.photos,
      profile: (await client.json<{ profile: { photos: MyPhoto[] } }>('GET', '/api/my-profile.php')).body.profile.photos,
    });
    const { body } = await uploadPhoto(client, await jpegImage());
    expect(await listed()).toEqual({ photos: [body.photo], profile: [body.photo] });

    await client.json('DELETE', `/api/photos.php?id=${body.photo.id}`);
    expect(await listed()).toEqual({ photos: [], profile: [] });
  });

  it('answers from the photos read model: the list reads the same once the album stream is gone', async () => {
    const { client, memberId } = await signUpMember(site);
    for (let index = 0; index < 2; index++) await uploadPhoto(client, await jpegImage());
    const before = (await client.json('GET', '/api/photos.php')).body;

    await site.infrastructure.sql.query('delete from es_events where stream_id = $1', [photoAlbumStreamId(memberId)]);
    expect((await client.json('GET', '/api/photos.php')).body).toEqual(before);
  });

  it('refuses to make a photo under inspection the main one', async () => {
    const { client } = await signUpMember(site);
    const { body } = await uploadPhoto(client, await jpegImage());
    const main = await client.json('PUT', '/api/main-photo.php', { photo_id: body.photo.id });
    expect(main).toMatchObject({ status: 409, body: { code: 'PHOTO.NOT_APPROVED' } });
  });
});
