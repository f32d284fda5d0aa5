import { DEFAULT_NOTIFICATION_PREFERENCES, type MemberContact, type PagePresence, type WebPushSubscription } from '@dating/domain';
import { JOB_OUTCOMES, PUSH_OUTCOMES, verifyUnsubscribeToken, type OutgoingMail, type PushOptions, type PushOutcome, type PushPayload } from '@dating/platform';
import type { NotificationLedger } from './notification-ledger.js';
import type { NotificationCause } from './notification-cause.js';
import { aContact } from '../mail/mail-job.fixtures.js';
import type { NotificationFacts, UnreadStreakFacts } from './notification-facts.port.js';
import { notifyJob, type NotifyJobDeps } from './notify.job.js';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const SECRET = 'link-secret';
const ORIGIN = 'https://date.example';

const contact = (memberId: string, overrides: Partial<MemberContact> = {}): MemberContact =>
  aContact({
    memberId,
    email: `${memberId}@example.com`,
    name: memberId === 'm-reader' ? 'Rita' : 'Wout',
    language: 'en',
    domain: 'date.example',
    confirmed: true,
    ...overrides,
  });

const device = (name: string): WebPushSubscription => ({ endpoint: `https://push.example/${name}`, keys: { p256dh: `key-${name}`, auth: `auth-${name}` } });

/** A member's world as the read models would tell it, changed by each test. */
const world = () => ({
  contacts: new Map<string, MemberContact>([
    ['m-reader', contact('m-reader')],
    ['m-writer', contact('m-writer')],
  ]),
  streaks: new Map<string, UnreadStreakFacts>([['m-reader/c-1', { otherId: 'm-writer', count: 1, firstMessageId: 'msg-1', opensConversation: false }]]),
  presence: { pageSeenAt: null, pageHiddenAt: null } as PagePresence,
  devices: [device('phone'), device('laptop')],
  likesAwaitingNotice: new Set<string>(),
  matches: new Set<string>(),
  newMembers: 0,
  attention: 1,
});
type World = ReturnType<typeof world>;

const factsOf = (state: World): NotificationFacts => ({
  reached: async () => true,
  contact: async (memberId) => state.contacts.get(memberId) ?? null,
  memberName: async (memberId) => state.contacts.get(memberId)?.name ?? null,
  attention: async () => state.attention,
  presence: async () => state.presence,
  unreadStreak: async (memberId, conversationId) => state.streaks.get(`${memberId}/${conversationId}`) ?? null,
  likeAwaitsNotice: async (likerId, likedId) => state.likesAwaitingNotice.has(`${likerId}>${likedId}`),
  areMatched: async (memberId, otherId) => state.matches.has(`${memberId}/${otherId}`),
  newMembersNear: async () => state.newMembers,
  pushSubscriptions: async () => state.devices,
});

const setUp = (state = world()) => {
  const pushes: Array<{ endpoint: string; payload: PushPayload; options: PushOptions }> = [];
  const mails: OutgoingMail[] = [];
  const removed: string[] = [];
  const gone = new Set<string>();
  // Claims as the SQL ledger makes them: a key sent, or held by another claimant, is not claimed again.
  const claims = new Map<string, { claimant: string; sent: boolean }>();
  const ledger: NotificationLedger = {
    claim: async (key, claimant) => {
      const held = claims.get(key);
      if (held && (held.sent || held.claimant !== claimant)) return false;
      claims.set(key, { claimant, sent: false });
      return true;
    },
    recordSent: async (key) => void claims.set(key, { ...claims.get(key)!, sent: true }),
  };
  const deps: NotifyJobDeps = {
    facts: factsOf(state),
    pushSender: {
      send: async (subscription, payload, options): Promise<PushOutcome> => {
        if (gone.has(subscription.endpoint)) return PUSH_OUTCOMES.GONE;
        pushes.push({ endpoint: subscription.endpoint, payload, options });
        return PUSH_OUTCOMES.DELIVERED;
      },
    },
    removePushSubscription: async (_memberId, endpoint) => void removed.push(endpoint),
    mailer: { send: async (mail) => void mails.push(mail) },
    ledger,
    readModelWaitMs: 1_000,
    linkSecret: SECRET,
    siteOrigin: () => ORIGIN,
    mailFrom: () => '"Date" <noreply@date.example>',
    now: () => NOW,
  };
    let runs = 0;
  // Each call is a run of another job, as the queue would start one per message.
  const job = (cause: NotificationCause, jobId = `job-${(runs += 1)}`) => notifyJob(deps)(cause, { jobId });
  return { state, deps, job, pushes, mails, removed, gone };
};

