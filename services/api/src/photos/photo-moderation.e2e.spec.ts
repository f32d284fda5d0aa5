import type { MemberProfileView, MyPhoto } from '@dating/domain';
import { eventually } from '@dating/platform/testing';
import { deleteAccount, reactivationLink } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { buyCredits, grantStaff } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { confirmedPhotographer, fetchPhoto, jpegImage, signUpMember, uploadPhoto, type SignedUpMember } from './photo-e2e.fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const DUTCH_SITE = { 'x-forwarded-host': 'nl.localhost' };

const signUpStaff = async (site: TestSite): Promise<SignedUpMember> => {
  const staff = await signUpMember(site);
  await grantStaff(site, staff.email);
  return staff;
};

const myPhotos = async (member: Pick<SignedUpMember, 'client'>) => (await member.client.json<{ photos: MyPhoto[] }>('GET', '/api/photos.php')).body.photos;

describeWithServices('Photo moderation and who sees a photo, over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: SignedUpMember;
  beforeAll(async () => {
    site = await startTestSite();
    staff = await signUpStaff(site);
  });
  afterAll(() => site?.stop());

  it('shows a photo under inspection to its owner and staff only, then to others once staff approve it', async () => {
    const owner = await confirmedPhotographer(site);
    const other = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;

    const ownView = await fetchPhoto(owner.client, photo.url);
    expect(ownView.status).toBe(200);
    expect(ownView.headers.get('cache-control')).toMatch(/^private\b/);
    expect((await fetchPhoto(other.client, photo.thumb_url)).status).toBe(404);
    expect((await fetchPhoto(new HttpClient(site.url), photo.url)).status).toBe(404);
    expect((await fetchPhoto(staff.client, photo.url)).status).toBe(200);

    const queue = await staff.client.json<{ photos: { id: string; member_id: string; member_name: string }[] }>('GET', '/api/staff/photos.php');
    expect(queue.body.photos).toContainEqual(expect.objectContaining({ id: photo.id, member_id: owner.memberId, member_name: 'Fotografa' }));

    const decision = await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });
    expect(decision).toMatchObject({ status: 200, body: { photo: { id: photo.id, member_id: owner.memberId, status: 'active', is_main: true } } });
    expect((await fetchPhoto(other.client, photo.url)).status).toBe(200);
    expect((await fetchPhoto(new HttpClient(site.url), photo.thumb_url)).status).toBe(200);
    const queueAfter = await staff.client.json<{ photos: { id: string }[] }>('GET', '/api/staff/photos.php');
    expect(queueAfter.body.photos.map((queued) => queued.id)).not.toContain(photo.id);

    const user = await owner.client.json<{ user: { profile: { main_image: unknown } } }>('GET', '/api/user.php');
    expect(user.body.user.profile.main_image).toEqual({ filename: photo.url, thumb_filename: photo.thumb_url });
  });

  it('lists a premium member all five approved photos of a member, and a free member and a visitor three, told of two more', async () => {
    const owner = await confirmedPhotographer(site);
    await buyCredits(site, owner.memberId, 100);
    for (let count = 0; count < 5; count += 1) {
      const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
      await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });
    }
    const premium = await signUpMember(site);
    await buyCredits(site, premium.memberId, 100);
    const seenBy = async (client: HttpClient) => {
      const { body } = await client.json<{ profile: MemberProfileView }>('GET', `/api/profile.php?id=${owner.memberId}`);
      return { listed: body.profile.photos.length, more: body.profile.more_photos };
    };
    expect({
      premium: await seenBy(premium.client),
      free: await seenBy((await signUpMember(site)).client),
      visitor: await seenBy(new HttpClient(site.url)),
      owner: await seenBy(owner.client),
    }).toEqual({ premium: { listed: 5, more: 0 }, free: { listed: 3, more: 2 }, visitor: { listed: 3, more: 2 }, owner: { listed: 5, more: 0 } });

    // The files follow the profile: the two photos only premium members are shown answer nobody else, in any size.
    const all = (await premium.client.json<{ profile: MemberProfileView }>('GET', `/api/profile.php?id=${owner.memberId}`)).body.profile.photos;
    const served = async (client: HttpClient) =>
      Promise.all(all.flatMap((photo) => [photo.url, photo.thumb_url]).map(async (url) => (await fetchPhoto(client, url)).status));
    const firstThree = [200, 200, 200, 200, 200, 200];
    expect({
      premium: await served(premium.client),
      free: await served((await signUpMember(site)).client),
      visitor: await served(new HttpClient(site.url)),
    }).toEqual({ premium: [...firstThree, 200, 200, 200, 200], free: [...firstThree, 404, 404, 404, 404], visitor: [...firstThree, 404, 404, 404, 404] });
  });

  it('shows the owner a rejected photo with the reason, and nobody else', async () => {
    const owner = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'reject', reason: 'not_a_person' });
    expect(await myPhotos(owner)).toEqual([expect.objectContaining({ id: photo.id, status: 'rejected', reason: 'not_a_person' })]);
    expect((await fetchPhoto((await signUpMember(site)).client, photo.url)).status).toBe(404);
  });

  it('rejects a photo only for one of the reasons members can read in their language', async () => {
    const owner = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    for (const reason of [undefined, '', 'not a person', 'NUDITY']) {
      const decision = await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'reject', reason });
      expect(decision).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    }
    expect(await myPhotos(owner)).toEqual([expect.objectContaining({ id: photo.id, status: 'inspection' })]);
  });

  it('refuses the staff endpoints to a member without the staff role', async () => {
    const member = await signUpMember(site);
    expect(await member.client.json('GET', '/api/staff/photos.php')).toMatchObject({ status: 403, body: { code: 'STAFF.REQUIRED' } });
    const decision = await member.client.json('POST', '/api/staff/photo-decision.php', { photo_id: crypto.randomUUID(), decision: 'approve' });
    expect(decision).toMatchObject({ status: 403, body: { code: 'STAFF.REQUIRED' } });
    expect(await new HttpClient(site.url).json('GET', '/api/staff/photos.php')).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
  });

  it('serves an approved photo to no logged-out visitor of a site without logged_out_search, and to no blocked member', async () => {
    const owner = await confirmedPhotographer(site);
    const blocked = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });

    // Refused before the photo id is looked at, like every route that shows members there: the id reveals nothing.
    const visitor = await new HttpClient(site.url).json('GET', photo.url, undefined, DUTCH_SITE);
    expect(visitor).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    expect((await fetchPhoto(blocked.client, photo.url)).status).toBe(200);
    expect((await owner.client.json('POST', '/api/block.php', { member_id: blocked.memberId })).status).toBe(201);
    expect((await fetchPhoto(blocked.client, photo.url)).status).toBe(404);
    expect((await fetchPhoto(blocked.client, photo.thumb_url)).status).toBe(404);
  });

  it('serves the photos of an unconfirmed member to nobody but the member and staff, approved or not', async () => {
    const owner = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });
    const seenBy = async (client: HttpClient) => (await fetchPhoto(client, photo.url)).status;
    expect({ owner: await seenBy(owner.client), staff: await seenBy(staff.client) }).toEqual({ owner: 200, staff: 200 });
    const confirmed = await confirmedPhotographer(site);
    expect({ member: await seenBy(confirmed.client), visitor: await seenBy(new HttpClient(site.url)) }).toEqual({ member: 404, visitor: 404 });
  });

  it('stops serving the photos of a member who asked to delete their account at once, and serves them again after reactivation', async () => {
    const owner = await confirmedPhotographer(site);
    const other = await signUpMember(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });
    const seen = async () => ({ member: (await fetchPhoto(other.client, photo.thumb_url)).status, visitor: (await fetchPhoto(new HttpClient(site.url), photo.url)).status });
    expect(await seen()).toEqual({ member: 200, visitor: 200 });

    expect((await deleteAccount(owner.client)).status).toBe(200);
    expect(await seen()).toEqual({ member: 404, visitor: 404 });

    await new HttpClient(site.url).request('GET', await reactivationLink(site, owner.memberId));
    await eventually(async () => (await seen()).member === 200, 'the reactivated member photos');
    expect(await seen()).toEqual({ member: 200, visitor: 200 });
  });

  it('answers an unknown photo id like a forbidden one', async () => {
    const unknown = await fetchPhoto(staff.client, `/api/photo.php?id=${crypto.randomUUID()}&size=thumb`);
    expect(unknown.status).toBe(404);
    expect((await staff.client.json('GET', '/api/photo.php?id=../../etc/passwd')).status).toBe(400);
  });
});

describeWithServices('Automatic photo approval in the workers role (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ PHOTO_AUTO_APPROVE_SECONDS: '1' });
  });
  afterAll(() => site?.stop());

  it('approves a photo left under inspection for longer than the delay, as auto-moderation', async () => {
    const owner = await confirmedPhotographer(site);
    const { photo } = (await uploadPhoto(owner.client, await jpegImage())).body;
    expect(photo.status).toBe('inspection');
    const deadline = Date.now() + 15_000;
    while ((await myPhotos(owner))[0]?.status !== 'active' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await myPhotos(owner)).toEqual([expect.objectContaining({ id: photo.id, status: 'active', is_main: true })]);
    expect((await fetchPhoto((await signUpMember(site)).client, photo.url)).status).toBe(200);
  });
});
