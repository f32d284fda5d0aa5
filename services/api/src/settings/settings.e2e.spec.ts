import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

// Spec §3, every site-wide setting, and the free messages signup shows (spec §2).
const SETTINGS_FIELDS = [
  'name', 'domain', 'domain_language', 'cdn_prefix', 'niche', 'signups', 'logged_out_search', 'logged_out_search_trafficsource',
  'geoip_country', 'geoip_selected_country', 'enable_site_entry_popup', 'minimum_message_costs', 'support_phone', 'support_email',
  'push_public_key', 'fictional_icon', 'fictional_warning', 'fictional_singular', 'fictional_plural', 'description', 'index_title',
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