const message = (messageId: string): NotificationCause => ({ cause: 'message', recipientId: 'm-reader', conversationId: 'c-1', messageId, checkpoint: '1' });

describe('The notify job', () => {
  it('tells a new message by push to every device and by mail, opening the conversation, with a one-click unsubscribe for new messages', async () => {
    const { job, pushes, mails } = setUp();
    await expect(job(message('msg-1'))).resolves.toBe(JOB_OUTCOMES.DONE);

    expect(pushes.map((push) => push.endpoint)).toEqual(['https://push.example/phone', 'https://push.example/laptop']);
    expect(pushes[0]!.payload).toMatchObject({ title: 'New message from Wout', check_url: `${ORIGIN}/chats/c-1`, open_url: `${ORIGIN}/login`, tag: 'chat-c-1' });
    expect(pushes[0]!.options).toEqual({ ttlSeconds: 86_400, urgency: 'high', topic: 'chat-c-1' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'm-reader@example.com', subject: 'New message from Wout', dataSubjectId: 'm-reader' });
    const token = new URL(/^<(.+)>$/.exec(mails[0]!.headers!['List-Unsubscribe']!)![1]!).searchParams.get('token')!;
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ memberId: 'm-reader', preference: 'new_messages' });
  });

  it('puts what waits for the member on every push, so a device with no page of the site open shows it on the app badge', async () => {
    const { state, job, pushes } = setUp();
    state.attention = 4;
    await job(message('msg-1'));

    expect(pushes.map((push) => push.payload.badge)).toEqual([4, 4]);
  });

  it('makes one notification of several messages in a row: the jobs of the later ones find the streak told', async () => {
    const { state, job, pushes, mails } = setUp();
    state.streaks.set('m-reader/c-1', { otherId: 'm-writer', count: 3, firstMessageId: 'msg-1', opensConversation: false });
    for (const messageId of ['msg-1', 'msg-2', 'msg-3']) await job(message(messageId));

    expect(mails.map((mail) => mail.subject)).toEqual(['3 new messages from Wout']);
    expect(pushes).toHaveLength(2);
  });

  it('sends one mail when the jobs of two messages of one streak run at the same moment', async () => {
    const { state, job, mails } = setUp();
    state.streaks.set('m-reader/c-1', { otherId: 'm-writer', count: 2, firstMessageId: 'msg-1', opensConversation: false });
    await Promise.all([job(message('msg-1')), job(message('msg-2'))]);
    expect(mails).toHaveLength(1);
  });

  it('tells a first message as a new conversation, switched off by its own preference', async () => {
    const { state, job, mails } = setUp();
    state.streaks.set('m-reader/c-1', { otherId: 'm-writer', count: 1, firstMessageId: 'msg-1', opensConversation: true });
    await job(message('msg-1'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Wout sent you a message']);

    const off = setUp();
    off.state.streaks.set('m-reader/c-1', { otherId: 'm-writer', count: 1, firstMessageId: 'msg-1', opensConversation: true });
    off.state.contacts.set('m-reader', contact('m-reader', { notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, new_conversations: false } }));
    await expect(off.job(message('msg-1'))).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    expect([off.mails, off.pushes]).toEqual([[], []]);
  });

  it('tells nothing of messages read before the job ran, nor while a page of the reader is open', async () => {
    const read = setUp();
    read.state.streaks.clear();
    await expect(read.job(message('msg-1'))).resolves.toBe(JOB_OUTCOMES.SKIPPED);

    const open = setUp();
    open.state.presence = { pageSeenAt: new Date(NOW.getTime() - 10_000), pageHiddenAt: null };
    await expect(open.job(message('msg-1'))).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    expect([read.mails, read.pushes, open.mails, open.pushes]).toEqual([[], [], [], []]);
  });

  it('still pushes once mail to the address stopped after a bounce', async () => {
    const { state, job, pushes, mails } = setUp();
    state.contacts.set('m-reader', contact('m-reader', { notificationsDisabled: ['bounce'] }));
    await job(message('msg-1'));
    expect([pushes.length, mails.length]).toEqual([2, 0]);
  });

  it('forgets a device the push service no longer knows, and still reaches the others', async () => {
    const { job, pushes, removed, gone } = setUp();
    gone.add('https://push.example/phone');
    await job(message('msg-1'));
    expect(removed).toEqual(['https://push.example/phone']);
    expect(pushes.map((push) => push.endpoint)).toEqual(['https://push.example/laptop']);
  });

  it('sends nothing twice when the queue runs the job again after the mail failed', async () => {
    const { deps, job, pushes, mails } = setUp();
    const send = deps.mailer.send;
    let failures = 1;
    (deps.mailer as { send: typeof send }).send = async (mail) => {
      if (failures-- > 0) throw new Error('SMTP 421');
      await send(mail);
    };
    await expect(job(message('msg-1'), 'the-job')).rejects.toThrow('SMTP 421');
    await job(message('msg-1'), 'the-job');
    expect([pushes.length, mails.length]).toEqual([2, 1]);
  });

  it('tells a like that still stands and is no match, and a match to the member it is told to', async () => {
    const { state, job, mails } = setUp();
    await expect(job({ cause: 'like', likerId: 'm-writer', likedId: 'm-reader', checkpoint: '1' })).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    state.likesAwaitingNotice.add('m-writer>m-reader');
    await job({ cause: 'like', likerId: 'm-writer', likedId: 'm-reader', checkpoint: '1' });
    state.matches.add('m-reader/m-writer');
    await job({ cause: 'match', memberId: 'm-reader', otherId: 'm-writer', matchId: 'e-1', checkpoint: '1' });
    expect(mails.map((mail) => [mail.subject, mail.text.includes(`${ORIGIN}/likes`)])).toEqual([
      ['Wout likes you', true],
      ["It's a match with Wout!", true],
    ]);
  });

  it('reminds of an unread streak only while that streak lasts', async () => {
    const { state, job, mails } = setUp();
    const reminder: NotificationCause = { cause: 'unread_reminder', memberId: 'm-reader', conversationId: 'c-1', firstMessageId: 'msg-1' };
    await job(reminder);
    state.streaks.set('m-reader/c-1', { otherId: 'm-writer', count: 1, firstMessageId: 'msg-9', opensConversation: false });
    await expect(job(reminder)).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    expect(mails.map((mail) => mail.subject)).toEqual(['A message is waiting for you']);
  });

  it('sends the weekly update only to a member who opted in, and only when someone new came near', async () => {
    const { state, job, mails } = setUp();
    const weekly: NotificationCause = { cause: 'weekly_update', memberId: 'm-reader', week: '2026-W48' };
    state.newMembers = 4;
    await expect(job(weekly)).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    state.contacts.set('m-reader', contact('m-reader', { notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, weekly_updates: true } }));
    state.newMembers = 0;
    await expect(job(weekly)).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    state.newMembers = 4;
    await job(weekly);
    expect(mails.map((mail) => mail.subject)).toEqual(['This week: 4 new members near you']);
  });

  it('reminds an unconfirmed member of their activation link, and a confirmed one not', async () => {
    const { state, job, mails } = setUp();
    const reminder: NotificationCause = { cause: 'activation_reminder', memberId: 'm-reader', tokenId: 't-1', expiresAt: '2026-11-27T10:00:00.000Z' };
    await expect(job(reminder)).resolves.toBe(JOB_OUTCOMES.SKIPPED);
    state.contacts.set('m-reader', contact('m-reader', { confirmed: false }));
    await job(reminder);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${ORIGIN}/api/activate.php?token=`);
  });
});
