import { DEFAULT_LANGUAGE, type NotificationDelays, type OpenMessage } from '@dating/domain';
import {
  batchedLookup,
  batchedPerTurn,
  deterministicUuid,
  presencesOf,
  type AppConfig,
  type ConsumerGroup,
  type Infrastructure,
  type MemberPresence,
} from '@dating/platform';
import {
  appBadgeCountsOf,
  areMatched,
  chatMemberFacts,
  chatPhotosOf,
  chatsAwaitingDemoReply,
  chatsProjection,
  dueDeletionDeadlines,
  findMemberContact,
  findMemberContacts,
  heldMessagesOfBannedSenders,
  heldMessagesOfConfirmedSenders,
  likeAwaitsNotice,
  likesDueForDemoReply,
  likesProjection,
  MEMBER_CONTACT_PROJECTION,
  memberContactReached,
  memberNames,
  membersOptedInTo,
  newMembersNear,
  ordersAwaitingPayment,
  pendingActivations,
  photosUnderInspection,
  pushSubscriptionsOfMembers,
  readModelsProgress,
  unreadStreaksDue,
  unreadStreaksOf,
  unsettledMessages,
  withdrawnUnrefunded,
  type ConversationReader,
} from '@dating/projections';
import {
  lostJobsCheck,
  migrateWorkers,
  registerMailProcessors,
  registerMoneyProcessors,
  registerNotificationProcessors,
  registerSweeps,
  removePushSubscription,
  workerConsumers,
  type ChatFollowUpDeps,
  type DemoReplyDeps,
  type MailProcessorDeps,
  type MoneyFollowUpDeps,
  type NotificationFacts,
  type NotificationProcessorDeps,
  type PaymentReconciliationDeps,
  type SweepDeps,
} from '@dating/workers';
import { Logger } from '@nestjs/common';
import { MessageSending } from '../chat/message-sending.js';
import { Discounts } from '../credits/discounts.js';
import { OrderFollowUps } from '../credits/order-follow-ups.js';
import { OrderSettlement } from '../credits/order-settlement.js';
import { demoReplyFor } from '../demo/demo-replies.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { siteMailFrom, siteOrigin } from '../settings/site-origin.js';
import { EMBEDDED_SITES, siteForHost } from '../settings/site-settings.js';
import { SignupMessages } from '../signup/signup-messages.js';
import { Wallets } from '../wallet/wallets.js';
import type { Clock } from './tokens.js';

// The workers role's composition root. It runs no Nest app, so the API's deciding classes it needs (the message
// pipeline, wallets, orders) are built here by hand, and the read models are handed to the jobs as their ports.

const errorLog = (context: string) => {
  const logger = new Logger(context);
  return (message: string) => logger.error(message);
};

/** The message pipeline, as the chat's process manager and the demo members use it. */
export const messageSendingFor = (infrastructure: Infrastructure, clock: Clock): MessageSending => {
  const { sql, personalFields, requestKeys } = infrastructure;
  const streams = StreamDecisions.over(infrastructure, clock);
  return new MessageSending(streams, new Wallets(streams), requestKeys, new ReadModelConsistency(sql), sql, personalFields, clock);
};

/** The embedded default's demo members answering a first message, in the writer's language. */
export const demoReplies = ({ sql, personalFields }: Infrastructure, sending: MessageSending, delaySeconds: number): DemoReplyDeps => ({
  delaySeconds,
  findDue: (before, limit) => chatsAwaitingDemoReply(sql, before, limit),
  reply: async (demoMemberId, memberId) => {
    const language = (await findMemberContact(sql, personalFields, memberId))?.language ?? DEFAULT_LANGUAGE;
    await sending.send({
      senderId: demoMemberId,
      recipientId: memberId,
      // The same reply of the same pair: a round that overlaps another sends it once.
      messageId: deterministicUuid(`demo-reply/${demoMemberId}/${memberId}`),
      content: { kind: 'text', text: demoReplyFor(language, demoMemberId, memberId) },
      credits: 0,
      freeChats: 0,
    });
  },
});

/** The chat's process manager: what sends, confirmations and bans left unfinished, and the demo members' replies. */
export const chatFollowUp = (infrastructure: Infrastructure, clock: Clock): ChatFollowUpDeps => {
  const { sql, config } = infrastructure;
  const sending = messageSendingFor(infrastructure, clock);
  const settle = async (message: OpenMessage) => sending.settle(message, (await chatMemberFacts(sql, message.senderId))?.deliversAtOnce ?? false);
  return {
    findUnsettled: (before, limit) => unsettledMessages(sql, before, limit),
    settle,
    findReleasable: (limit) => heldMessagesOfConfirmedSenders(sql, limit),
    release: (senderId, recipientId) => sending.releaseHeld(senderId, recipientId),
    findWithdrawable: (limit) => heldMessagesOfBannedSenders(sql, limit),
    withdraw: (senderId, recipientId) => sending.withdrawHeld(senderId, recipientId, 'sender_banned'),
    findUnrefunded: (limit) => withdrawnUnrefunded(sql, limit),
    refund: (message) => sending.refund(message),
    demoReplies: config.demoReplySeconds === undefined ? undefined : demoReplies(infrastructure, sending, config.demoReplySeconds),
    now: () => clock.now(),
    devClock: config.devClock,
    logError: errorLog('chat-follow-up'),
  };
};

