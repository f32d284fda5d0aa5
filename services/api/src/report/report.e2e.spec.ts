import { randomUUID } from 'node:crypto';
import { accountDecider, creditsDelta, accountStreamId, walletStreamId, type ChatsView, type OpenReportView, type SearchResults, type SendMessageResult, type WalletEvent } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { followUpChats } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { chatFollowUp } from '../runtime/workers-role.js';
import { unconfirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { buyCredits, grantStaff, PASSWORD, type SignedUpMember, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const profile = { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };

describeWithServices('Reports and bans over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: SignedUpMember;

  const member = async (name: string) => {
    const created = await unconfirmedMember(site, name, profile, { confirmFirst: true });
    await buyCredits(site, created.id, 1_000);
    return created;
  };
  const send = (from: TestMember, to: { id: string }, text: string) =>
    from.client.json<SendMessageResult>('POST', '/api/message.php', { member_id: to.id, message_id: randomUUID(), text });
  const report = (from: TestMember, body: Record<string, unknown>) => from.client.json<{ report_id: string; code?: string }>('POST', '/api/report.php', body);
  const queue = async () => (await staff.client.json<{ reports: OpenReportView[] }>('GET', '/api/staff/reports.php')).body.reports;
  const decide = (reportId: string, decision: string) => staff.client.json('POST', '/api/staff/report-decision.php', { report_id: reportId, decision });
  const searchIds = async (viewer: TestMember) => (await viewer.client.json<SearchResults>('GET', '/api/search.php?country=NL')).body.results.map((card) => card.id);
  const chatPartners = async (viewer: TestMember) => (await viewer.client.json<ChatsView>('GET', '/api/chats.php')).body.chats.map((chat) => chat.profile.id);
  const logIn = (email: string) => new HttpClient(site.url).json('POST', '/api/user.php', { email, password: PASSWORD });

  beforeAll(async () => {
    site = await startTestSite();
    staff = await signUpMember(site);
    await grantStaff(site, staff.email);
  }, 60_000);
  afterAll(() => site?.stop());

  it('files a report with its reason, comment and the reported member’s messages, once while it is open', async () => {
    const [anna, bert] = await Promise.all([member('Anna'), member('Bert')]);
    const sent = await send(bert, anna, 'send me 200 euro');
    const messageId = sent.body.message.id;
    // Anna reports what her page shows her: the live stream at once, her chat list a moment later.
    await eventually(async () => (await chatPartners(anna)).includes(bert.id), 'the message in Anna’s chats');
    const filed = await report(anna, { member_id: bert.id, reason: 'scam', comment: '  asked for money  ', message_ids: [messageId] });
    expect(filed).toEqual({ status: 201, body: { report_id: expect.any(String) } });
    expect(await report(anna, { member_id: bert.id, reason: 'harassment' })).toEqual(filed);

    const listed = (await queue()).find((open) => open.id === filed.body.report_id);
    expect(listed).toEqual({
      id: filed.body.report_id,
      reason: 'scam',
      comment: 'asked for money',
      reported_at: expect.any(String),
      reporter: expect.objectContaining({ id: anna.id, name: 'Anna' }),
      reported: expect.objectContaining({ id: bert.id, name: 'Bert' }),
      messages: [{ id: messageId, text: 'send me 200 euro', sent_at: expect.any(String) }],
    });
  });

  it('refuses hostile reports with a code the browser translates', async () => {
    const [cora, dirk, eva] = await Promise.all([member('Cora'), member('Dirk'), member('Eva')]);
    const othersMessage = (await send(dirk, eva, 'not for Cora')).body.message.id;
    const ownMessage = (await send(cora, dirk, 'hi')).body.message.id;
    const invalid = { status: 400, body: expect.objectContaining({ code: 'VALIDATION.INVALID_BODY' }) };
    expect(await report(cora, { member_id: 'not-an-id', reason: 'scam' })).toMatchObject(invalid);
    expect(await report(cora, { member_id: dirk.id, reason: 'rude' })).toMatchObject(invalid);
    expect(await report(cora, { member_id: dirk.id, reason: 'scam', message_ids: ['not-an-id'] })).toMatchObject(invalid);
    expect(await report(cora, { member_id: dirk.id, reason: 'scam', message_ids: Array.from({ length: 21 }, () => randomUUID()) })).toMatchObject(invalid);
    expect(await report(cora, { member_id: dirk.id, reason: 'scam', comment: 'x'.repeat(1001) })).toMatchObject(invalid);
    expect(await report(cora, { member_id: cora.id, reason: 'scam' })).toEqual({ status: 400, body: { statusCode: 400, code: 'REPORT.SELF' } });
    expect(await report(cora, { member_id: randomUUID(), reason: 'scam' })).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    // Messages between others, and one's own messages, are not the reported member's messages to the reporter.
    for (const messageId of [othersMessage, ownMessage, randomUUID()]) {
      expect(await report(cora, { member_id: dirk.id, reason: 'scam', message_ids: [messageId] })).toEqual({ status: 400, body: { statusCode: 400, code: 'REPORT.MESSAGE_UNKNOWN' } });
    }
    expect(await new HttpClient(site.url).json('POST', '/api/report.php', { member_id: dirk.id, reason: 'scam' })).toMatchObject({
      status: 403,
      body: { code: 'AUTH.AUTHENTICATION_REQUIRED' },
    });
  });

  it('lets only staff read the queue and decide', async () => {
    const [finn, gina] = await Promise.all([member('Finn'), member('Gina')]);
    const filed = await report(finn, { member_id: gina.id, reason: 'fake' });
    const staffOnly = { status: 403, body: { statusCode: 403, code: 'STAFF.REQUIRED' } };
    expect(await finn.client.json('GET', '/api/staff/reports.php')).toEqual(staffOnly);
    expect(await finn.client.json('POST', '/api/staff/report-decision.php', { report_id: filed.body.report_id, decision: 'ban' })).toEqual(staffOnly);
    expect(await new HttpClient(site.url).json('GET', '/api/staff/reports.php')).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    expect(await decide(randomUUID(), 'dismiss')).toMatchObject({ status: 404, body: { code: 'REPORT.NOT_FOUND' } });
    expect(await decide(filed.body.report_id, 'delete')).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    expect(await decide('not-an-id', 'dismiss')).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
  });

  it('dismisses or warns once, takes the report off the queue, and leaves the member as they were', async () => {
    const [hugo, ida, jan] = await Promise.all([member('Hugo'), member('Ida'), member('Jan')]);
    const dismissed = (await report(hugo, { member_id: ida.id, reason: 'other' })).body.report_id;
    const warned = (await report(jan, { member_id: ida.id, reason: 'harassment' })).body.report_id;
    expect(await decide(dismissed, 'dismiss')).toEqual({ status: 200, body: { report_id: dismissed, decision: 'dismiss' } });
    expect(await decide(warned, 'warn')).toEqual({ status: 200, body: { report_id: warned, decision: 'warn' } });
    expect(await decide(dismissed, 'ban')).toMatchObject({ status: 409, body: { code: 'REPORT.ALREADY_DECIDED' } });
    expect((await queue()).map((open) => open.id)).not.toEqual(expect.arrayContaining([dismissed]));
    expect((await queue()).map((open) => open.id)).not.toEqual(expect.arrayContaining([warned]));
    expect(await searchIds(hugo)).toContain(ida.id);
    expect((await ida.client.json('GET', '/api/chats.php')).status).toBe(200);
    // A new report of the same member by the same reporter is a new report once the first is decided.
    expect((await report(hugo, { member_id: ida.id, reason: 'other' })).body.report_id).not.toBe(dismissed);
  });

  it('bans: the member is logged out at once, cannot log in, and is hidden from search and from the other side’s chats', async () => {
    const [kim, lars] = await Promise.all([member('Kim'), member('Lars')]);
    await send(lars, kim, 'hello');
    expect(await searchIds(kim)).toContain(lars.id);
    await eventually(async () => (await chatPartners(kim)).includes(lars.id), 'Lars in Kim’s chats');
    const reportId = (await report(kim, { member_id: lars.id, reason: 'harassment' })).body.report_id;

    expect(await decide(reportId, 'ban')).toEqual({ status: 200, body: { report_id: reportId, decision: 'ban' } });
    expect(await lars.client.json('GET', '/api/chats.php')).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    expect(await lars.client.json('GET', '/api/user.php')).toEqual({ status: 200, body: { user: null } });
    expect(await logIn(lars.email)).toEqual({ status: 403, body: { statusCode: 403, code: 'ACCOUNT.BANNED' } });
    // A wrong password learns nothing about the ban.
    expect(await new HttpClient(site.url).json('POST', '/api/user.php', { email: lars.email, password: 'not the password' })).toMatchObject({ status: 401 });

    expect(await searchIds(kim)).not.toContain(lars.id);
    expect(await chatPartners(kim)).not.toContain(lars.id);
    expect((await kim.client.json('GET', `/api/profile.php?id=${lars.id}`)).status).toBe(404);
    expect(await kim.client.json('GET', `/api/messages.php?member_id=${lars.id}`)).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    expect(await send(kim, lars, 'still there?')).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    expect(await decide(reportId, 'ban')).toMatchObject({ status: 409, body: { code: 'REPORT.ALREADY_DECIDED' } });
  });

  it('withdraws a banned member’s held messages and gives their credits back, once', async () => {
    const maja = await member('Maja');
    const nils = await unconfirmedMember(site, 'Nils', profile);
    await buyCredits(site, nils.id, 100);
    const before = (await site.wallets.of(nils.id)).balance;
    expect(await send(nils, maja, 'waiting for my confirmation')).toMatchObject({ status: 201, body: { credits: before - 10, message: { status: 'held' } } });
    const reportId = (await report(maja, { member_id: nils.id, reason: 'scam' })).body.report_id;

    expect((await decide(reportId, 'ban')).status).toBe(200);
    expect((await site.wallets.of(nils.id)).balance).toBe(before);
    // The follow-up sweep finds nothing left to withdraw or refund.
    await followUpChats({ ...chatFollowUp(site.infrastructure, site.clock), now: () => new Date(Date.now() + 60_000) });
    const events = (await site.infrastructure.eventStore.readStream(walletStreamId(nils.id))).map((event) => event as unknown as WalletEvent);
    expect(events.filter((event) => event.type === 'CreditsRefunded')).toMatchObject([{ data: { credits: 10 } }]);
    expect(events.reduce((sum, event) => sum + creditsDelta(event), 0)).toBe(before);
    expect((await site.wallets.of(nils.id)).balance).toBe(before);
    // The ban waits for the read models that let a member in or show them; the chats list follows the log a moment later.
    await eventually(async () => (await maja.client.json<ChatsView>('GET', '/api/chats.php')).body.chats.length === 0, 'the withdrawn message gone from Maja’s chats');
  });

  it('finishes a ban whose request stopped before the held messages: the follow-up sweep withdraws and refunds them', async () => {
    const olle = await member('Olle');
    const pia = await unconfirmedMember(site, 'Pia', profile);
    await buyCredits(site, pia.id, 100);
    const before = (await site.wallets.of(pia.id)).balance;
    expect(await send(pia, olle, 'held')).toMatchObject({ status: 201, body: { message: { status: 'held' } } });
    // Only the account's decision, as if the process had stopped right after it.
    const banned = await new EventSourcedRepository(site.infrastructure.eventStore).execute(accountDecider, accountStreamId(pia.id), {
      type: 'BanMember',
      data: { memberId: pia.id, bannedBy: staff.id, reportId: null, reason: 'scam' },
      metadata: { now: new Date().toISOString() },
    });
    expect(banned.events).toHaveLength(1);
    await eventually(async () => {
      await followUpChats({ ...chatFollowUp(site.infrastructure, site.clock), now: () => new Date(Date.now() + 60_000) });
      return (await site.wallets.of(pia.id)).balance === before;
    }, 'the held message to be refunded');
  });
});
