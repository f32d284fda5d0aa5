import { randomUUID } from 'node:crypto';
import { NOTIFICATION_QUEUE, reminderSweep } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { unconfirmedMember, type UnconfirmedMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { LiveClient } from '../testing/live-client.js';
import type { ReceivedMail } from '../testing/smtp-sink.js';
import { buyCredits } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { notificationFacts, notificationSweeps } from '../runtime/workers-role.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const profile = { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };

/** The header as the mail carries it, folded lines unfolded. */
const headerOf = (mail: ReceivedMail, name: string): string | undefined => {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim();
};

describeWithServices('Notifications of a member who is away (PostgreSQL, Redis, SMTP)', () => {
  let site: TestSite;

  const member = async (name: string, language = 'en') => {
    const created = await unconfirmedMember(site, name, profile, { language, confirmFirst: true });
    await buyCredits(site, created.id, 500);
    return created;
  };
  const send = async (from: UnconfirmedMember, to: UnconfirmedMember, text: string) => {
    const sent = await from.client.json('POST', '/api/message.php', { member_id: to.id, message_id: randomUUID(), text });
    expect(sent.status).toBe(201);
  };
  /** Opens every conversation with something unread, as the chat page does. */
  /** The reader opens what was written to them: their page heard it live, and their chat list holds it a moment later. */
  const readEverything = async (reader: UnconfirmedMember) => {
    let unread: { conversation: { id: string } }[] = [];
    const unreadChats = async () => (await reader.client.json<{ chats: { conversation: { id: string }; num_unread_messages: number }[] }>('GET', '/api/chats.php')).body.chats.filter((chat) => chat.num_unread_messages > 0);
    await eventually(async () => (unread = await unreadChats()).length > 0, 'an unread chat');
    for (const chat of unread) {
      expect((await reader.client.request('POST', '/api/chat-read.php', { conversation: chat.conversation })).status).toBe(204);
    }
  };
  const mailsTo = (memberOrEmail: UnconfirmedMember) => site.smtp.received.filter((mail) => mail.to.includes(memberOrEmail.email));
  /** Every notify job enqueued so far has run: whatever was to be told is told. */
  const allTold = () =>
    eventually(async () => {
      const counts = await site.infrastructure.queue.counts(NOTIFICATION_QUEUE);
      return counts.waiting + counts.active + counts.delayed === 0;
    }, 'the notify jobs');
  const notificationMailsTo = (recipient: UnconfirmedMember) => mailsTo(recipient).filter((mail) => headerOf(mail, 'List-Unsubscribe'));

  beforeAll(async () => {
    // News is told after two seconds instead of minutes.
    site = await startTestSite({ NOTIFY_AFTER_SECONDS: '2' });
  }, 60_000);
  afterAll(() => site?.stop());

  it('mails a member who is away one notification for messages written in a row, in their language, with a one-click unsubscribe', async () => {
    const [writer, reader] = await Promise.all([member('Wout'), member('Rita', 'de')]);
    await send(writer, reader, 'Hoi Rita!');
    await send(writer, reader, 'Zin in koffie?');

    await eventually(async () => notificationMailsTo(reader).length > 0, 'the notification mail');
    await allTold();
    const notifications = notificationMailsTo(reader);
    expect(notifications).toHaveLength(1);
    const mail = notifications[0]!;
    expect(headerOf(mail, 'Subject')).toMatch(/Wout/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^/]+\/api\/unsubscribe\.php\?token=[^>]+>$/);
    expect(mail.raw).toContain('/chats/');
  });

  it('tells nothing by mail while the member has a page open, which shows the message anyway', async () => {
    const [writer, reader] = await Promise.all([member('Wim'), member('Roos')]);
    const page = await LiveClient.open(reader.client);
    try {
      await send(writer, reader, 'Ben je er?');
      await page.next((event) => event.type === 'message');
      await allTold();
      expect(notificationMailsTo(reader)).toEqual([]);
    } finally {
      page.close();
    }
  });

  it('stops the mails of one kind at a one-click request from the mail program, without login, and the next message is not mailed', async () => {
    const [writer, reader] = await Promise.all([member('Walt'), member('Ruth')]);
    const read = () => readEverything(reader);
    const newMessageMails = () => notificationMailsTo(reader).filter((mail) => headerOf(mail, 'Subject')?.startsWith('New message'));
    // An answered conversation: what follows is news of new messages, not of a new conversation.
    await send(writer, reader, 'Hallo!');
    await read();
    await send(reader, writer, 'Hoi Walt!');
    await send(writer, reader, 'Hoe gaat het?');
    await eventually(async () => newMessageMails().length === 1, 'the notification mail');
    const oneClick = /^<(.+)>$/.exec(headerOf(newMessageMails()[0]!, 'List-Unsubscribe')!)![1]!;

    // As RFC 8058 has the mail provider do it: a POST from elsewhere, no cookie, the one-click body.
    const stranger = new HttpClient(site.url);
    const response = await stranger.request('POST', new URL(oneClick).pathname + new URL(oneClick).search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
    });
    expect(response.status).toBe(200);
    await eventually(async () => (await reader.client.json<{ preferences: Record<string, boolean> }>('GET', '/api/notifications.php')).body.preferences.new_messages === false, 'new_messages off');

    // Read, so the next message starts a new streak, which would be told if mails of new messages were still on.
    await read();
    await send(writer, reader, 'Nog een bericht');
    await allTold();
    expect(newMessageMails()).toHaveLength(1);
  });

  it('counts for the app badge of a push what the member\'s pages show: unread messages and new likes, none from a member they blocked', async () => {
    const [reader, writer, liker, blocked] = await Promise.all([member('Rosa'), member('Willem'), member('Lotte'), member('Bas')]);
    await send(writer, reader, 'Hallo Rosa!');
    await send(writer, reader, 'Koffie morgen?');
    await send(blocked, reader, 'Hoi');
    for (const admirer of [liker, blocked]) expect((await admirer.client.json('POST', '/api/like.php', { member_id: reader.id })).status).toBe(201);
    expect((await reader.client.json('POST', '/api/block.php', { member_id: blocked.id })).status).toBe(201);
    const onPages = async () => {
      const chats = await reader.client.json<{ num_unread_messages: number }>('GET', '/api/chats.php');
      const likes = await reader.client.json<{ liked_by: { like_new: boolean }[] }>('GET', '/api/likes.php');
      return chats.body.num_unread_messages + likes.body.liked_by.filter((like) => like.like_new).length;
    };
    await eventually(async () => (await onPages()) === 3, 'two unread messages and one new like on the pages');

    const facts = notificationFacts(site.infrastructure);
    expect(await facts.attention(reader.id)).toBe(3);
    await readEverything(reader);
    await eventually(async () => (await facts.attention(reader.id)) === 1, 'the badge without the messages read');
    expect(await onPages()).toBe(1);
  });

  // Last: it moves the site's clock a day on, after which the news of the tests before would be too old to tell.
  it('reminds a member a day later of messages still unread and of an unused activation link, once, and not of messages read meanwhile', async () => {
    const [writer, reader, readerWhoReads] = await Promise.all([member('Wanda'), member('Rob'), member('Ria')]);
    const unconfirmed = await unconfirmedMember(site, 'Uma', profile);
    await send(writer, reader, 'Hoe gaat het?');
    await send(writer, readerWhoReads, 'Hoe gaat het?');
    await eventually(async () => notificationMailsTo(reader).length === 1 && notificationMailsTo(readerWhoReads).length === 1, 'the message notifications');
    await readEverything(readerWhoReads);
    await eventually(async () => (await readerWhoReads.client.json<{ num_unread_messages: number }>('GET', '/api/chats.php')).body.num_unread_messages === 0, 'the reading');

    site.clock.advanceDays(25 / 24);
    // A round of the reminders' scheduled sweep, now rather than at its next tick.
    await reminderSweep({ ...notificationSweeps(site.infrastructure, site.clock), queue: site.infrastructure.queue })();
    await eventually(async () => notificationMailsTo(reader).length === 2 && notificationMailsTo(unconfirmed).length === 1, 'the reminders');
    expect(headerOf(notificationMailsTo(reader)[1]!, 'Subject')).toBe('A message is waiting for you');
    const activationReminder = notificationMailsTo(unconfirmed)[0]!;
    expect(headerOf(activationReminder, 'Subject')).toBe('Please confirm your e-mail address');
    expect(activationReminder.raw).toContain('/api/activate.php?token=');
    await allTold();
    expect(notificationMailsTo(readerWhoReads)).toHaveLength(1);
    expect(notificationMailsTo(reader)).toHaveLength(2);
  });
});
