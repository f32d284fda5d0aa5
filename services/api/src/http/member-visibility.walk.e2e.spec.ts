import { randomBytes } from 'node:crypto';
import { deleteAccount } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { confirmedMember, unconfirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { queryParametersOf, servedOperations } from '../testing/served-operations.js';
import { buyCredits, PASSWORD } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;


const utrecht = { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };
/** A name no other member has, so any answer that holds it shows this member. */
const uniqueName = () => `Zoe${randomBytes(6).toString('hex').replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

/**
 * Every read of the OpenAPI document, asked by a member who may not see the owner, with each id it takes set to the
 * owner's: none may answer with the owner's name or id. The owner first likes and writes to the viewer, so the
 * likes, chats and live views have them to leak.
 */
describeWithServices('No read shows a member to someone the visibility rule hides them from (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let reads: { path: string; idParameters: string[] }[];
  let staffReads: string[];

  beforeAll(async () => {
    site = await startTestSite({ API_DOCS: '1' });
    const gets = (await servedOperations(site.url)).filter(({ method }) => method === 'GET');
    reads = gets
      .filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/staff/') && !path.startsWith('/api/docs'))
      .map(({ path, operation }) => ({
        path,
        idParameters: queryParametersOf(operation)
          .filter((parameter) => /(^|_)id$/.test(parameter.name))
          .map((parameter) => parameter.name),
      }));
    staffReads = gets.filter(({ path }) => path.startsWith('/api/staff/')).map(({ path }) => path);
  }, 60_000);
  afterAll(() => site?.stop());

  /** An owner who liked and wrote to the viewer, then became hidden from them by `hide`. */
  const ownerHiddenBy = async (hide: (owner: TestMember, viewer: TestMember) => Promise<void>) => {
    const ownerName = uniqueName();
    const [owner, viewer] = await Promise.all([confirmedMember(site, ownerName, utrecht), confirmedMember(site, uniqueName(), utrecht)]);
    await buyCredits(site, owner.id, 100);
    expect((await owner.client.json('POST', '/api/like.php', { member_id: viewer.id })).status).toBeLessThan(300);
    expect((await owner.client.json('POST', '/api/message.php', { member_id: viewer.id, message_id: crypto.randomUUID(), text: 'hello' })).status).toBe(201);
    await hide(owner, viewer);
    return { owner: { id: owner.id, name: ownerName }, viewer };
  };

  /** The reads whose answer names the owner, as "path: status". */
  const leaks = async (viewer: HttpClient, owner: { id: string; name: string }): Promise<string[]> => {
    const found: string[] = [];
    // Each id parameter on its own (messages.php takes a conversation or a member), and none.
    const asks = reads.flatMap(({ path, idParameters }) => [path, ...idParameters.map((name) => `${path}?${name}=${owner.id}`)]);
    for (const ask of asks) {
      const response = await viewer.request('GET', ask);
      // An event stream stays open: what it carries is the live test's; here only that it opens or not.
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      if (response.status < 300 && (text.includes(owner.name) || text.includes(owner.id))) found.push(`${ask}: ${response.status}`);
    }
    return found;
  };

  it('walks more than a handful of reads, member cards among them', () => {
    expect(reads.length).toBeGreaterThan(30);
    expect(reads.map((read) => read.path)).toEqual(expect.arrayContaining(['/api/profile.php', '/api/messages.php', '/api/chats.php', '/api/likes.php', '/api/search.php']));
  });

  it('shows a member who blocked the viewer nowhere', async () => {
    const { owner, viewer } = await ownerHiddenBy(async (owner, viewer) => {
      expect((await owner.client.json('POST', '/api/block.php', { member_id: viewer.id })).status).toBeLessThan(300);
    });
    expect(await leaks(viewer.client, owner)).toEqual([]);
  });

  it('shows an invisible member nowhere to a member they never wrote to', async () => {
    const name = uniqueName();
    const [owner, stranger] = await Promise.all([confirmedMember(site, name, utrecht), confirmedMember(site, uniqueName(), utrecht)]);
    expect((await owner.client.json('PUT', '/api/invisible.php', { invisible: true })).status).toBe(200);
    expect(await leaks(stranger.client, { id: owner.id, name })).toEqual([]);
  });

  it('shows an unconfirmed member nowhere', async () => {
    const name = uniqueName();
    const [owner, stranger] = await Promise.all([unconfirmedMember(site, name, utrecht), confirmedMember(site, uniqueName(), utrecht)]);
    expect(await leaks(stranger.client, { id: owner.id, name })).toEqual([]);
  });

  it('shows a member waiting for deletion nowhere, not even to the member they wrote to', async () => {
    const { owner, viewer } = await ownerHiddenBy(async (owner) => {
      expect((await deleteAccount(owner.client, { password: PASSWORD, reasons: ['privacy'] })).status).toBe(200);
    });
    expect(await leaks(viewer.client, owner)).toEqual([]);
  });

  it('keeps every staff read shut to members', async () => {
    const member = await confirmedMember(site, uniqueName(), utrecht);
    const opened: string[] = [];
    for (const path of staffReads) {
      const response = await member.client.request('GET', path);
      await response.arrayBuffer();
      if (response.status < 400) opened.push(`${path}: ${response.status}`);
    }
    expect(staffReads.length).toBeGreaterThan(2);
    expect(opened).toEqual([]);
  });
});
