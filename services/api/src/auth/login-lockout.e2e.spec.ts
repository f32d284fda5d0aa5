import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { START_CHECKPOINT, type RecordedEvent } from '@dating/domain';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD as password, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const MINUTE_MS = 60_000;
/** Until the workers have done it (the test's own timeout bounds the wait). */
const waitFor = async (done: () => boolean) => {
  while (!done()) await sleep(100);
};

describeWithServices('Login lockout over HTTP', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());
  afterEach(() => site.clock.reset());

  const signUp = async () => (await signUpMember(site)).email;
  // The site trusts X-Forwarded-For from loopback (its reverse proxy), which lets one test speak from many addresses.
  const logInFrom = (ip: string, email: string, tried: string) =>
    new HttpClient(site.url).json('POST', '/api/user.php', { email, password: tried }, { 'x-forwarded-for': ip });
  const failFiveTimes = async (ip: string, email: string) => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await logInFrom(ip, email, 'not the password')).status).toBe(401);
  };
  /** The attack notices recorded for a member: the log decides the mails, one per notice. */
  const attackNotices = async (memberId: string) => {
    const notices: RecordedEvent[] = [];
    let from = START_CHECKPOINT;
    for (;;) {
      const batch = await site.infrastructure.eventStore.readAll(from, 500);
      if (!batch.length) return notices;
      notices.push(...batch.filter((event) => event.type === 'LoginAttackNoticed' && (event.data as { memberId: string }).memberId === memberId));
      from = batch.at(-1)!.checkpoint;
    }
  };
  const lockedOut = (minutes: number) => ({ status: 429, body: { statusCode: 429, code: 'AUTH.LOCKED_OUT', params: { minutes } } });

  it('locks an address out of an account for 15 minutes after five wrong passwords, while another address can still log in', async () => {
    const email = await signUp();
    await failFiveTimes('198.51.100.1', email);
    expect(await logInFrom('198.51.100.1', email, 'not the password')).toEqual(lockedOut(15));
    expect((await logInFrom('198.51.100.2', email, password)).status).toBe(200);
  });

  it('refuses even the right password while the address is locked out', async () => {
    const email = await signUp();
    await failFiveTimes('198.51.100.3', email);
    expect(await logInFrom('198.51.100.3', email, password)).toEqual(lockedOut(15));
  });

  it('ends the lock 15 minutes after the last failure, counting the minutes down meanwhile', async () => {
    const email = await signUp();
    await failFiveTimes('198.51.100.4', email);
    site.clock.setOffset(14 * MINUTE_MS);
    expect(await logInFrom('198.51.100.4', email, password)).toEqual(lockedOut(1));
    site.clock.setOffset(15 * MINUTE_MS + 1_000);
    expect((await logInFrom('198.51.100.4', email, password)).status).toBe(200);
  });

  it('throttles an unknown e-mail address exactly like an account, so the lockout does not reveal which addresses exist', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    await failFiveTimes('198.51.100.5', unknown);
    expect(await logInFrom('198.51.100.5', unknown, password)).toEqual(lockedOut(15));
  });

  it("forgets an address's failures once it logs in successfully", async () => {
    const email = await signUp();
    for (let attempt = 0; attempt < 4; attempt++) await logInFrom('198.51.100.6', email, 'not the password');
    expect((await logInFrom('198.51.100.6', email, password)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect((await logInFrom('198.51.100.6', email, 'not the password')).status).toBe(401);
    expect((await logInFrom('198.51.100.6', email, password)).status).toBe(200);
  });

  it('lets four simultaneous logins of one member through from one address (fewer than a lockout takes), without deadlocking', async () => {
    const email = await signUp();
    const answers = await Promise.all(Array.from({ length: 4 }, () => logInFrom('198.51.100.9', email, password)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(200));
  });

  /** Five wrong passwords from each of `sources` addresses at once: an attack from many places. */
  const attack = (email: string, sources: readonly string[]) =>
    Promise.all(sources.flatMap((ip) => Array.from({ length: 5 }, (_, guess) => logInFrom(ip, email, `wrong guess ${guess} from ${ip}`))));
  const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`);

  it('locks out every address an attack comes from, while the owner logs in with the right password from an address that has not failed', async () => {
    const email = await signUp();
    const attackers = addresses('203.0.113', 21);

    const answers = await attack(email, attackers);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(50);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);

    for (const ip of attackers) expect(await logInFrom(ip, email, password)).toMatchObject({ status: 429, body: { code: 'AUTH.LOCKED_OUT' } });
    expect((await logInFrom('192.0.2.10', email, password)).status).toBe(200);
  });

  it('gives an address that failed once no more guesses while the account is under attack, until the attack has waned', async () => {
    const email = await signUp();
    await attack(email, addresses('203.0.114', 11));
    expect((await logInFrom('192.0.2.11', email, 'a first wrong guess')).status).toBe(401);

    const locked = await logInFrom('192.0.2.11', email, password);
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH.LOCKED_OUT' } });
    expect((locked.body as { params: { minutes: number } }).params.minutes).toBeGreaterThan(55);
    site.clock.setOffset(60 * MINUTE_MS + 1_000);
    expect((await logInFrom('192.0.2.11', email, password)).status).toBe(200);
  });

  it('slows down an address that fails on many accounts, each of them once', async () => {
    const tryAccount = () => logInFrom('198.51.100.30', `nobody-${randomUUID()}@example.com`, 'a sprayed password');
    for (let account = 0; account < 30; account++) expect((await tryAccount()).status).toBe(401);
    expect(await tryAccount()).toEqual(lockedOut(60));
    expect((await logInFrom('198.51.100.31', `nobody-${randomUUID()}@example.com`, 'a sprayed password')).status).toBe(401);
  });

  it('tells the owner of an attack by one mail in their language, however many attempts it makes', async () => {
    const owner = await signUpMember(site);
    expect((await owner.client.json('PUT', '/api/user.php', { language: 'de' })).status).toBe(200);
    const attackMails = () => site.smtp.received.filter((mail) => mail.to.includes(owner.email) && mail.raw.includes('Subject: Jemand versucht, sich in dein Konto einzuloggen'));

    await attack(owner.email, addresses('203.0.115', 11));
    await attack(owner.email, addresses('203.0.116', 4));
    await waitFor(() => attackMails().length > 0);

    expect(await attackNotices(owner.id)).toHaveLength(1);
    expect(attackMails()).toHaveLength(1);
    expect(attackMails()[0]!.raw).not.toContain('203.0.11');
  });

  it('stores no raw IP address in the failure ledger', async () => {
    const email = await signUp();
    await logInFrom('198.51.100.77', email, 'not the password');
    const { rows } = await site.infrastructure.sql.query<Record<string, unknown>>('select * from login_failures');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.77');
    expect(JSON.stringify(rows)).not.toContain(email);
  });

  it('drops ledger rows once they are older than any lockout window', async () => {
    const email = await signUp();
    await logInFrom('198.51.100.8', email, 'not the password');
    site.clock.setOffset(2 * 60 * MINUTE_MS);
    await logInFrom('198.51.100.8', `nobody-${randomUUID()}@example.com`, 'not the password');
    const { rows } = await site.infrastructure.sql.query<{ old: string }>('select count(*)::text as old from login_failures where attempted_at < $1', [
      new Date(site.clock.now().getTime() - 60 * MINUTE_MS),
    ]);
    expect(rows[0]!.old).toBe('0');
  });
});
