import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { creditsDelta, walletStreamId, type ChatsView, type ConversationView, type SendMessageResult, type UserView, type WalletEvent } from '@dating/domain';
import { followUpChats } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { chatsProjection } from '@dating/projections';
import { deleteAccount, reactivationLink } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { planDemoMember } from '../demo/demo-member.plan.js';
import { DEMO_REPLIES } from '../demo/demo-replies.js';
import { DemoSeed } from '../demo/demo-seed.js';
import { confirmedMember, unconfirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { LiveClient } from '../testing/live-client.js';
import { fetchPhoto, jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { buyCredits, PASSWORD } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { chatFollowUp, demoReplies, messageSendingFor } from '../runtime/workers-role.js';
import { CHAT_READ_MODELS } from './message-sending.js';
import { CHAT_MESSAGES_TABLE } from '@dating/projections';

const describeWithServices = servicesAvailable ? describe : describe.skip;

// The international site of the embedded settings: what one message and one gift cost.
const MESSAGE_CREDITS = 10;
const GIFT_CREDITS = 20;
const PHOTO_CREDITS = 5;
const profile = { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };

type Answer<T> = { status: number; body: T & { code?: string; params?: Record<string, unknown> } };

const send = (from: TestMember, to: { id: string }, text: string, messageId: string = randomUUID()): Promise<Answer<SendMessageResult>> =>
  from.client.json('POST', '/api/message.php', { member_id: to.id, message_id: messageId, text });
const sendPhoto = (from: TestMember, to: { id: string }, content: Buffer, messageId: string = randomUUID()): Promise<Answer<SendMessageResult>> => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), 'holiday.jpg');
  return from.client.json('POST', `/api/chat-photo.php?member_id=${to.id}&message_id=${messageId}`, form);
};
const chats = async (member: TestMember) => (await member.client.json<ChatsView>('GET', '/api/chats.php')).body;
const conversationWith = async (member: TestMember, other: { id: string }) => (await member.client.json<ConversationView>('GET', `/api/messages.php?member_id=${other.id}`)).body;
const texts = (view: ConversationView) => view.messages.map((message) => message.text);
// A send answers without waiting for the read models: the other member's page hears the message live, and their
// reads of the conversation and the chat list hold it a moment later.
const conversationOnceHolding = async (member: TestMember, other: { id: string }, count = 1) => {
  let view: ConversationView | undefined;
  await eventually(async () => ((view = await conversationWith(member, other)).messages?.length ?? 0) >= count, 'the conversation to hold the message');
  return view!;
};
const chatsOnceListing = async (member: TestMember) => {
  let view: ChatsView | undefined;
  await eventually(async () => (view = await chats(member)).chats.length > 0, 'the chat list to hold the chat');
  return view!;
};

