import { profileStreamId } from '@dating/domain';
import { placesGazetteer } from '@dating/platform';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { confirmedMember, keysDeep, PRIVATE_KEYS, type TestMember } from './profile.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const edit = {
  details: { gender: 'female', sexuality: 'bi', hair_color: 'dark_blond', eye_color: 'green', body_type: 'slim', relationship_status: 'single', tattoos: 'some', reason: 'flirt' },
  about_me: 'I like long walks along the Vecht.',
  interests: ['wine', 'hiking', 'gangbang'],
  location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
};

describeWithServices('My profile over HTTP', () => {
  let site: TestSite;
  let member: TestMember;
  beforeAll(async () => {
    site = await startTestSite();
    member = await confirmedMember(site, 'Noor', { location: { country: 'NL', region: 'North Holland', city: 'Amsterdam' } }, '1994-02-10');
  });
  afterAll(() => site?.stop());

  it('edits every part of the profile and reads the same back', async () => {
    const saved = await member.client.json<{ profile: Record<string, unknown> }>('PUT', '/api/my-profile.php', edit);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      id: member.id,
      name: 'Noor',
      age: expect.any(Number),
      country: 'NL',
      region: 'Utrecht',
      city: 'Utrecht',
      details: edit.details,
      about_me: edit.about_me,
      interests: edit.interests,
      invisible: false,
      photos: [],
    });
    expect((await member.client.json('GET', '/api/my-profile.php')).body).toEqual(saved.body);
    expect(keysDeep(saved.body)).not.toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${PRIVATE_KEYS.join('|')})$`))]));
  });

  it('answers from the read models: the profile reads the same once the member profile stream is gone', async () => {
    const reader = await confirmedMember(site, 'Lies', edit);
    const saved = (await reader.client.json('GET', '/api/my-profile.php')).body;
    const ownView = (await reader.client.json('GET', `/api/profile.php?id=${reader.id}`)).body;
    expect(saved).toMatchObject({ profile: { about_me: edit.about_me, details: edit.details, city: 'Utrecht' } });

    await site.infrastructure.sql.query('delete from es_events where stream_id = $1', [profileStreamId(reader.id)]);
    expect((await reader.client.json('GET', '/api/my-profile.php')).body).toEqual(saved);
    expect((await reader.client.json('GET', `/api/profile.php?id=${reader.id}`)).body).toEqual(ownView);
  });

  it('records a town typed in another case in the gazetteer spelling, and a village the old list lacked', async () => {
    const { body } = await member.client.json<{ profile: Record<string, unknown> }>('PUT', '/api/my-profile.php', {
      location: { country: 'NL', region: 'drenthe', city: 'ZUIDLAREN' },
    });
    expect(body.profile).toMatchObject({ country: 'NL', region: 'Drenthe', city: 'Zuidlaren' });
  });

  it('changes only what is sent, and clears a detail sent as null', async () => {
    await member.client.json('PUT', '/api/my-profile.php', edit);
    const { body } = await member.client.json<{ profile: { details: Record<string, string>; about_me: string } }>('PUT', '/api/my-profile.php', {
      details: { tattoos: null },
    });
    expect(body.profile.details).toEqual({ ...edit.details, tattoos: undefined });
    expect(Object.keys(body.profile.details)).not.toContain('tattoos');
    expect(body.profile.about_me).toBe(edit.about_me);
  });

  it('names each invalid field with its own code and saves nothing', async () => {
    const before = (await member.client.json('GET', '/api/my-profile.php')).body;
    const response = await member.client.json('PUT', '/api/my-profile.php', {
      details: { hair_color: 'purple', shoe_size: '42', gender: 'male' },
      about_me: 'x'.repeat(2001),
      interests: ['wine', 'knitting'],
      location: { country: 'NL', region: 'Utrecht', city: 'Amsterdam' },
    });
    expect(response).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'PROFILE.DETAIL_INVALID',
        fields: {
          'details.hair_color': 'PROFILE.DETAIL_INVALID',
          'details.shoe_size': 'PROFILE.DETAIL_UNKNOWN',
          about_me: 'PROFILE.ABOUT_ME_TOO_LONG',
          interests: 'PROFILE.INTEREST_UNKNOWN',
          location: 'PROFILE.LOCATION_UNKNOWN',
        },
      },
    });
    expect((await member.client.json('GET', '/api/my-profile.php')).body).toEqual(before);
  });

  it('rejects a body of the wrong shape with the field named', async () => {
    const response = await member.client.json('PUT', '/api/my-profile.php', { interests: 'wine' });
    expect(response).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION.INVALID_BODY', fields: { interests: 'VALIDATION.INVALID_BODY' } } });
  });

  it('switches invisible mode on and off', async () => {
    expect((await member.client.json('PUT', '/api/invisible.php', { invisible: true })).body).toEqual({ invisible: true });
    expect((await member.client.json<{ profile: { invisible: boolean } }>('GET', '/api/my-profile.php')).body.profile.invisible).toBe(true);
    expect((await member.client.json('PUT', '/api/invisible.php', { invisible: false })).body).toEqual({ invisible: false });
  });

  it('gives the user the country of the town they moved to, not the one they signed up from', async () => {
    const mover = await confirmedMember(site, 'Lieke', { location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
    expect((await mover.client.json<{ user: { profile: { country: string } } }>('GET', '/api/user.php')).body.user.profile.country).toBe('NL');
    const [belgianTown] = placesGazetteer().townsIn('BE');
    await mover.client.json('PUT', '/api/my-profile.php', { location: { country: 'BE', region: belgianTown!.region, city: belgianTown!.city } });

    expect((await mover.client.json<{ user: { profile: { country: string } } }>('GET', '/api/user.php')).body.user.profile.country).toBe('BE');
  });

  it('needs a session', async () => {
    const visitor = new HttpClient(site.url);
    for (const [method, path, body] of [
      ['GET', '/api/my-profile.php', undefined],
      ['PUT', '/api/my-profile.php', edit],
      ['PUT', '/api/invisible.php', { invisible: true }],
    ] as const) {
      expect((await visitor.json(method, path, body)).body).toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED', authentication_required: true });
    }
  });
});