export interface MoneyWorkers {
  readonly followUps: MoneyFollowUpDeps;
  readonly reconciliation: PaymentReconciliationDeps;
}

/** The money process manager's steps and the payment reconciliation sweep. */
export const moneyWorkers = (infrastructure: Infrastructure, clock: Clock): MoneyWorkers => {
  const streams = StreamDecisions.over(infrastructure, clock);
  const wallets = new Wallets(streams);
  const discounts = new Discounts(streams, clock);
  const followUps = new OrderFollowUps(streams, wallets, discounts);
  const settlement = new OrderSettlement(streams, followUps, infrastructure.paymentProvider, clock);
  const siteOf = (domain: string) => siteForHost(EMBEDDED_SITES, domain);
  const signupMessages = new SignupMessages(streams, messageSendingFor(infrastructure, clock), siteOf, errorLog('signup-message'));
  return {
    followUps: { wallets, discounts, followUps, signupMessages, siteOf },
    reconciliation: {
      findAwaiting: (before, limit) => ordersAwaitingPayment(infrastructure.sql, before, limit),
      settle: (paymentId) => settlement.settleById(paymentId),
      closeUnstarted: (orderId) => settlement.closeUnstarted(orderId),
      now: () => clock.now(),
      devClock: infrastructure.config.devClock,
      logError: errorLog('payment-reconciliation'),
    },
  };
};

/** NOTIFY_AFTER_SECONDS for a message and a like (a match is told at once), or the domain's delays. */
const notificationDelays = ({ notifyAfterSeconds }: Pick<AppConfig, 'notifyAfterSeconds'>): NotificationDelays | undefined =>
  notifyAfterSeconds === undefined ? undefined : { message: notifyAfterSeconds * 1000, like: notifyAfterSeconds * 1000, match: 0 };

/** The read models a notify job decides from; it waits until each has taken in the event it stems from. */
const DECIDING_READ_MODELS = [MEMBER_CONTACT_PROJECTION, chatsProjection.name, likesProjection.name];

const NO_PRESENCE: MemberPresence = { pageSeenAt: null, pageHiddenAt: null };

/**
 * The read models, as the notify jobs ask them: the lookups of jobs running side by side are gathered into one query
 * per kind, so a busy queue asks the database a few times a turn rather than a few times a job.
 */
export const notificationFacts = ({ sql, personalFields }: Pick<Infrastructure, 'sql' | 'personalFields'>): NotificationFacts => {
  const contacts = batchedLookup((memberIds: readonly string[]) => findMemberContacts(sql, personalFields, memberIds), null);
  const names = batchedLookup((memberIds: readonly string[]) => memberNames(sql, personalFields, memberIds), null);
  const attention = batchedLookup((memberIds: readonly string[]) => appBadgeCountsOf(sql, memberIds), 0);
  const presences = batchedLookup((memberIds: readonly string[]) => presencesOf(sql, memberIds), NO_PRESENCE);
  const devices = batchedLookup((memberIds: readonly string[]) => pushSubscriptionsOfMembers(sql, personalFields, memberIds), []);
  const streaks = batchedPerTurn((readers: readonly ConversationReader[]) => unreadStreaksOf(sql, readers));
  return {
    reached: readModelsProgress(sql, DECIDING_READ_MODELS),
    contact: contacts,
    memberName: names,
    attention,
    presence: presences,
    unreadStreak: (memberId, conversationId) => streaks({ memberId, conversationId }),
    likeAwaitsNotice: (likerId, likedId) => likeAwaitsNotice(sql, likerId, likedId),
    areMatched: (memberId, otherId) => areMatched(sql, memberId, otherId),
    newMembersNear: (memberId, since) => newMembersNear(sql, memberId, since),
    pushSubscriptions: devices,
  };
};

/** The notify jobs' dependencies. */
const notificationWorkers = (infrastructure: Infrastructure, clock: Clock): NotificationProcessorDeps => {
  const { config, sql, mailer, appSecret, pushSender, eventStore } = infrastructure;
  return {
    sql,
    facts: notificationFacts(infrastructure),
    pushSender,
    removePushSubscription: (memberId, endpoint) => removePushSubscription(eventStore, memberId, endpoint, clock.now()),
    mailer,
    linkSecret: appSecret,
    siteOrigin: (domain) => siteOrigin(config, domain),
    mailFrom: (domain) => siteMailFrom(config, EMBEDDED_SITES, domain),
    now: () => clock.now(),
  };
};