describeWithServices('Chat over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  const member = (name: string) => confirmedMember(site, name, profile);
  /** Credits without a purchase (a staff correction): the member stays a free member. */
  const giveCredits = (memberId: string, credits: number) =>
    site.wallets.execute({ type: 'CorrectCredits', data: { memberId, key: randomUUID(), credits, reason: 'test', staffId: randomUUID() } });
  const balanceOf = async (memberId: string) => (await site.wallets.of(memberId)).balance;
  const walletEvents = async (memberId: string) => (await site.infrastructure.eventStore.readStream(walletStreamId(memberId))).map((event) => event as unknown as WalletEvent);
  /** A round of the chat's follow-up sweep as if it ran a minute from now: whatever a stopped send left is due. */
  const followUp = () => followUpChats({ ...chatFollowUp(site.infrastructure, site.clock), now: () => new Date(Date.now() + 60_000) });
  const premiumMember = async (name: string, credits = 1_000) => {
    const created = await member(name);
    await buyCredits(site, created.id, credits);
    return created;
  };

  beforeAll(async () => {
    site = await startTestSite({ DEMO_REPLY_SECONDS: '0' }, { seed: (infrastructure) => new DemoSeed(infrastructure).run({ members: 16, now: new Date() }).then(() => undefined) });
  }, 60_000);
  afterAll(() => site?.stop());

  describe('two members writing to each other', () => {
    it('delivers a message to the other side, paid once, unread until the conversation is read, with a read receipt', async () => {
      const [anna, bert] = await Promise.all([premiumMember('Anna', 100), premiumMember('Bert', 100)]);
      const requestKey = randomUUID();
      const sent = await send(anna, bert, '  Hi Bert, <b>coffee</b>?  ', requestKey);
      expect(sent).toMatchObject({ status: 201, body: { credits: 100 - MESSAGE_CREDITS, message: { from_me: true, kind: 'text', text: 'Hi Bert, <b>coffee</b>?', status: 'delivered', read: false } } });
      const messageId = sent.body.message.id;
      expect(messageId).not.toBe(requestKey);
      // The same message again (a retried request) is neither sent nor paid twice.
      expect(await send(anna, bert, 'Hi Bert, <b>coffee</b>?', requestKey)).toMatchObject({ status: 201, body: { credits: 100 - MESSAGE_CREDITS, message: { id: messageId } } });

      const bertsChats = await chats(bert);
      expect(bertsChats).toMatchObject({ num_unread_messages: 1, chats: [{ profile: { id: anna.id, name: 'Anna' }, num_unread_messages: 1, last_message: { kind: 'text', from_me: false } }] });
      const conversationId = bertsChats.chats[0]!.conversation.id;
      expect((await chats(anna)).chats).toMatchObject([{ conversation: { id: conversationId }, profile: { id: bert.id }, num_unread_messages: 0 }]);
      expect(texts(await conversationWith(bert, anna))).toEqual(['Hi Bert, <b>coffee</b>?']);

      expect((await bert.client.request('POST', '/api/chat-read.php', { conversation: { id: conversationId } })).status).toBe(204);
      expect((await chats(bert)).num_unread_messages).toBe(0);
      const annasView = (await anna.client.json<ConversationView>('GET', `/api/messages.php?conversation_id=${conversationId}`)).body;
      expect(annasView).toMatchObject({ conversation: { id: conversationId }, profile: { id: bert.id }, messages: [{ id: messageId, read: true }], other_read_at: expect.any(String) });
      expect(await balanceOf(anna.id)).toBe(100 - MESSAGE_CREDITS);
    });

    it('keeps the text of a message only encrypted, in the log and in the read model', async () => {
      const [ada, ben] = await Promise.all([premiumMember('Ada'), member('Ben')]);
      const secret = `only Ben may read ${randomUUID()}`;
      expect(await send(ada, ben, secret)).toMatchObject({ status: 201 });
      expect(texts(await conversationOnceHolding(ben, ada))).toEqual([secret]);
      const stored = await site.infrastructure.sql.query<{ rows: string }>(
        `select (select count(*) from es_events where data::text like $1) + (select count(*) from ${CHAT_MESSAGES_TABLE} where row_to_json(${CHAT_MESSAGES_TABLE})::text like $1) as rows`,
        [`%${secret}%`],
      );
      expect(Number(stored.rows[0]!.rows)).toBe(0);
    });

    it('pages back through a long conversation, oldest first within a page', async () => {
      const [cora, dirk] = await Promise.all([premiumMember('Cora'), premiumMember('Dirk')]);
      for (let n = 1; n <= 7; n += 1) expect((await send(n % 2 ? cora : dirk, n % 2 ? dirk : cora, `message ${n}`)).status).toBe(201);
      const last = (await cora.client.json<ConversationView>('GET', `/api/messages.php?member_id=${dirk.id}&limit=3`)).body;
      expect(texts(last)).toEqual(['message 5', 'message 6', 'message 7']);
      expect(last.has_more).toBe(true);
      const earlier = (await cora.client.json<ConversationView>('GET', `/api/messages.php?member_id=${dirk.id}&limit=5&before=${last.messages[0]!.id}`)).body;
      expect(texts(earlier)).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
      expect(earlier.has_more).toBe(false);
      // Links become clickable once both have written a few messages.
      expect(last.links_allowed).toBe(true);
    });

    it('sends a gift as a message of the conversation, paid with the gift price', async () => {
      const [eva, finn] = await Promise.all([premiumMember('Eva', 100), premiumMember('Finn')]);
      const gift = await eva.client.json<SendMessageResult>('POST', '/api/gift.php', { member_id: finn.id, gift: 'rose', gift_id: randomUUID() });
      expect(gift).toMatchObject({ status: 201, body: { credits: 100 - GIFT_CREDITS, message: { kind: 'gift', gift: 'rose', text: null, status: 'delivered' } } });
      expect((await conversationOnceHolding(finn, eva)).messages).toMatchObject([{ kind: 'gift', gift: 'rose', from_me: false }]);
    });

    it('removes a chat from one member’s list only, until a new message brings it back with only what is newer', async () => {
      const [gina, hugo] = await Promise.all([premiumMember('Gina'), premiumMember('Hugo')]);
      await send(gina, hugo, 'before');
      const [chat] = (await chatsOnceListing(hugo)).chats;
      expect(await hugo.client.json('DELETE', '/api/chat.php', { conversation: { id: chat!.conversation.id } })).toEqual({ status: 200, body: { removed: 1 } });
      expect((await chats(hugo)).chats).toEqual([]);
      expect((await chats(gina)).chats).toHaveLength(1);
      await send(gina, hugo, 'after');
      expect(texts(await conversationOnceHolding(hugo, gina))).toEqual(['after']);
      expect(await hugo.client.json('DELETE', '/api/chat.php', { profile: { id: gina.id } })).toEqual({ status: 200, body: { removed: 1 } });
      expect((await chats(hugo)).chats).toEqual([]);
    });
    it('sends a photo for photo_credits, without its EXIF, shown to the two members only; a retry pays once; a refused one leaves no file', async () => {
      const [kai, lea, max, nora] = await Promise.all([premiumMember('Kai', 100), premiumMember('Lea'), premiumMember('Max'), premiumMember('Nora', PHOTO_CREDITS - 1)]);
      const requestKey = randomUUID();
      const photo = await jpegImage({ withGps: true });
      const sent = await sendPhoto(kai, lea, photo, requestKey);
      expect(sent).toMatchObject({ status: 201, body: { message: { kind: 'photo', status: 'delivered', text: null }, credits: 100 - PHOTO_CREDITS } });
      const url = sent.body.message.photo!.url;
      await conversationOnceHolding(lea, kai);
      const seen = await fetchPhoto(lea.client, url);
      expect(seen.status).toBe(200);
      const metadata = await sharp(seen.body).metadata();
      expect({ exif: metadata.exif, orientation: metadata.orientation }).toEqual({ exif: undefined, orientation: undefined });
      expect((await conversationWith(lea, kai)).messages.map((message) => message.photo?.url)).toEqual([url]);
      expect((await fetchPhoto(max.client, url)).status).toBe(404);

      expect(await sendPhoto(kai, lea, photo, requestKey)).toMatchObject({ status: 201, body: { credits: 100 - PHOTO_CREDITS, message: { id: sent.body.message.id } } });
      // The key sent again with another photo answers for neither.
      expect(await sendPhoto(kai, lea, await jpegImage({ width: 10 }), requestKey)).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      expect((await fetchPhoto(lea.client, url)).body).toEqual(seen.body);
      expect(await balanceOf(kai.id)).toBe(100 - PHOTO_CREDITS);
      expect(await sendPhoto(kai, lea, Buffer.from('no image at all'))).toMatchObject({ status: 400, body: { code: 'PHOTO.NOT_AN_IMAGE' } });

      const filesBefore = await readdir(site.photoDir);
      expect(await sendPhoto(nora, lea, await jpegImage())).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      expect(await readdir(site.photoDir)).toEqual(filesBefore);
    });
  });

  describe('the ids of what a member sends', () => {
    const fileOf = (photoId: string) => site.infrastructure.photoStorage.read(`${photoId}_display.webp`);
    const sendGift = (from: TestMember, to: { id: string }, gift: string, giftId: string) =>
      from.client.json<SendMessageResult>('POST', '/api/gift.php', { member_id: to.id, gift, gift_id: giftId });

    it('stores a chat photo sent under another member’s photo id as a new photo and leaves theirs untouched, paid or refused', async () => {
      const [mallory, poor, victim, friend] = await Promise.all([premiumMember('Mallory', 100), premiumMember('Poor', PHOTO_CREDITS - 1), member('Vera'), member('Wim')]);
      const { body } = await uploadPhoto(victim.client, await jpegImage());
      const victimsFile = await fileOf(body.photo.id);
      expect(victimsFile).toBeDefined();

      const sent = await sendPhoto(mallory, friend, await jpegImage({ width: 20 }), body.photo.id);
      expect(sent).toMatchObject({ status: 201, body: { message: { kind: 'photo' } } });
      expect(sent.body.message.id).not.toBe(body.photo.id);
      expect(await sendPhoto(poor, friend, await jpegImage({ width: 30 }), body.photo.id)).toMatchObject({ status: 402 });
      expect(await fileOf(body.photo.id)).toEqual(victimsFile);
    });

    it('refuses a message key sent again for another recipient or another text, delivering and charging nothing', async () => {
      const [sender, first, second] = await Promise.all([premiumMember('Quinn', 100), member('Rosa'), member('Sven')]);
      const key = randomUUID();
      expect(await send(sender, first, 'Hello Rosa', key)).toMatchObject({ status: 201 });
      expect(await send(sender, second, 'Hello Rosa', key)).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      expect(await send(sender, first, 'Hello again', key)).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });
      const giftKey = randomUUID();
      expect(await sendGift(sender, first, 'rose', giftKey)).toMatchObject({ status: 201 });
      expect(await sendGift(sender, second, 'rose', giftKey)).toMatchObject({ status: 409, body: { code: 'REQUEST.KEY_REUSED' } });

      expect(texts(await conversationWith(second, sender))).toEqual([]);
      expect(texts(await conversationOnceHolding(first, sender, 2))).toEqual(['Hello Rosa', null]);
      expect(await balanceOf(sender.id)).toBe(100 - MESSAGE_CREDITS - GIFT_CREDITS);
    });

    it('answers ten requests sent at once with one key with the one message they ask for, delivered and paid once', async () => {
      const [sender, reader] = await Promise.all([premiumMember('Wim', 100), member('Xena')]);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(sender, reader, 'only once', key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 201));
      expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
      expect(texts(await conversationWith(reader, sender))).toEqual(['only once']);
      expect(await balanceOf(sender.id)).toBe(100 - MESSAGE_CREDITS);
    });

    it('claims no key for a message refused for credits: the same key sends it once the sender can pay', async () => {
      const [sender, reader] = await Promise.all([premiumMember('Yves', MESSAGE_CREDITS - 1), member('Zoe')]);
      const key = randomUUID();
      expect(await send(sender, reader, 'when I can', key)).toMatchObject({ status: 402 });
      await giveCredits(sender.id, 1);
      expect(await send(sender, reader, 'when I can', key)).toMatchObject({ status: 201 });
      expect(texts(await conversationOnceHolding(reader, sender))).toEqual(['when I can']);
      expect(await balanceOf(sender.id)).toBe(0);
    });

    it('gives two members who happen to send the same key a message each, each paid', async () => {
      const [one, two, reader] = await Promise.all([premiumMember('Tess', 100), premiumMember('Ugo', 100), member('Vik')]);
      const key = randomUUID();
      const [fromOne, fromTwo] = await Promise.all([send(one, reader, 'from Tess', key), send(two, reader, 'from Ugo', key)]);
      expect([fromOne.status, fromTwo.status]).toEqual([201, 201]);
      expect(fromOne.body.message.id).not.toBe(fromTwo.body.message.id);
      expect([await balanceOf(one.id), await balanceOf(two.id)]).toEqual([100 - MESSAGE_CREDITS, 100 - MESSAGE_CREDITS]);
      expect(texts(await conversationOnceHolding(reader, one))).toEqual(['from Tess']);
      expect(texts(await conversationOnceHolding(reader, two))).toEqual(['from Ugo']);
    });
  });

  describe('money', () => {
    it('refuses a message the sender cannot pay, shows it to no one and keeps the balance', async () => {
      const [ida, jan] = await Promise.all([premiumMember('Ida', MESSAGE_CREDITS - 1), premiumMember('Jan')]);
      expect(await send(ida, jan, 'can I?')).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      expect(texts(await conversationWith(ida, jan))).toEqual([]);
      expect((await chats(jan)).chats).toEqual([]);
      expect(await balanceOf(ida.id)).toBe(MESSAGE_CREDITS - 1);
    });

    it('lets exactly one of 50 concurrent sends through when the balance pays for one', async () => {
      const [kim, lars] = await Promise.all([premiumMember('Kim', MESSAGE_CREDITS), premiumMember('Lars')]);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => send(kim, lars, `race ${n}`)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 402)).toHaveLength(49);
      expect((await conversationOnceHolding(lars, kim)).messages).toHaveLength(1);
      const events = await walletEvents(kim.id);
      expect(await balanceOf(kim.id)).toBe(0);
      expect(events.reduce((sum, event) => sum + creditsDelta(event), 0)).toBe(0);
    });

    it('pays messages with the signup’s free messages before any credit, never a gift, and gives a free message back for a message not delivered', async () => {
      const [kim, lou] = await Promise.all([member('Kimi'), premiumMember('Lou')]);
      const freeMessages = async (who: TestMember) => (await who.client.json<{ user: UserView }>('GET', '/api/user.php')).body.user;
      await site.wallets.execute({ type: 'GrantFreeMessages', data: { memberId: kim.id, key: 'signup-free-messages', messages: 2, reason: 'signup' } });
      await giveCredits(kim.id, MESSAGE_CREDITS);
      expect(await send(kim, lou, 'free one')).toMatchObject({ status: 201, body: { credits: MESSAGE_CREDITS, free_messages: 1 } });
      expect(await freeMessages(kim)).toMatchObject({ credits: MESSAGE_CREDITS, free_messages: 1 });
      const gift = await kim.client.json('POST', '/api/gift.php', { member_id: lou.id, gift: 'rose', gift_id: randomUUID() });
      expect(gift).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      expect(await send(kim, lou, 'free two')).toMatchObject({ status: 201, body: { credits: MESSAGE_CREDITS, free_messages: 0 } });
      expect(await send(kim, lou, 'paid')).toMatchObject({ status: 201, body: { credits: 0, free_messages: 0 } });
      expect(await send(kim, lou, 'one too many')).toMatchObject({ status: 402, body: { code: 'WALLET.INSUFFICIENT_CREDITS' } });
      expect(texts(await conversationOnceHolding(lou, kim, 3))).toEqual(['free one', 'free two', 'paid']);
      expect((await walletEvents(kim.id)).map((event) => event.type)).toEqual(['FreeMessagesGranted', 'CreditsCorrected', 'FreeMessageUsed', 'FreeMessageUsed', 'CreditsSpent']);

      // A held message paid with a free message and then withdrawn (its sender banned) gives the free message back, once.
      const unconfirmed = await unconfirmedMember(site, 'Mona', profile);
      await site.wallets.execute({ type: 'GrantFreeMessages', data: { memberId: unconfirmed.id, key: 'signup-free-messages', messages: 1, reason: 'signup' } });
      expect(await send(unconfirmed, lou, 'held')).toMatchObject({ status: 201, body: { message: { status: 'held' } } });
      expect((await site.wallets.of(unconfirmed.id)).freeMessages).toBe(0);
      const sending = messageSendingFor(site.infrastructure, site.clock);
      for (const withdrawn of await sending.withdrawHeld(unconfirmed.id, lou.id, 'sender_banned')) await sending.refund(withdrawn);
      await followUp();
      expect(await site.wallets.of(unconfirmed.id)).toMatchObject({ balance: 0, freeMessages: 1, freeMessageKeys: [] });
      expect((await walletEvents(unconfirmed.id)).map((event) => event.type)).toEqual(['FreeMessagesGranted', 'FreeMessageUsed', 'FreeMessageReturned']);
    });

    it('lets a free member start only the site’s free chats, answer any chat, and start more once premium', async () => {
      const free = await member('Maja');
      await giveCredits(free.id, 1_000);
      const others = await Promise.all(['Nils', 'Olle', 'Pia', 'Quin'].map((name) => premiumMember(name)));
      for (const other of others.slice(0, 3)) expect((await send(free, other, 'hello')).status).toBe(201);
      expect(await send(free, others[3]!, 'hello')).toMatchObject({ status: 402, body: { code: 'CHAT.FREE_CHATS_USED', params: { limit: 3 } } });
      // Writing again in a chat already started, or answering someone else's, is not a new chat.
      expect((await send(free, others[0]!, 'again')).status).toBe(201);
      const rita = await premiumMember('Rita');
      expect((await send(rita, free, 'hi Maja')).status).toBe(201);
      expect((await send(free, rita, 'hi Rita')).status).toBe(201);
      await buyCredits(site, free.id, 100);
      expect((await send(free, others[3]!, 'hello')).status).toBe(201);
    });

    describe('a process stopped between two steps of a send', () => {
      it('after the message was submitted and before it was paid: the follow-up pays and delivers it once', async () => {
        const [sam, tess] = await Promise.all([premiumMember('Sam', 100), premiumMember('Tess')]);
        const sending = messageSendingFor(site.infrastructure, site.clock);
        const messageId = randomUUID();
        await sending.decide(sam.id, tess.id, `submit-${messageId}`, { type: 'SubmitMessage', data: { conversationId: randomUUID(), messageId, senderId: sam.id, recipientId: tess.id, content: { kind: 'text', text: 'half sent' }, credits: MESSAGE_CREDITS } }, CHAT_READ_MODELS);
        expect((await conversationWith(sam, tess)).messages).toMatchObject([{ id: messageId, status: 'sending' }]);
        expect(texts(await conversationWith(tess, sam))).toEqual([]);
        await followUp();
        await eventually(async () => texts(await conversationWith(tess, sam)).length > 0, 'the message to be delivered');
        expect((await conversationWith(tess, sam)).messages).toMatchObject([{ id: messageId, text: 'half sent' }]);
        expect(await balanceOf(sam.id)).toBe(100 - MESSAGE_CREDITS);
      });

      it('after it was paid and before it was settled: the follow-up delivers it without paying again', async () => {
        const [ulla, vic] = await Promise.all([premiumMember('Ulla', 100), premiumMember('Vic')]);
        const sending = messageSendingFor(site.infrastructure, site.clock);
        const messageId = randomUUID();
        // The follow-up finds unsettled messages in the chats read model: it must have taken this one in.
        await sending.decide(ulla.id, vic.id, `submit-${messageId}`, { type: 'SubmitMessage', data: { conversationId: randomUUID(), messageId, senderId: ulla.id, recipientId: vic.id, content: { kind: 'text', text: 'paid, not settled' }, credits: MESSAGE_CREDITS } }, CHAT_READ_MODELS);
        await site.wallets.execute({ type: 'SpendCredits', data: { memberId: ulla.id, key: `message-${messageId}`, credits: MESSAGE_CREDITS, purpose: 'message', recipientId: vic.id } });
        await followUp();
        await eventually(async () => texts(await conversationWith(vic, ulla)).length > 0, 'the message to be delivered');
        expect(texts(await conversationWith(vic, ulla))).toEqual(['paid, not settled']);
        expect(await balanceOf(ulla.id)).toBe(100 - MESSAGE_CREDITS);
        expect((await walletEvents(ulla.id)).filter((event) => event.type === 'CreditsSpent')).toHaveLength(1);
      });

      it('before it was paid, with too few credits: the follow-up rejects it, unpaid and unseen', async () => {
        const [wim, xena] = await Promise.all([premiumMember('Wim', 1), premiumMember('Xena')]);
        const sending = messageSendingFor(site.infrastructure, site.clock);
        const messageId = randomUUID();
        await sending.decide(wim.id, xena.id, `submit-${messageId}`, { type: 'SubmitMessage', data: { conversationId: randomUUID(), messageId, senderId: wim.id, recipientId: xena.id, content: { kind: 'text', text: 'unpaid' }, credits: MESSAGE_CREDITS } }, CHAT_READ_MODELS);
        expect(texts(await conversationWith(wim, xena))).toEqual(['unpaid']);
        await followUp();
        await eventually(async () => texts(await conversationWith(wim, xena)).length === 0, 'the rejection to reach the read model');
        expect(texts(await conversationWith(xena, wim))).toEqual([]);
        expect(await balanceOf(wim.id)).toBe(1);
      });
    });
  });

  describe('rules between members', () => {
    it('holds the messages of an unconfirmed member and delivers them, in order, once the address is confirmed', async () => {
      const yara = await unconfirmedMember(site, 'Yara', profile);
      await buyCredits(site, yara.id, 100);
      const zeno = await premiumMember('Zeno');
      for (const text of ['first', 'second']) expect(await send(yara, zeno, text)).toMatchObject({ status: 201, body: { message: { status: 'held' } } });
      expect((await conversationWith(yara, zeno)).messages.map((message) => message.status)).toEqual(['held', 'held']);
      expect((await chats(zeno)).chats).toEqual([]);
      await yara.confirm();
      await eventually(async () => {
        await followUp();
        return texts(await conversationWith(zeno, yara)).join() === 'first,second';
      }, 'the held messages to arrive in order');
    });

    it('tells a blocked member they were blocked and gives the blocker nothing', async () => {
      const [anne, bo] = await Promise.all([premiumMember('Anne'), premiumMember('Bo')]);
      await send(bo, anne, 'before the block');
      await anne.client.json('POST', '/api/block.php', { member_id: bo.id });
      expect(await send(bo, anne, 'after the block')).toMatchObject({ status: 403, body: { code: 'BLOCK.BLOCKED_BY_MEMBER' } });
      expect(await send(anne, bo, 'me?')).toMatchObject({ status: 409, body: { code: 'CHAT.RECIPIENT_BLOCKED' } });
      expect((await chats(anne)).chats).toEqual([]);
      expect(texts(await conversationWith(anne, bo))).toEqual(['before the block']);
      // Bo learns nothing more of Anne: neither her card in his list nor the conversation page.
      expect((await chats(bo)).chats).toEqual([]);
      expect(await bo.client.json('GET', `/api/messages.php?member_id=${anne.id}`)).toEqual({ status: 403, body: { statusCode: 403, code: 'BLOCK.BLOCKED_BY_MEMBER' } });
    });

    it('shows an invisible or unconfirmed member’s card only to those the visibility rule lets see it', async () => {
      const [hidden, partner, stranger] = await Promise.all([premiumMember('Hedda'), premiumMember('Paul'), premiumMember('Stan')]);
      expect((await send(hidden, partner, 'hi Paul')).status).toBe(201);
      expect((await hidden.client.json('PUT', '/api/invisible.php', { invisible: true })).status).toBe(200);
      expect(await partner.client.json('GET', `/api/messages.php?member_id=${hidden.id}`)).toMatchObject({ status: 200, body: { profile: { id: hidden.id } } });
      expect(await stranger.client.json('GET', `/api/messages.php?member_id=${hidden.id}`)).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
      const newcomer = await unconfirmedMember(site, 'Nils', profile);
      expect(await stranger.client.json('GET', `/api/messages.php?member_id=${newcomer.id}`)).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    });

    it('lets invisible members chat, and hides the messages of a member waiting for deletion until they come back', async () => {
      const [cleo, dan] = await Promise.all([premiumMember('Cleo'), premiumMember('Dan')]);
      expect((await cleo.client.json('PUT', '/api/invisible.php', { invisible: true })).status).toBe(200);
      expect((await send(cleo, dan, 'from the shadows')).status).toBe(201);
      expect(texts(await conversationOnceHolding(dan, cleo))).toEqual(['from the shadows']);
      expect((await chats(dan)).chats).toHaveLength(1);

      expect((await deleteAccount(cleo.client, { password: PASSWORD, reasons: ['privacy'] })).status).toBe(200);
      await eventually(async () => (await chats(dan)).chats.length === 0, 'the chat to leave the list');
      expect(await dan.client.json('GET', `/api/messages.php?member_id=${cleo.id}`)).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
      expect((await send(dan, cleo, 'are you still there?')).status).toBe(404);

      expect((await new HttpClient(site.url).request('GET', await reactivationLink(site, cleo.id))).status).toBe(302);
      await eventually(async () => (await chats(dan)).chats.length === 1, 'the chat to come back');
      expect(texts(await conversationWith(dan, cleo))).toEqual(['from the shadows']);
    });

    it('has a demo member answer a first message in the writer’s language', async () => {
      const writer = await confirmedMember(site, 'Gert', { ...profile, details: { gender: 'male', sexuality: 'hetero' } }, '1990-05-01', 'de');
      await buyCredits(site, writer.id, 100);
      const demo = { id: planDemoMember(0, new Date()).memberId };
      expect((await send(writer, demo, 'Hallo!')).status).toBe(201);
      const answers = async () => (await conversationWith(writer, demo)).messages.filter((message) => !message.from_me).map((message) => message.text);
      const demoReplying = { ...chatFollowUp(site.infrastructure, site.clock), demoReplies: demoReplies(site.infrastructure, messageSendingFor(site.infrastructure, site.clock), 0) };
      await eventually(async () => {
        await followUpChats(demoReplying);
        return (await answers()).length > 0;
      }, 'the demo member to answer');
      const [answer] = await answers();
      expect(DEMO_REPLIES.de).toContain(answer);
    });
  });

  describe('live events', () => {
    it('carries a new message, typing and the read receipt to the other member’s open page, and replays what a reconnect missed', async () => {
      const [edda, fred] = await Promise.all([premiumMember('Edda'), premiumMember('Fred')]);
      const page = await LiveClient.open(fred.client);
      const sent = await send(edda, fred, 'live!');
      const received = await page.next((event) => event.type === 'message' && event.message.id === sent.body.message.id);
      expect(received.event).toMatchObject({ type: 'message', message: { text: 'live!', from_me: false, status: 'delivered' } });
      const conversation = { id: sent.body.message.conversation_id };
      const eddasPage = await LiveClient.open(edda.client);
      expect((await fred.client.request('POST', '/api/typing.php', { conversation })).status).toBe(204);
      await eddasPage.next((event) => event.type === 'typing' && event.member_id === fred.id);
      await fred.client.request('POST', '/api/chat-read.php', { conversation });
      await eddasPage.next((event) => event.type === 'read' && event.reader_id === fred.id);

      const lastSeen = page.lastEventId!;
      page.close();
      const missed = await send(edda, fred, 'while you were away');
      const reconnected = await LiveClient.open(fred.client, lastSeen);
      await reconnected.next((event) => event.type === 'message' && event.message.id === missed.body.message.id);
      const fresh = await LiveClient.open(fred.client, '999999999999');
      reconnected.close();
      fresh.close();
      eddasPage.close();
    });

    /**
     * While its tables are locked the chats read model takes nothing in: the list stays behind the live stream. (A lock
     * of tables takes no transaction id, so the log's readers still see what is appended meanwhile.)
     */
    const lockChatsReadModel = async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const tablesLocked = new Promise<void>((resolve) => (locked = resolve));
      const hold = site.infrastructure.sql.transaction(async (tx) => {
        await tx.query(`LOCK TABLE ${chatsProjection.tables.join(', ')} IN EXCLUSIVE MODE`);
        locked();
        await released;
      });
      await tablesLocked;
      return { release, unlocked: async () => (release(), await hold) };
    };

    it('shows a first message before the chat list holds it, and answers the page that asks for its list after that message with a list that does', async () => {
      const [kai, lea] = await Promise.all([premiumMember('Kai'), premiumMember('Lea')]);
      const page = await LiveClient.open(lea.client);
      const lock = await lockChatsReadModel();
      try {
        const sending = send(kai, lea, 'first words');
        const heard = await page.next((event) => event.type === 'message' && event.message.text === 'first words');
        expect((await chats(lea)).chats).toEqual([]);
        const listedAfter = lea.client.json<ChatsView>('GET', `/api/chats.php?after=${heard.id}`);
        lock.release();
        expect((await listedAfter).body.chats.map((chat) => chat.profile.id)).toEqual([kai.id]);
        expect((await sending).status).toBe(201);
      } finally {
        await lock.unlocked();
        page.close();
      }
    });

    it('answers a send before the read model holds it, and the sender’s own next reads wait until it does', async () => {
      const [kira, leon] = await Promise.all([premiumMember('Kira'), premiumMember('Leon')]);
      const lock = await lockChatsReadModel();
      try {
        expect(await send(kira, leon, 'before the list knows')).toMatchObject({ status: 201, body: { message: { text: 'before the list knows' } } });
        let answered = false;
        const ownList = chats(kira).finally(() => (answered = true));
        const ownConversation = conversationWith(kira, leon);
        // Leon's reads name no write of his: they answer at once, from the read model as it is.
        expect((await chats(leon)).chats).toEqual([]);
        expect(answered).toBe(false);
        lock.release();
        expect((await ownList).chats.map((chat) => chat.profile.id)).toEqual([leon.id]);
        expect(texts(await ownConversation)).toEqual(['before the list knows']);
      } finally {
        await lock.unlocked();
      }
    });

    it('tells a page reconnecting after a gap too old to replay to reload everything', async () => {
      const gus = await premiumMember('Gus');
      const page = await LiveClient.open(gus.client, '00000000000000000000-00000000000000000001');
      await page.next((event) => event.type === 'reset');
      page.close();
    });
  });

  describe('bad input', () => {
    it('answers every bad request with a code, never a 500, and keeps other members’ conversations closed', async () => {
      const [hana, ivo, jon] = await Promise.all([premiumMember('Hana'), premiumMember('Ivo'), premiumMember('Jon')]);
      await send(hana, ivo, 'private');
      const conversationId = (await chatsOnceListing(ivo)).chats[0]!.conversation.id;
      const bad: [string, string, unknown, number, string][] = [
        ['POST', '/api/message.php', { member_id: 'nope', message_id: randomUUID(), text: 'x' }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', '/api/message.php', { member_id: ivo.id, message_id: randomUUID(), text: 'x', extra: 1 }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', '/api/message.php', [{ member_id: ivo.id }], 400, 'VALIDATION.INVALID_BODY'],
        ['POST', '/api/message.php', { member_id: ivo.id, message_id: randomUUID(), text: '   ' }, 400, 'CHAT.MESSAGE_EMPTY'],
        ['POST', '/api/message.php', { member_id: ivo.id, message_id: randomUUID(), text: 'x'.repeat(1001) }, 400, 'CHAT.MESSAGE_TOO_LONG'],
        ['POST', '/api/message.php', { member_id: jon.id.replace(/.$/, '0') === jon.id ? randomUUID() : randomUUID(), message_id: randomUUID(), text: 'x' }, 404, 'MEMBER.NOT_FOUND'],
        ['POST', '/api/message.php', { member_id: jon.id, message_id: 'x', text: 'x' }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', '/api/chat-read.php', { conversation: { id: conversationId } }, 404, 'CHAT.NOT_FOUND'],
        ['POST', '/api/typing.php', { conversation: { id: conversationId } }, 404, 'CHAT.NOT_FOUND'],
        ['DELETE', '/api/chat.php', { conversation: { id: conversationId } }, 404, 'CHAT.NOT_FOUND'],
        ['DELETE', '/api/chat.php', { conversation: { id: "1' or 1=1" } }, 400, 'VALIDATION.INVALID_BODY'],
        ['GET', `/api/messages.php?conversation_id=${conversationId}`, undefined, 404, 'CHAT.NOT_FOUND'],
        ['GET', `/api/messages.php?conversation_id=${conversationId}&member_id=${ivo.id}`, undefined, 400, 'VALIDATION.INVALID_BODY'],
        ['GET', '/api/messages.php?limit=5000', undefined, 400, 'VALIDATION.INVALID_BODY'],
        ['GET', '/api/chats.php?after=99999999999999999999999', undefined, 400, 'VALIDATION.INVALID_BODY'],
        ['GET', "/api/chats.php?after=1'%20or%201=1", undefined, 400, 'VALIDATION.INVALID_BODY'],
      ];
      for (const [method, path, body, status, code] of bad) {
        const answer = await jon.client.json<{ code: string }>(method, path, body);
        expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({ method, path, status, code });
      }
      expect((await send(jon, jon, 'me')).body.code).toBe('CHAT.SELF');
      expect((await jon.client.json('POST', '/api/message.php', { member_id: ivo.id, message_id: randomUUID(), text: 'x'.repeat(1001) })).body).toMatchObject({ params: { max: 1000 } });
    });

    it('needs a session for every call', async () => {
      const visitor = new HttpClient(site.url);
      for (const [method, path] of [['GET', '/api/chats.php'], ['GET', '/api/events.php'], ['POST', '/api/message.php'], ['POST', '/api/page-hidden.php'], ['DELETE', '/api/chat.php']] as const) {
        expect({ path, status: (await visitor.request(method, path, method === 'GET' ? undefined : {})).status }).toEqual({ path, status: 403 });
      }
    });
  });
});
