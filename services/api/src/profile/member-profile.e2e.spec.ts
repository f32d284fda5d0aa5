import { randomUUID } from 'node:crypto';
import { distanceKm } from '@dating/domain';
import { placesGazetteer } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { deleteAccount, reactivationLink } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { confirmedMember, keysDeep, PRIVATE_KEYS, type TestMember } from './profile.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const utrecht = { country: 'NL', region: 'Utrecht', city: 'Utrecht' };
const details = { gender: 'female', sexuality: 'hetero', hair_color: 'red', eye_color: 'blue', body_type: 'normal', relationship_status: 'single', tattoos: 'none', reason: 'chat' };
const DUTCH_SITE = { 'x-forwarded-host': 'nl.localhost' };

interface ProfileBody {
  profile: Record<string, unknown> & { distance_km?: number; details: Record<string, string>; blocked_by_me: boolean };
}

describeWithServices('Viewing a member profile over HTTP', () => {
  let site: TestSite;
  let anna: TestMember;
  let viewer: TestMember;
  const view = (client: HttpClient, id: string, headers?: Record<string, string>) => client.json<ProfileBody>('GET', `/api/profile.php?id=${id}`, undefined, headers);

  beforeAll(async () => {
    site = await startTestSite();
    anna = await confirmedMember(site, 'Anna', { details, about_me: 'Hoi!', interests: ['wine'], location: utrecht }, '1990-05-01');
    viewer = await confirmedMember(site, 'Ben', { location: { country: 'NL', region: 'North Holland', city: 'Amsterdam' } });
  });
  afterAll(() => site?.stop());

  it('shows age, place, details, about-me and interests, with a rounded distance, never a date of birth or a position', async () => {
    const { status, body } = await view(viewer.client, anna.id);
    expect(status).toBe(200);
    expect(body.profile).toEqual({
      id: anna.id,
      name: 'Anna',
      age: expect.any(Number),
      ...utrecht,
      main_image: null,
      fictional: false,
      distance_km: 40,
      details,
      about_me: 'Hoi!',
      interests: ['wine'],
      photos: [],
      more_photos: 0,
      blocked_by_me: false,
    });
    expect(keysDeep(body).filter((key) => PRIVATE_KEYS.includes(key))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('1990-05-01');
  });

  it('shows other members an edit as soon as the edit returns', async () => {
    const editor = await confirmedMember(site, 'Eva', { details, about_me: 'Eerst dit.', location: utrecht });
    const edited = { details: { ...details, hair_color: 'black' }, about_me: 'Nu dit.', interests: ['music'] };
    expect((await editor.client.json('PUT', '/api/my-profile.php', edited)).status).toBe(200);

    expect((await view(viewer.client, editor.id)).body.profile).toMatchObject(edited);
  });

  it('shows what the site lists in visible_profile_fields (every detail on this site)', async () => {
    const { body: settings } = await viewer.client.json<{ visible_profile_fields: string[] }>('GET', '/api/settings.php');
    const { body } = await view(viewer.client, anna.id);
    expect(Object.keys(body.profile.details).sort()).toEqual(Object.keys(details).filter((field) => settings.visible_profile_fields.includes(field)).sort());
  });

  // Each move waits until search knows the new city: a couple of dozen round trips, hence the longer timeout.
  it('never places a member closer than the 5 km step, from whichever city the viewer claims to be in', async () => {
    const target = placesGazetteer().find(utrecht)!;
    // Every 25th town within 120 km: a couple of dozen claimed positions all around.
    const spoofed = placesGazetteer()
      .townsIn('NL')
      .filter((city) => distanceKm(city, target) < 120)
      .filter((_, index) => index % 25 === 0);
    expect(spoofed.length).toBeGreaterThan(10);
    for (const city of spoofed) {
      await viewer.client.json('PUT', '/api/my-profile.php', { location: { country: city.country, region: city.region, city: city.city } });
      const km = (await view(viewer.client, anna.id)).body.profile.distance_km!;
      expect(km % 5).toBe(0);
      expect(km).toBeGreaterThanOrEqual(5);
      expect(km - distanceKm(city, target)).toBeGreaterThanOrEqual(0);
    }
    await viewer.client.json('PUT', '/api/my-profile.php', { location: utrecht });
    expect((await view(viewer.client, anna.id)).body.profile.distance_km).toBe(5);
  }, 60_000);

  it('shows no distance to a visitor, nor on the member own profile', async () => {
    expect((await view(new HttpClient(site.url), anna.id)).body.profile).not.toHaveProperty('distance_km');
    expect((await view(anna.client, anna.id)).body.profile).not.toHaveProperty('distance_km');
  });

  it('does not find an unknown member, nor an invisible one except by the member', async () => {
    expect((await view(viewer.client, '00000000-0000-4000-8000-000000000000')).body).toEqual({ statusCode: 404, code: 'PROFILE.NOT_FOUND' });
    await anna.client.json('PUT', '/api/invisible.php', { invisible: true });
    expect((await view(viewer.client, anna.id)).status).toBe(404);
    expect((await view(anna.client, anna.id)).status).toBe(200);
    await anna.client.json('PUT', '/api/invisible.php', { invisible: false });
    expect((await view(viewer.client, anna.id)).status).toBe(200);
  });

  it('does not show an unconfirmed member to others', async () => {
    const newcomer = new HttpClient(site.url);
    const { body } = await newcomer.json<{ user: { id: string } }>('POST', '/api/signup.php', {
      email: `newcomer-${randomUUID()}@example.com`, name: 'Cleo', password: 'a good long passphrase', date_of_birth: '1991-01-01', language: 'en',
    });
    await newcomer.json('PUT', '/api/my-profile.php', { location: utrecht });
    expect((await view(viewer.client, body.user.id)).status).toBe(404);
    expect((await view(newcomer, body.user.id)).status).toBe(200);
  });

  it('tells a blocked member they were blocked, and shows the blocker blocked_by_me', async () => {
    await anna.client.json('POST', '/api/block.php', { member_id: viewer.id });
    expect(await view(viewer.client, anna.id)).toEqual({ status: 403, body: { statusCode: 403, code: 'BLOCK.BLOCKED_BY_MEMBER' } });
    expect((await view(anna.client, viewer.id)).body.profile.blocked_by_me).toBe(true);
    await anna.client.request('DELETE', `/api/block.php?member_id=${viewer.id}`);
    expect((await view(viewer.client, anna.id)).status).toBe(200);
  });

  it('lets visitors look only where logged_out_search allows, or when they come from a traffic source', async () => {
    const visitor = new HttpClient(site.url);
    expect((await view(visitor, anna.id)).status).toBe(200);
    expect((await view(visitor, anna.id, DUTCH_SITE)).body).toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED', authentication_required: true });
    expect((await visitor.json('GET', `/api/profile.php?id=${anna.id}&network=ads`, undefined, DUTCH_SITE)).status).toBe(200);
  });

  it('does not show a member who asked to delete their account, from that moment until they reactivate it', async () => {
    const leaver = await confirmedMember(site, 'Lotte', { details, location: utrecht });
    expect((await view(viewer.client, leaver.id)).status).toBe(200);
    expect((await deleteAccount(leaver.client)).status).toBe(200);
    expect(await view(viewer.client, leaver.id)).toEqual({ status: 404, body: { statusCode: 404, code: 'PROFILE.NOT_FOUND' } });
    expect((await view(new HttpClient(site.url), leaver.id)).status).toBe(404);

    await new HttpClient(site.url).request('GET', await reactivationLink(site, leaver.id));
    await eventually(async () => (await view(viewer.client, leaver.id)).status === 200, 'the reactivated profile');
  });

  it('asks for the id, and takes only a member id (a UUID)', async () => {
    expect((await viewer.client.json('GET', '/api/profile.php')).status).toBe(400);
    for (const id of ['not-an-id', "' or 1=1 --", 'x'.repeat(5000), `${anna.id}x`]) {
      expect(await view(viewer.client, encodeURIComponent(id))).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    }
  });
});
