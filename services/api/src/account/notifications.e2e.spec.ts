import { createECDH, randomBytes } from 'node:crypto';
import { notificationSettingsStreamId } from '@dating/domain';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { signUpMember, uniqueEmail } from './account.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const WEBHOOK_SECRET = randomBytes(24).toString('base64url');
const vapid = createECDH('prime256v1');
vapid.generateKeys();
const VAPID_PUBLIC_KEY = vapid.getPublicKey('base64url', 'uncompressed');

const subscription = {
  endpoint: 'https://push.example.net/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

type Notifications = { preferences: Record<string, boolean>; disabled: string[] };
type User = { user: { notifications_disabled: string[]; invisible: boolean } };

describeWithServices('Notifications, mail-provider events and push subscriptions over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: vapid.getPrivateKey('base64url') });
  });
  afterAll(() => site?.stop());

  const mailEvent = (body: unknown, secret = WEBHOOK_SECRET) =>
    new HttpClient(site.url).json('POST', '/api/mail-events.php', body, { authorization: `Bearer ${secret}` });

  describe('notification preferences', () => {
    it("a new member's marketing mails are off and service mails on", async () => {
      const { client } = await signUpMember(site);
      const initial = await client.json<Notifications>('GET', '/api/notifications.php');
      expect(initial.body).toEqual({
        preferences: {
          new_conversations: true,
          new_messages: true,
          like: true,
          unread_message_reminders: true,
          promotions: false,
          weekly_updates: false,
          news: false,
          reminders: true,
        },
        disabled: [],
      });
    });

    it('opting in to news is kept', async () => {
      const member = await signUpMember(site);
      const initial = await member.client.json<Notifications>('GET', '/api/notifications.php');

      const saved = await member.client.json<Notifications>('PUT', '/api/notifications.php', { preferences: { news: true, new_messages: false } });
      expect(saved.status).toBe(200);
      expect(saved.body.preferences).toEqual({ ...initial.body.preferences, news: true, new_messages: false });
      // The opt-in is a fact in the member's log, not a default: it holds whatever the defaults become.
      const recorded = await site.infrastructure.eventStore.readStream(notificationSettingsStreamId(member.id));
      expect(recorded.map(({ type, data }) => ({ type, data }))).toEqual([
        { type: 'NotificationPreferencesChanged', data: { memberId: member.id, preferences: { news: true, new_messages: false } } },
      ]);

      const later = await member.client.json<Notifications>('PUT', '/api/notifications.php', { preferences: { like: false } });
      expect(later.body.preferences).toMatchObject({ news: true, promotions: false, weekly_updates: false, like: false });
      expect((await member.client.json('GET', '/api/notifications.php')).body).toEqual(later.body);
    });

    it('refuses a preference the site does not know with its own code, a value that is not a boolean, and a visitor', async () => {
      const { client } = await signUpMember(site);
      expect(await client.json('PUT', '/api/notifications.php', { preferences: { newsletter_from_mars: false } })).toMatchObject({
        status: 400,
        body: { code: 'NOTIFICATIONS.PREFERENCE_UNKNOWN', fields: { 'preferences.newsletter_from_mars': 'NOTIFICATIONS.PREFERENCE_UNKNOWN' } },
      });
      expect(await client.json('PUT', '/api/notifications.php', { preferences: { news: 'no' } })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect((await client.json<Notifications>('GET', '/api/notifications.php')).body.preferences.news).toBe(false);
      expect((await new HttpClient(site.url).json('GET', '/api/notifications.php')).status).toBe(403);
    });
  });

  describe('mail-provider events', () => {
    it('refuses a call without the shared secret or with a wrong one, and stops nothing', async () => {
      const member = await signUpMember(site);
      const unsigned = await new HttpClient(site.url).json('POST', '/api/mail-events.php', { email: member.email, event: 'bounce' });
      expect(unsigned).toEqual({ status: 403, body: { statusCode: 403, code: 'MAIL_EVENTS.UNAUTHORIZED' } });
      expect(await mailEvent({ email: member.email, event: 'bounce' }, `${WEBHOOK_SECRET}x`)).toMatchObject({ status: 403 });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.notifications_disabled).toEqual([]);
    });

    it('stops mail after a bounce and a complaint, shows why, and mails again once the member says the address works', async () => {
      const member = await signUpMember(site);
      expect(await mailEvent({ email: member.email.toUpperCase(), event: 'bounce' })).toEqual({ status: 202, body: { ok: true } });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.notifications_disabled).toEqual(['bounce']);
      await mailEvent({ email: member.email, event: 'complaint' });
      expect((await member.client.json<Notifications>('GET', '/api/notifications.php')).body.disabled).toEqual(['bounce', 'fbl']);

      const enabled = await member.client.json<Notifications>('PUT', '/api/notifications.php', { enable_mail: true });
      expect(enabled.body.disabled).toEqual([]);
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.notifications_disabled).toEqual([]);
    });

    it('records an unsubscribe as listunsubscribe', async () => {
      const member = await signUpMember(site);
      await mailEvent({ email: member.email, event: 'unsubscribe' });
      expect((await member.client.json<User>('GET', '/api/user.php')).body.user.notifications_disabled).toEqual(['listunsubscribe']);
    });

    it('answers an address without an account the same way, and refuses an event it does not know', async () => {
      expect(await mailEvent({ email: uniqueEmail('nobody'), event: 'complaint' })).toEqual({ status: 202, body: { ok: true } });
      expect(await mailEvent({ email: uniqueEmail(), event: 'opened' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    });
  });

  describe('push subscriptions', () => {
    it('hands browsers the configured VAPID public key in the site settings', async () => {
      expect((await new HttpClient(site.url).json('GET', '/api/settings.php')).body.push_public_key).toBe(VAPID_PUBLIC_KEY);
    });

    it('saves the subscription of POST /api/user.php?push=1 as validated, while the same URL without the flag still logs in', async () => {
      const member = await signUpMember(site);
      const saved = await member.client.json('POST', '/api/user.php?push=1', { subscription: { ...subscription, extra: 'dropped' } });
      expect(saved).toEqual({ status: 200, body: { ok: true } });
      const recorded = await site.infrastructure.eventStore.readStream(notificationSettingsStreamId(member.id));
      const event = recorded.find((candidate) => candidate.type === 'PushSubscriptionSaved');
      expect(JSON.parse((event!.data as { subscription: string }).subscription)).toEqual(subscription);

      const login = await new HttpClient(site.url).json('POST', '/api/user.php', { email: member.email, password: 'a good long passphrase' });
      expect(login.status).toBe(200);
    });

    it.each([
      ['an endpoint that is not a URL', { ...subscription, endpoint: 'not a url' }],
      ['missing keys', { endpoint: subscription.endpoint }],
      ['an empty auth key', { ...subscription, keys: { ...subscription.keys, auth: '' } }],
      ['a key that is not base64url', { ...subscription, keys: { ...subscription.keys, p256dh: `${'A'.repeat(80)}<script>` } }],
      // Once pushes are sent the server fetches the endpoint: anything but a public https push service would be request forgery.
      ['a plain http endpoint', { ...subscription, endpoint: 'http://push.example.net/send/abc123' }],
      ['an IPv4 literal', { ...subscription, endpoint: 'https://169.254.169.254/latest/meta-data' }],
      ['an IPv6 literal', { ...subscription, endpoint: 'https://[::1]/send' }],
      ['localhost', { ...subscription, endpoint: 'https://localhost/send' }],
      ['an internal name', { ...subscription, endpoint: 'https://redis.internal/send' }],
      ['a single-label host', { ...subscription, endpoint: 'https://postgres/send' }],
      ['another port', { ...subscription, endpoint: 'https://push.example.net:6379/send' }],
      ['credentials in the URL', { ...subscription, endpoint: 'https://user:pass@push.example.net/send' }],
    ])('refuses a subscription with %s', async (_label, invalid) => {
      const member = await signUpMember(site);
      expect(await member.client.json('POST', '/api/user.php?push=1', { subscription: invalid })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION.INVALID_BODY' },
      });
    });

    it('refuses a visitor without a session', async () => {
      expect(await new HttpClient(site.url).json('POST', '/api/user.php?push=1', { subscription })).toMatchObject({
        status: 403,
        body: { code: 'AUTH.AUTHENTICATION_REQUIRED' },
      });
    });
  });

  it('shows invisible mode in the user', async () => {
    const { client } = await signUpMember(site);
    expect((await client.json<User>('GET', '/api/user.php')).body.user.invisible).toBe(false);
    await client.json('PUT', '/api/invisible.php', { invisible: true });
    expect((await client.json<User>('GET', '/api/user.php')).body.user.invisible).toBe(true);
  });
});