/** The reminders' and weekly updates' deadlines, as the read models keep them. */
export const notificationSweeps = ({ sql }: Infrastructure, clock: Clock): SweepDeps['notificationSweeps'] => ({
  findDueStreaks: (window, cursor, limit) => unreadStreaksDue(sql, window, cursor, limit),
  findPendingActivations: (window, afterMemberId, limit) => pendingActivations(sql, window, afterMemberId, limit),
  findWeeklyUpdateReaders: (afterMemberId, limit) => membersOptedInTo(sql, 'weekly_updates', afterMemberId, limit),
  now: () => clock.now(),
});

/** The account mails' dependencies: who each member is comes from the member-contact read model. */
const mailWorkers = (infrastructure: Infrastructure, clock: Clock): MailProcessorDeps => {
  const { config, sql, mailer, appSecret, personalFields } = infrastructure;
  return {
    sql,
    eventStore: infrastructure.eventStore,
    contacts: { reached: (checkpoint) => memberContactReached(sql, checkpoint), find: (memberId) => findMemberContact(sql, personalFields, memberId) },
    mailer,
    linkSecret: appSecret,
    siteOrigin: (domain) => siteOrigin(config, domain),
    mailFrom: (domain) => siteMailFrom(config, EMBEDDED_SITES, domain),
    now: () => clock.now(),
  };
};

/** Final deletion of the members whose fourteen days have passed; `logError` hears a member that could not be erased. */
export const erasureSweep = (
  { sql, eventStore, keyStore, photoStorage, appSecret }: Infrastructure,
  clock: Clock,
  logError: (message: string) => void = errorLog('erasure'),
): SweepDeps['erasure'] => ({
  eventStore,
  keyStore,
  sql,
  photoStorage,
  findChatPhotos: (memberId) => chatPhotosOf(sql, memberId),
  appSecret,
  now: () => clock.now(),
  findDue: (due, limit) => dueDeletionDeadlines(sql, due, limit),
  logError,
});

/** Final deletion and, when configured, photo auto-approval: scheduled jobs, so worker replicas never run a tick twice. */
const sweepDeps = (infrastructure: Infrastructure, clock: Clock, paymentReconciliation: PaymentReconciliationDeps): SweepDeps => {
  const { config, sql, eventStore } = infrastructure;
  const now = () => clock.now();
  const delaySeconds = config.photoAutoApproveSeconds;
  return {
    sql,
    devClock: config.devClock,
    erasure: erasureSweep(infrastructure, clock),
    photoAutoApproval:
      delaySeconds === undefined
        ? undefined
        : {
            eventStore,
            delaySeconds,
            now,
            findDue: async (uploadedBefore, limit) =>
              (await photosUnderInspection(sql, limit, uploadedBefore)).map((photo) => ({ photoId: photo.photo_id, memberId: photo.member_id })),
            logError: errorLog('photo-auto-approval'),
          },
    paymentReconciliation,
    chatFollowUp: chatFollowUp(infrastructure, clock),
    notificationSweeps: notificationSweeps(infrastructure, clock),
    demoLikeBack:
      config.demoLikeBackSeconds === undefined
        ? undefined
        : {
            eventStore,
            snapshots: infrastructure.snapshots,
            delaySeconds: config.demoLikeBackSeconds,
            now,
            findDue: (before, limit) => likesDueForDemoReply(sql, before, limit),
            logError: errorLog('demo-like-back'),
          },
  };
};

/** The reactors of the workers role, which turn events into jobs: fed together, one read of the log for all. */
export const REACTORS_GROUP = 'reactors';

export const workersRoleConsumers = ({ queue, config }: Infrastructure, clock: Clock): ConsumerGroup[] => [
  {
    name: REACTORS_GROUP,
    members: workerConsumers({ queue, now: () => clock.now(), notificationDelays: notificationDelays(config) }),
    // Their jobs live in the queue: a Redis that lost its data has them enqueued again from the log.
    lostWork: lostJobsCheck({ consumer: REACTORS_GROUP, queue, now: () => clock.now() }),
  },
];

/** Runs the workers role's jobs and sweeps in this process; returns its reactors, for the consumer runners. */
export const startWorkersRole = async (infrastructure: Infrastructure, clock: Clock): Promise<ConsumerGroup[]> => {
  const { sql, queue } = infrastructure;
  await migrateWorkers(sql);
  await registerMailProcessors(queue, mailWorkers(infrastructure, clock));
  const money = moneyWorkers(infrastructure, clock);
  await registerMoneyProcessors(queue, money.followUps);
  await registerSweeps(queue, sweepDeps(infrastructure, clock, money.reconciliation));
  await registerNotificationProcessors(queue, notificationWorkers(infrastructure, clock));
  return workersRoleConsumers(infrastructure, clock);
};
