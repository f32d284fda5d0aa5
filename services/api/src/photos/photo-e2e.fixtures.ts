import { randomUUID } from 'node:crypto';
import type { MyPhoto } from '@dating/domain';
import sharp from 'sharp';
import { confirmedMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import type { TestSite } from '../testing/test-site.js';

export interface SignedUpMember {
  readonly client: HttpClient;
  readonly memberId: string;
  readonly email: string;
}

/** A new member, logged in through the signup's session cookie. */
export const signUpMember = async (site: TestSite): Promise<SignedUpMember> => {
  const client = new HttpClient(site.url);
  const email = `photos-${randomUUID()}@example.com`;
  const { status, body } = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', {
    email,
    name: 'Fotografa',
    password: 'a good long passphrase',
    date_of_birth: '1990-05-01',
    language: 'en',
  });
  if (status !== 201) throw new Error(`signup failed with ${status}`);
  return { client, memberId: body.user.id, email };
};

/** A member others may see photos of: photos of an unconfirmed member are shown to nobody but the member and staff. */
export const confirmedPhotographer = async (site: TestSite): Promise<Pick<SignedUpMember, 'client' | 'memberId'>> => {
  const { id, client } = await confirmedMember(site, 'Fotografa', { about_me: 'Fotografie' });
  return { client, memberId: id };
};

/** A small JPEG drawn on the spot, optionally with EXIF (an orientation, a camera, a GPS position). */
export const jpegImage = (options: { width?: number; height?: number; withGps?: boolean } = {}): Promise<Buffer> => {
  const image = sharp({ create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: '#c33' } }).jpeg();
  if (!options.withGps) return image.toBuffer();
  return image
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' } })
    .toBuffer();
};

export const uploadPhoto = (client: HttpClient, content: Buffer, fileName = 'me.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(content)], { type }), fileName);
  return client.json<{ photo: MyPhoto; code?: string; params?: Record<string, number> }>('POST', '/api/photos.php', form);
};

export const fetchPhoto = async (client: HttpClient, url: string) => {
  const response = await client.request('GET', url);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};
