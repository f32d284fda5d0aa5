import { randomUUID } from 'node:crypto';
import { readStream } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { followUpChats, MAIL_QUEUE } from '@dating/workers';
import { registrationStreamId, type ConversationView, type RegistrationEvent } from '@dating/domain';
import { confirmedMember } from '../profile/profile.e2e-fixtures.js';
import { chatFollowUp } from '../runtime/workers-role.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  name: 'Anna',
  password: 'a good long passphrase',
  date_of_birth: '1990-05-01',
  language: 'de',
  ...overrides,
});
const uniqueEmail = () => `member-${randomUUID()}@example.com`;
const activationPath = (raw: string) => {
  const link = /https?:\/\/[^\s"<>]+\/api\/activate\.php\?token=[A-Za-z0-9_-]+/.exec(raw)?.[0];
  if (!link) throw new Error('No activation link in the mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describeWithServices('Signup, activation and login over HTTP (PostgreSQL, Redis, SMTP)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('signs up, mails the activation link in the member language, activates, logs out and logs in again', async () => {
    const visitor = new HttpClient(site.url);
    const email = uniqueEmail();
    const signup = await visitor.json<{ user: { status: string; language: string } }>('POST', '/api/signup.php', signupBody(email));
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({ status: 'not_confirmed', language: 'de', profile: { status: 'disabled', main_image: null } });
    expect(visitor.cookie('auth.session')).toBeDefined();

    const mail = await site.smtp.waitForMailTo(email);
    expect(mail.raw).toMatch(/Subject: .*(Konto|aktivier|best[aä]tig)/i);
    const phone = new HttpClient(site.url);
    const activation = await phone.request('GET', activationPath(mail.raw));
    expect(activation.status).toBe(302);
    expect(activation.headers.get('location')).toBe('/activate/done');
    expect((await visitor.json<{ user: { status: string } }>('GET', '/api/user.php')).body.user.status).toBe('confirmed');

    expect((await visitor.json('POST', '/api/logout.php')).body).toEqual({ ok: true });
    expect((await visitor.json('GET', '/api/user.php')).body).toEqual({ user: null });
    const login = await phone.json<{ user: { status: string } }>('POST', '/api/user.php', { email: email.toUpperCase(), password: 'a good long passphrase' });
    expect(login.status).toBe(200);
    expect(login.body.user.status).toBe('confirmed');
  });

  /** The mails to `email` once the first came and no mail job waits, runs or waits for a retry: nothing can send another one then. */
  const settledMailsTo = async (email: string) => {
    await site.smtp.waitForMailTo(email);
    await eventually(async () => {
      const { waiting, active, delayed } = await site.infrastructure.queue.counts(MAIL_QUEUE);
      return waiting + active + delayed === 0;
    }, 'the mail queue to empty');
    return site.smtp.received.filter((mail) => mail.to.includes(email));
  };

  it('sends exactly one activation mail per signup', async () => {
    const email = uniqueEmail();
    await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email));
    expect(await settledMailsTo(email)).toHaveLength(1);
  });

  it('answers every rule broken at once with its code, and records nothing', async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const response = await new HttpClient(site.url).json('POST', '/api/signup.php', {
      ...signupBody(email),
      name: email,
      password: 'short',
      date_of_birth: '2015-01-01',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'SIGNUP.NAME_EQUALS_EMAIL',
      fields: { name: 'SIGNUP.NAME_EQUALS_EMAIL', password: 'SIGNUP.PASSWORD_TOO_SHORT', date_of_birth: 'SIGNUP.UNDER_MINIMUM_AGE' },
      params: { min_age: 18 },
    });
    expect((await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email))).status).toBe(201);
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a body of the wrong shape', { email: 42 }],
    ['an unsupported language', { ...signupBody('x@example.com'), language: 'xx' }],
  ])('rejects %s with 400 and a code, never a 500', async (_label, body) => {
    const response = await new HttpClient(site.url).json('POST', '/api/signup.php', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION.INVALID_BODY' });
  });

  it('refuses a second account for the same e-mail, however it is written', async () => {
    const email = uniqueEmail();
    expect((await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email))).status).toBe(201);
    const again = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(` ${email.toUpperCase()} `, { password: 'another long passphrase' }));
    expect(again).toMatchObject({ status: 409, body: { code: 'SIGNUP.EMAIL_TAKEN' } });
  });

  it('answers the same signup sent again moments later (its first answer lost) with the account it made, logged in, and mails one activation link', async () => {
    const email = uniqueEmail();
    const first = await new HttpClient(site.url).json<{ user: { id: string } }>('POST', '/api/signup.php', signupBody(email));
    const retrying = new HttpClient(site.url);

    const again = await retrying.json<{ user: { id: string } }>('POST', '/api/signup.php', signupBody(email));

    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect((await retrying.json<{ user: { id: string } }>('GET', '/api/user.php')).body.user.id).toBe(first.body.user.id);
    expect(await settledMailsTo(email)).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous signups with one e-mail through', async () => {
    const email = uniqueEmail();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        new HttpClient(site.url).request('POST', '/api/signup.php', signupBody(email, { password: `passphrase number ${index}` })).then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('accepts signups on the invite-only site only through a traffic source, with that site’s signup credits and free messages', async () => {
    const dutchHost = { 'x-forwarded-host': 'nl.localhost' };
    const closed = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(uniqueEmail()), dutchHost);
    expect(closed).toMatchObject({ status: 403, body: { code: 'SIGNUP.CLOSED' } });
    const newcomer = new HttpClient(site.url);
    const invited = await newcomer.json('POST', '/api/signup.php', signupBody(uniqueEmail(), { network: 'partner', sub1: 'spring' }), dutchHost);
    expect(invited.status).toBe(201);
    const welcomeGift = async () => (await newcomer.json<{ user: { credits: number; free_messages: number } }>('GET', '/api/user.php')).body.user;
    await eventually(async () => (await welcomeGift()).free_messages > 0, 'the signup’s free messages');
    expect(await welcomeGift()).toMatchObject({ credits: 10, free_messages: 3 });
  });

  it('records the niche of the site a member signs up on, for the analytic lake', async () => {
    const nicheOfSignupOn = async (headers: Record<string, string>) => {
      const answer = await new HttpClient(site.url).json<{ user: { id: string } }>('POST', '/api/signup.php', signupBody(uniqueEmail(), { network: 'partner' }), headers);
      expect(answer.status).toBe(201);
      const { events } = await readStream<RegistrationEvent>(site.infrastructure.eventStore, registrationStreamId(answer.body.user.id));
      return events.find((event) => event.type === 'MemberSignedUp')?.data;
    };
    // The international site has niche code 1 (no niche), the Dutch one code 5.
    expect(await nicheOfSignupOn({})).toMatchObject({ domain: 'localhost', niche: 'none' });
    expect(await nicheOfSignupOn({ 'x-forwarded-host': 'nl.localhost' })).toMatchObject({ domain: 'nl.localhost', niche: 'gilf' });
  });

  it('sends a tampered activation link to the error page and leaves the member unconfirmed', async () => {
    const visitor = new HttpClient(site.url);
    const email = uniqueEmail();
    await visitor.json('POST', '/api/signup.php', signupBody(email));
    const path = activationPath((await site.smtp.waitForMailTo(email)).raw);
    const tampered = `${path.slice(0, -3)}${path.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const response = await new HttpClient(site.url).request('GET', tampered);
    expect(response.headers.get('location')).toBe('/activate/error');
    expect((await visitor.json<{ user: { status: string } }>('GET', '/api/user.php')).body.user.status).toBe('not_confirmed');
  });

  describe('when the visitor writes a first message while signing up from a member page', () => {
    const dutchHost = { 'x-forwarded-host': 'nl.localhost' };
    const conversation = async (client: HttpClient, otherId: string) =>
      (await client.json<ConversationView>('GET', `/api/messages.php?member_id=${otherId}`)).body.messages.map(({ text, status }) => ({ text, status }));

    it('keeps it sealed, holds it until the address is confirmed, then delivers it', async () => {
      const zeno = await confirmedMember(site, 'Zeno', { location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
      const visitor = new HttpClient(site.url);
      const email = uniqueEmail();
      const text = `Hoi Zeno, zin in koffie? ${randomUUID()}`;
      const signup = await visitor.json('POST', '/api/signup.php', signupBody(email, { network: 'partner', signup_message: { member_id: zeno.id, text } }), dutchHost);
      expect(signup.status).toBe(201);

      await eventually(async () => (await conversation(visitor, zeno.id)).length > 0, 'the signup message to be sent');
      expect(await conversation(visitor, zeno.id)).toEqual([{ text, status: 'held' }]);
      expect((await zeno.client.json<{ chats: unknown[] }>('GET', '/api/chats.php')).body.chats).toEqual([]);
      const { rows } = await site.infrastructure.sql.query('select data from es_events');
      expect(JSON.stringify(rows)).not.toContain(text);

      await visitor.request('GET', activationPath((await site.smtp.waitForMailTo(email)).raw));
      await eventually(async () => {
        await followUpChats({ ...chatFollowUp(site.infrastructure, site.clock), now: () => new Date(Date.now() + 60_000) });
        return (await conversation(zeno.client, (await visitor.json<{ user: { id: string } }>('GET', '/api/user.php')).body.user.id)).some((message) => message.text === text);
      }, 'the signup message to be delivered');
    });

    it('refuses a message to a member the new member may not see (unknown, invisible) with 422, and records no member', async () => {
      const ines = await confirmedMember(site, 'Ines', { location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
      await ines.client.json('PUT', '/api/invisible.php', { invisible: true });
      const email = uniqueEmail();
      for (const memberId of [randomUUID(), ines.id]) {
        const refused = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, { network: 'partner', signup_message: { member_id: memberId, text: 'Hi there' } }), dutchHost);
        expect(refused).toMatchObject({ status: 422, body: { code: 'SIGNUP.MESSAGE_RECIPIENT_UNAVAILABLE' } });
      }
      expect((await new HttpClient(site.url).json<{ email_status: string }>('POST', '/api/signup-check.php', { email })).body.email_status).toBe('available');

      await ines.client.json('PUT', '/api/invisible.php', { invisible: false });
      const accepted = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, { network: 'partner', signup_message: { member_id: ines.id, text: 'Hi there' } }), dutchHost);
      expect(accepted.status).toBe(201);
    });

    it("refuses a message on a site whose welcome pays for none (422), where it waits in the chat for credits instead", async () => {
      const olle = await confirmedMember(site, 'Olle', { location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
      const email = uniqueEmail();
      const refused = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, { network: 'partner', signup_message: { member_id: olle.id, text: 'Hi there' } }));
      expect(refused).toMatchObject({ status: 422, body: { code: 'SIGNUP.MESSAGE_NOT_PAID_BY_WELCOME' } });
      expect((await new HttpClient(site.url).json<{ email_status: string }>('POST', '/api/signup-check.php', { email })).body.email_status).toBe('available');
    });

    it('refuses a message to something that is no member id, or an empty one, and records no member', async () => {
      const email = uniqueEmail();
      const notAnId = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, { signup_message: { member_id: 'zeno', text: 'Hi' } }));
      expect(notAnId.status).toBe(400);
      const empty = await new HttpClient(site.url).json('POST', '/api/signup.php', signupBody(email, { signup_message: { member_id: randomUUID(), text: '   ' } }));
      expect(empty).toMatchObject({ status: 400, body: { code: 'CHAT.MESSAGE_EMPTY' } });
      expect((await new HttpClient(site.url).json<{ email_status: string }>('POST', '/api/signup-check.php', { email })).body.email_status).toBe('available');
    });
  });
});
