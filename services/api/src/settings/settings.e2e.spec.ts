import { HttpClient } from '../testing/http-client.js';
import { PASSWORD, uniqueEmail } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

// Spec §3, every site-wide setting, and the free messages signup shows (spec §2).
const SETTINGS_FIELDS = [
  'name', 'domain', 'domain_language', 'cdn_prefix', 'niche', 'signups', 'logged_out_search', 'logged_out_search_trafficsource',
  'geoip_country', 'geoip_selected_country', 'enable_site_entry_popup', 'minimum_message_costs', 'support_phone', 'support_email',
  'push_public_key', 'fictional_icon', 'fictional_warning', 'fictional_singular', 'fictional_plural', 'description', 'index_title', 'theme_color',
  'countries', 'visible_profile_fields', 'visible_profile_notes', 'message_credits', 'signup_credits', 'signup_free_messages', 'photo_credits', 'gift_credits',
  'message_length', 'search_fields', 'refund_days', 'member_resell', 'company_id', 'mail_name', 'interests', 'region_data',
];

describeWithServices('Site settings, health and API document over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('delivers every settings field of the spec', async () => {
    const { body } = await new HttpClient(site.url).json('GET', '/api/settings.php');
    expect(Object.keys(body).sort()).toEqual([...SETTINGS_FIELDS].sort());
  });

  it('configures each domain on its own: by the host asked for (through a proxy) or by forced_domain', async () => {
    const client = new HttpClient(site.url);
    const international = (await client.json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': 'localhost' })).body;
    const byHost = (await client.json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': 'nl.localhost' })).body;
    const forced = (await client.json('GET', '/api/settings.php?forced_domain=nl.localhost')).body;
    expect(byHost).toEqual(forced);
    expect(international).toMatchObject({ domain: 'localhost', domain_language: '', signups: 'all' });
    expect(byHost).toMatchObject({ domain: 'nl.localhost', domain_language: 'nl_NL', signups: 'with_trafficsource', logged_out_search: false });
  });

  describe("the visitor's country (geoip_country), from the address the site's trusted proxy forwards", () => {
    const BELGIAN_ADDRESS = '193.190.253.1';
    const AMERICAN_ADDRESS = '8.8.8.8';
    const GERMAN_ADDRESS = '85.214.132.117';
    const settingsFor = async (host: string, address?: string) =>
      (await new HttpClient(site.url).json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': host, ...(address && { 'x-forwarded-for': address }) })).body;

    it("names the country of the visitor's address, selected where the site serves it", async () => {
      expect(await settingsFor('nl.localhost', BELGIAN_ADDRESS)).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
      expect(await settingsFor('localhost', BELGIAN_ADDRESS)).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    });

    it("keeps the site's own country selected for a visitor from a country it does not serve", async () =>
      expect(await settingsFor('nl.localhost', AMERICAN_ADDRESS)).toMatchObject({ geoip_country: 'US', geoip_selected_country: 'NL' }));

    it("falls back on the site's own country for an address no data set places (here: loopback)", async () => {
      expect(await settingsFor('nl.localhost')).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' });
      expect(await settingsFor('localhost')).toMatchObject({ geoip_country: 'GB', geoip_selected_country: 'GB' });
    });

    it('gives a new member the country they signed up from', async () => {
      const client = new HttpClient(site.url);
      const signup = { email: uniqueEmail(), name: 'Lena', password: PASSWORD, date_of_birth: '1990-05-01', language: 'de' };
      expect((await client.json('POST', '/api/signup.php', signup, { 'x-forwarded-for': GERMAN_ADDRESS })).status).toBe(201);
      const { body } = await client.json<{ user: { profile: { country: string } } }>('GET', '/api/user.php');
      expect(body.user.profile.country).toBe('DE');
    });
  });

  it("names fictional profiles in each site's own language", async () => {
    const client = new HttpClient(site.url);
    expect((await client.json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': 'localhost' })).body).toMatchObject({
      fictional_singular: 'fictional profile',
      fictional_plural: 'fictional profiles',
    });
    expect((await client.json('GET', '/api/settings.php', undefined, { 'x-forwarded-host': 'nl.localhost' })).body).toMatchObject({
      fictional_singular: 'fictief profiel',
      fictional_plural: 'fictieve profielen',
    });
  });

  it('reports health after reaching the database', async () => {
    expect((await new HttpClient(site.url).json('GET', '/health')).body).toEqual({ status: 'ok' });
  });

  it('offers no web-push key in production without VAPID keys', async () => {
    expect((await new HttpClient(site.url).json('GET', '/api/settings.php')).body.push_public_key).toBe('');
  });

  it('refuses every mail-provider event while no MAIL_WEBHOOK_SECRET is configured, whatever the caller presents', async () => {
    for (const authorization of ['Bearer ', 'Bearer undefined', 'Bearer anything at all']) {
      const response = await new HttpClient(site.url).json('POST', '/api/mail-events.php', { email: 'a@example.com', event: 'bounce' }, { authorization });
      expect(response).toEqual({ status: 403, body: { statusCode: 403, code: 'MAIL_EVENTS.UNAUTHORIZED' } });
    }
  });

  it('answers an unknown API path with 404 and a code', async () => {
    expect(await new HttpClient(site.url).json('GET', '/api/nothing-here.php')).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'GENERIC.NOT_FOUND' },
    });
  });
});
