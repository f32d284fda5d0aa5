import { randomUUID } from 'node:crypto';
import { accountDecider, accountStreamId, type SendMessageResult } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { HttpClient } from '../testing/http-client.js';
import { LiveClient } from '../testing/live-client.js';
import { buyCredits } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const SESSION_COOKIE = 'auth.session';
const profile = { details: { gender: 'male', sexuality: 'gay' }, location: { country: 'SE', region: 'Stockholm', city: 'Stockholm' } };

/** The same member's session on another instance of the site, as a load balancer would route their next request. */
const on = (instance: ApiProcess, member: TestMember): TestMember => {
  const client = new HttpClient(instance.url);
  client.setCookie(SESSION_COOKIE, member.client.cookie(SESSION_COOKIE)!);
  return { id: member.id, client };
};

describeWithServices('Live events across API processes (PostgreSQL, Redis pub/sub)', () => {
  let site: TestSite;
  let second: ApiProcess;

  beforeAll(async () => {
    site = await startTestSite();
    // Only the api role: the live publisher and the projections run in the first process, so the second hears through Redis.
    second = await startApiProcess(site.infrastructure);
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
    await site?.stop();
  });

  it('brings a message sent through one process to a member whose page is connected to the other, both ways', async () => {
    const [anders, bosse] = await Promise.all([confirmedMember(site, 'Anders', profile), confirmedMember(site, 'Bosse', profile)]);
    await Promise.all([anders, bosse].map((member) => buyCredits(site, member.id, 100)));

    const bossesPageOnSecond = await LiveClient.open(on(second, bosse).client);
    const andersPageOnFirst = await LiveClient.open(anders.client);
    for (const [from, to, page] of [
      [anders, bosse, bossesPageOnSecond],
      [on(second, bosse), anders, andersPageOnFirst],
    ] as const) {
      const sent = await from.client.json<SendMessageResult>('POST', '/api/message.php', { member_id: to.id, message_id: randomUUID(), text: `hej ${to.id}` });
      expect(sent.status).toBe(201);
      const messageId = sent.body.message.id;
      // No timing bound here (the chat benchmark measures the latency); the stream, not a reload, brings it.
      await page.next((event) => event.type === 'message' && event.message.id === messageId && !event.message.from_me);
    }
    bossesPageOnSecond.close();
    andersPageOnFirst.close();
  });

  it('ends the open streams of a member who is banned, on every process, and lets none open again', async () => {
    const cecilia = await confirmedMember(site, 'Cecilia', profile);
    const pages = await Promise.all([LiveClient.open(cecilia.client), LiveClient.open(on(second, cecilia).client)]);
    await new EventSourcedRepository(site.infrastructure.eventStore).execute(accountDecider, accountStreamId(cecilia.id), {
      type: 'BanMember',
      data: { memberId: cecilia.id, bannedBy: randomUUID(), reportId: null, reason: 'scam' },
      metadata: { now: new Date().toISOString() },
    });

    await Promise.all(pages.map((page) => page.ended()));
    expect((await cecilia.client.request('GET', '/api/events.php')).status).toBe(403);
    // Shorter than the streams' heartbeat (25 s), which would also find the session gone: only the ban itself ends them in time.
  }, 20_000);
});
