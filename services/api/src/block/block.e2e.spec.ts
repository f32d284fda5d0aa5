import { randomUUID } from 'node:crypto';
import type { ProfileCard, SearchResults } from '@dating/domain';
import { fetchPhoto, jpegImage, signUpMember, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { grantStaff } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const profile = (gender: 'male' | 'female') => ({
  details: { gender, sexuality: 'hetero' },
  location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
});

describeWithServices('Blocking over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let anna: TestMember;
  let bert: TestMember;
  let photoUrls: string[];

  const searchIds = async (member: TestMember) =>
    (await member.client.json<SearchResults>('GET', '/api/search.php?country=NL')).body.results.map((card) => card.id);
  const matchIds = async (member: TestMember) =>
    (await member.client.json<{ results: ProfileCard[] }>('GET', '/api/match-finder.php')).body.results.map((card) => card.id);

  /** Every route that shows Anna to Bert, with its status: profile, each photo size, similar profiles. */
  const sweepAsBert = async () => ({
    profile: await bert.client.json('GET', `/api/profile.php?id=${anna.id}`),
    photos: await Promise.all(photoUrls.map(async (url) => (await fetchPhoto(bert.client, url)).status)),
    similar: await bert.client.json('GET', `/api/similar.php?id=${anna.id}`),
    inSearch: (await searchIds(bert)).includes(anna.id),
    inMatchFinder: (await matchIds(bert)).includes(anna.id),
  });

  beforeAll(async () => {
    site = await startTestSite();
    anna = await confirmedMember(site, 'Anna', profile('female'));
    bert = await confirmedMember(site, 'Bert', profile('male'));
    const staff = await signUpMember(site);
    await grantStaff(site, staff.email);
    photoUrls = [];
    for (let index = 0; index < 2; index += 1) {
      const { photo } = (await uploadPhoto(anna.client, await jpegImage())).body;
      await staff.client.json('POST', '/api/staff/photo-decision.php', { photo_id: photo.id, decision: 'approve' });
      photoUrls.push(photo.url, photo.thumb_url);
    }
  }, 60_000);
  afterAll(() => site?.stop());

  it('shuts the blocked member out of every profile and photo route of the blocker, and unblocking lets them back', async () => {
    const open = await sweepAsBert();
    expect(open).toMatchObject({ profile: { status: 200 }, similar: { status: 200 }, inSearch: true, inMatchFinder: true });
    expect(open.photos).toEqual(photoUrls.map(() => 200));

    expect(await anna.client.json('POST', '/api/block.php', { member_id: bert.id })).toEqual({ status: 201, body: { blocked: true } });
    const blocked = await sweepAsBert();
    expect(blocked.profile).toEqual({ status: 403, body: { statusCode: 403, code: 'BLOCK.BLOCKED_BY_MEMBER' } });
    expect(blocked.similar).toEqual({ status: 403, body: { statusCode: 403, code: 'BLOCK.BLOCKED_BY_MEMBER' } });
    expect(blocked.photos).toEqual(photoUrls.map(() => 404));
    expect(blocked).toMatchObject({ inSearch: false, inMatchFinder: false });

    expect(await anna.client.json('DELETE', `/api/block.php?member_id=${bert.id}`)).toEqual({ status: 200, body: { blocked: false } });
    expect(await sweepAsBert()).toEqual(open);
  });

  it('hides the blocked member from the blocker too, who still sees the profile marked as blocked by them', async () => {
    await anna.client.json('POST', '/api/block.php', { member_id: bert.id });
    expect(await searchIds(anna)).not.toContain(bert.id);
    expect(await matchIds(anna)).not.toContain(bert.id);
    expect(await anna.client.json('GET', `/api/profile.php?id=${bert.id}`)).toMatchObject({ status: 200, body: { profile: { id: bert.id, blocked_by_me: true } } });
    const blocks = await anna.client.json<{ members: ProfileCard[] }>('GET', '/api/blocks.php');
    expect(blocks.body.members).toEqual([expect.objectContaining({ id: bert.id, name: 'Bert', city: 'Utrecht' })]);
    await anna.client.json('DELETE', `/api/block.php?member_id=${bert.id}`);
    expect((await anna.client.json<{ members: ProfileCard[] }>('GET', '/api/blocks.php')).body.members).toEqual([]);
  });

  it('refuses to block yourself, an unknown member, or without a session', async () => {
    expect(await anna.client.json('POST', '/api/block.php', { member_id: anna.id })).toEqual({ status: 400, body: { statusCode: 400, code: 'BLOCK.SELF' } });
    expect(await anna.client.json('POST', '/api/block.php', { member_id: randomUUID() })).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    expect(await anna.client.json('POST', '/api/block.php', { member_id: 'not-an-id' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    expect(await new HttpClient(site.url).json('POST', '/api/block.php', { member_id: bert.id })).toMatchObject({
      status: 403,
      body: { code: 'AUTH.AUTHENTICATION_REQUIRED' },
    });
  });
});
