import { accountDecider, accountStreamId, notificationSettingsStreamId, type NotificationPreference } from '@dating/domain';
import { createLinkToken, createUnsubscribeToken, EventSourcedRepository, LINK_PURPOSES } from '@dating/platform';
import { requestDeletionOnLog, signUpMember } from '../account/account.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

type Notifications = { preferences: Record<NotificationPreference, boolean> };
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const DAY_MS = 86_400_000;

describeWithServices('Unsubscribe links of notification mails over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  const tokenFor = (memberId: string, preference: NotificationPreference) => createUnsubscribeToken({ memberId, preference }, site.infrastructure.appSecret);
  const linkPath = (token: string) => `/api/unsubscribe.php?token=${encodeURIComponent(token)}`;
  /** Nobody's session: a mail provider's server, a mail program, or the page opened from the mail while logged out. */
  const anonymous = () => new HttpClient(site.url);
  const recordedChanges = async (memberId: string) =>
    (await site.infrastructure.eventStore.readStream(notificationSettingsStreamId(memberId))).filter((event) => event.type === 'NotificationPreferencesChanged');

  it('says which mails the link stops without changing anything, however often it is opened', async () => {
    const member = await signUpMember(site);
    const path = linkPath(tokenFor(member.id, 'new_messages'));

    for (let opened = 0; opened < 2; opened += 1) {
      expect(await anonymous().json('GET', path)).toEqual({ status: 200, body: { preference: 'new_messages', alreadyOff: false } });
    }
    expect(await recordedChanges(member.id)).toEqual([]);
  });

  it("turns off exactly the link's preference on a mail provider's one-click POST, once however often it comes", async () => {
    const member = await signUpMember(site);
    const before = await member.client.json<Notifications>('GET', '/api/notifications.php');
    const path = linkPath(tokenFor(member.id, 'like'));

    expect(await anonymous().json('POST', path, ONE_CLICK_BODY, FORM)).toEqual({ status: 200, body: { preference: 'like' } });
    expect(await anonymous().json('POST', path, ONE_CLICK_BODY, FORM)).toEqual({ status: 200, body: { preference: 'like' } });

    expect((await member.client.json<Notifications>('GET', '/api/notifications.php')).body.preferences).toEqual({ ...before.body.preferences, like: false });
    expect((await recordedChanges(member.id)).map(({ data }) => data)).toEqual([{ memberId: member.id, preferences: { like: false } }]);
    expect(await anonymous().json('GET', path)).toEqual({ status: 200, body: { preference: 'like', alreadyOff: true } });
  });

  it("takes the POST from another site's page or mail program, which the HMAC token authorises, not a cookie", async () => {
    const member = await signUpMember(site);
    const crossSite = { ...FORM, origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' };

    expect(await anonymous().json('POST', linkPath(tokenFor(member.id, 'new_conversations')), ONE_CLICK_BODY, crossSite)).toEqual({
      status: 200,
      body: { preference: 'new_conversations' },
    });
    // RFC 8058 allows the one-click body as multipart/form-data too.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect(await anonymous().json('POST', linkPath(tokenFor(member.id, 'new_messages')), multipart, { 'sec-fetch-site': 'cross-site' })).toEqual({
      status: 200,
      body: { preference: 'new_messages' },
    });
    // Every other state-changing endpoint still refuses a request from another site.
    expect((await member.client.json('PUT', '/api/notifications.php', { preferences: { news: true } }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it("takes the site's own page's POST with an empty JSON body or none", async () => {
    const member = await signUpMember(site);

    expect(await anonymous().json('POST', linkPath(tokenFor(member.id, 'unread_message_reminders')), {})).toMatchObject({ status: 200 });
    expect(await anonymous().json('POST', linkPath(tokenFor(member.id, 'reminders')))).toMatchObject({ status: 200 });
    const { preferences } = (await member.client.json<Notifications>('GET', '/api/notifications.php')).body;
    expect(preferences).toMatchObject({ unread_message_reminders: false, reminders: false, new_messages: true });
  });

  describe('when the link is not one of ours', () => {
    let memberId: string;
    let genuine: string;
    beforeAll(async () => {
      memberId = (await signUpMember(site)).id;
      genuine = tokenFor(memberId, 'new_messages');
    });

    it.each([
      ['forged (one character of its MAC changed)', () => `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`],
      ['signed with another secret', () => createUnsubscribeToken({ memberId, preference: 'new_messages' }, 'not-the-site-secret')],
      ['made for another purpose (an activation link)', () => createLinkToken(LINK_PURPOSES.ACTIVATION, { subjectId: memberId, tokenId: 'new_messages' }, site.infrastructure.appSecret)],
      ['malformed', () => 'not a token at all'],
    ])('refuses one %s with UNSUBSCRIBE.LINK_INVALID and changes nothing', async (_label, token) => {
      const refused = { status: 400, body: { statusCode: 400, code: 'UNSUBSCRIBE.LINK_INVALID' } };
      expect(await anonymous().json('GET', linkPath(token()))).toEqual(refused);
      expect(await anonymous().json('POST', linkPath(token()), ONE_CLICK_BODY, FORM)).toEqual(refused);
      expect(await recordedChanges(memberId)).toEqual([]);
    });

    it('refuses a link without a token the same way', async () => {
      expect(await anonymous().json('POST', '/api/unsubscribe.php', ONE_CLICK_BODY, FORM)).toMatchObject({ status: 400, body: { code: 'UNSUBSCRIBE.LINK_INVALID' } });
    });
  });

  it('answers 410 UNSUBSCRIBE.MEMBER_GONE for the link of a member erased since, and records nothing for them', async () => {
    const member = await signUpMember(site);
    await requestDeletionOnLog(site, member.id);
    await new EventSourcedRepository(site.infrastructure.eventStore).execute(accountDecider, accountStreamId(member.id), {
      type: 'EraseAccount',
      data: { memberId: member.id },
      metadata: { now: new Date(Date.now() + 15 * DAY_MS).toISOString() },
    });
    const path = linkPath(tokenFor(member.id, 'new_messages'));

    const gone = { status: 410, body: { statusCode: 410, code: 'UNSUBSCRIBE.MEMBER_GONE' } };
    expect(await anonymous().json('GET', path)).toEqual(gone);
    expect(await anonymous().json('POST', path, ONE_CLICK_BODY, FORM)).toEqual(gone);
    expect(await recordedChanges(member.id)).toEqual([]);
  });
});
