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
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
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

    const savedEndpoints = async (memberId: string) =>
      (await site.infrastructure.eventStore.readStream(notificationSettingsStreamId(memberId)))
        .filter((event) => event.type === 'PushSubscriptionSaved')
        .map((event) => JSON.parse((event.data as { subscription: string }).subscription).endpoint);

    it.each([
      ['missing keys', { endpoint: subscription.endpoint }],
      ['an empty auth key', { ...subscription, keys: { ...subscription.keys, auth: '' } }],
      ['a key that is not base64url', { ...subscription, keys: { ...subscription.keys, p256dh: `${'A'.repeat(80)}<script>` } }],
    ])('refuses a subscription with %s as an invalid body', async (_label, invalid) => {
      const member = await signUpMember(site);
      expect(await member.client.json('POST', '/api/user.php?push=1', { subscription: invalid })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION.INVALID_BODY' },
      });
    });

    // Once pushes are sent the server fetches the endpoint: anything but a push service browsers use would be request forgery.
    it.each([
      ['not a URL', 'not a url'],
      ['localhost with a trailing dot', 'https://localhost./send'],
      ["a cloud's metadata service with a trailing dot", 'https://metadata.google.internal./computeMetadata/v1/'],
      ['a public name that resolves to loopback', 'https://127.0.0.1.nip.io/send'],
      ['any other public host', 'https://push.example.net/send/abc123'],
      ["a push service's name inside another domain", 'https://fcm.googleapis.com.evil.example/fcm/send/abc123'],
      ['a name merely ending like a push service', 'https://evilpush.apple.com/send'],
      ['an IPv4 literal', 'https://169.254.169.254/latest/meta-data'],
      ['an IPv6 literal', 'https://[::1]/send'],
      ['credentials in the URL', 'https://user:pass@fcm.googleapis.com/fcm/send/abc123'],
      ['a user name in the URL', 'https://attacker@fcm.googleapis.com/fcm/send/abc123'],
      ['plain http', 'http://fcm.googleapis.com/fcm/send/abc123'],
      ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc123'],
    ])('refuses an endpoint that is %s, saying it is no push service', async (_label, endpoint) => {
      const member = await signUpMember(site);
      expect(await member.client.json('POST', '/api/user.php?push=1', { subscription: { ...subscription, endpoint } })).toMatchObject({
        status: 400,
        body: { code: 'NOTIFICATIONS.PUSH_SERVICE_UNKNOWN', fields: { 'subscription.endpoint': 'NOTIFICATIONS.PUSH_SERVICE_UNKNOWN' } },
      });
      expect(await savedEndpoints(member.id)).toEqual([]);
    });

    it.each([
      ['Chrome', 'https://FCM.GoogleAPIs.com./fcm/send/abc123', 'https://fcm.googleapis.com/fcm/send/abc123'],
      ['Firefox', 'https://updates.push.services.mozilla.com:443/wpush/v2/gAAAA', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA'],
      ['Edge', 'https://wns2-par02p.notify.windows.com./w/?token=BQYAAAB', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB'],
      ['Safari', 'https://Web.Push.Apple.com:443/QGuQyavXutnMH', 'https://web.push.apple.com/QGuQyavXutnMH'],
    ])("accepts %s's push service in any spelling of its host and keeps it normalised", async (_browser, endpoint, normalised) => {
      const member = await signUpMember(site);
      expect(await member.client.json('POST', '/api/user.php?push=1', { subscription: { ...subscription, endpoint } })).toEqual({ status: 200, body: { ok: true } });
      expect(await savedEndpoints(member.id)).toEqual([normalised]);
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
