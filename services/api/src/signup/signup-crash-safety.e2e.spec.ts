import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ABANDONED_CLAIM_MINUTES, emailClaimStreamId, registrationStreamId, type EventStore } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD, uniqueEmail } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const signupBody = (email: string) => ({ email, name: 'Stijn', password: PASSWORD, date_of_birth: '1991-02-03', language: 'nl' });

describeWithServices('Signup after a failure or a crash at any step', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());
  afterEach(() => jest.restoreAllMocks());

  const signUp = (email: string) => new HttpClient(site.url).json<{ user?: { id: string }; code?: string }>('POST', '/api/signup.php', signupBody(email));
  const logIn = (email: string) => new HttpClient(site.url).json<{ user?: { id: string }; code?: string }>('POST', '/api/user.php', { email, password: PASSWORD });
  const passwordHashes = async () => Number((await site.infrastructure.sql.query<{ count: string }>('select count(*) from credentials')).rows[0]!.count);

  /** The next append to a stream that `matches` fails, as a lost connection would make it. */
  const failNextAppendTo = (matches: (streamId: string) => boolean) => {
    const store: EventStore = site.infrastructure.eventStore;
    const append = store.append.bind(store);
    let failed = false;
    jest.spyOn(store, 'append').mockImplementation(async (streamId, events, expected) => {
      if (!failed && matches(streamId)) {
        failed = true;
        throw new Error(`injected failure appending to ${streamId}`);
      }
      return append(streamId, events, expected);
    });
  };
  const isRegistration = (streamId: string) => /^member-[0-9a-f-]{36}$/.test(streamId);

  it.each([
    ['after the password hash is stored (claiming the address fails)', (streamId: string) => streamId.startsWith('email-claim-')],
    ['after the address is claimed (recording the member fails)', isRegistration],
  ])('lets the address sign up again at once when signup fails %s, and keeps no stray password hash', async (_, failingStream) => {
    const email = uniqueEmail('retry');
    const hashesBefore = await passwordHashes();
    failNextAppendTo(failingStream);
    expect((await signUp(email)).status).toBe(500);
    expect(await passwordHashes()).toBe(hashesBefore);

    const retried = await signUp(email);
    expect(retried.status).toBe(201);
    expect((await logIn(email)).body.user?.id).toBe(retried.body.user!.id);
    expect(await passwordHashes()).toBe(hashesBefore + 1);
  });

  it('keeps the account when only opening the first session fails: the signup sent again, like a login, opens it', async () => {
    const email = uniqueEmail('session');
    const sessions = site.infrastructure.sessions;
    const open = sessions.open.bind(sessions);
    jest.spyOn(sessions, 'open').mockImplementationOnce(() => Promise.reject(new Error('injected failure opening the session'))).mockImplementation(open);
    expect((await signUp(email)).status).toBe(500);

    const again = await signUp(email);
    expect(again.status).toBe(201);
    expect((await logIn(email)).body.user?.id).toBe(again.body.user!.id);
  });

  it('finishes at once, as one member, a signup sent again while its first run stands between claiming the address and recording the member (a process frozen or killed there)', async () => {
    const email = uniqueEmail('frozen');
    const hashesBefore = await passwordHashes();
    const store: EventStore = site.infrastructure.eventStore;
    const append = store.append.bind(store);
    let reached!: () => void;
    const claimed = new Promise<void>((resolve) => (reached = resolve));
    let thaw!: () => void;
    const thawed = new Promise<void>((resolve) => (thaw = resolve));
    let frozen = false;
    jest.spyOn(store, 'append').mockImplementation(async (streamId, events, expected) => {
      if (!frozen && isRegistration(streamId)) {
        frozen = true;
        reached();
        await thawed;
      }
      return append(streamId, events, expected);
    });
    const first = signUp(email);
    await claimed;

    const again = await signUp(email);
    expect(again.status).toBe(201);
    expect((await logIn(email)).body.user?.id).toBe(again.body.user!.id);
    // Another password is not the same signup: the address stays taken for it.
    expect((await new HttpClient(site.url).json<{ code?: string }>('POST', '/api/signup.php', { ...signupBody(email), password: `${PASSWORD}-other` })).body.code).toBe('SIGNUP.EMAIL_TAKEN');

    thaw();
    const woken = await first;
    expect(woken.status).toBe(201);
    expect(woken.body.user!.id).toBe(again.body.user!.id);
    expect((await logIn(email)).body.user?.id).toBe(again.body.user!.id);
    expect(await passwordHashes()).toBe(hashesBefore + 1);
  });

  it('takes over an address claimed by a signup that crashed before recording its member, once no signup can still be running', async () => {
    const email = uniqueEmail('crash');
    const crashedMemberId = randomUUID();
    const claimStream = emailClaimStreamId(emailDigest(email, site.infrastructure.appSecret));
    await site.infrastructure.eventStore.append(
      claimStream,
      [{ id: randomUUID(), type: 'EmailClaimed', data: { memberId: crashedMemberId, claimedAt: site.clock.now().toISOString() }, metadata: {} }],
      'no_stream',
    );
    expect((await signUp(email)).body.code).toBe('SIGNUP.EMAIL_TAKEN');

    site.clock.setOffset(ABANDONED_CLAIM_MINUTES * 60_000);
    try {
      const taken = await signUp(email);
      expect(taken.status).toBe(201);
      expect((await logIn(email)).body.user?.id).toBe(taken.body.user!.id);
      expect(await site.infrastructure.eventStore.readStream(registrationStreamId(crashedMemberId))).toEqual([]);
    } finally {
      site.clock.reset();
    }
  });
});
