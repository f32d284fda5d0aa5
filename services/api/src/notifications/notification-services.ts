import type { NotificationDelays } from '@dating/domain';
import { batchedLookup, batchedPerTurn, presencesOf, type AppConfig, type Infrastructure, type MemberPresence } from '@dating/platform';
import {
  areMatched,
  appBadgeCountsOf,
  chatsProjection,
  findMemberContacts,
  likeAwaitsNotice,
  likesProjection,
  MEMBER_CONTACT_PROJECTION,
  memberNames,
  membersOptedInTo,
  newMembersNear,
  pendingActivations,
  pushSubscriptionsOfMembers,
  readModelsProgress,
  unreadStreaksOf,
  unreadStreaksDue,
  type ConversationReader,
} from '@dating/projections';
import { removePushSubscription, type NotificationFacts, type NotificationProcessorDeps, type SweepDeps } from '@dating/workers';
import { siteMailFrom, siteOrigin } from '../settings/site-origin.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import type { Clock } from '../runtime/tokens.js';

/** NOTIFY_AFTER_SECONDS for a message and a like (a match is told at once), or the domain's delays. */
export const notificationDelays = ({ notifyAfterSeconds }: Pick<AppConfig, 'notifyAfterSeconds'>): NotificationDelays | undefined =>
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

/** Builds the notify jobs' and sweeps' dependencies, for the workers role. */
export const notificationWorkers = (infrastructure: Infrastructure, clock: Clock): NotificationProcessorDeps => {
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
