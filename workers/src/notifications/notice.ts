import { WEEKLY_UPDATE_SPAN_MS, type NotificationKind } from '@dating/domain';
import type { PushUrgency } from '@dating/platform';
import type { NotificationCause } from './notification-cause.js';
import type { NotificationFacts } from './notification-facts.port.js';

/** One piece of news for one member, as the notify job tells it by push and by mail. */
export interface Notice {
  readonly kind: NotificationKind;
  readonly recipientId: string;
  /** Names what is told: each channel tells it once, however often a job about it runs. */
  readonly key: string;
  /** The member the news is about, if any (the writer, the liker, the match). */
  readonly aboutMemberId: string | null;
  /** Messages unread, new members near: 1 when nothing is counted. */
  readonly count: number;
  /** The page of the site the notice opens (the activation reminder opens the API's activation link instead). */
  readonly path: string;
  /** A newer push on the same topic replaces an older one still waiting on the device. */
  readonly topic: string;
  readonly urgency: PushUrgency;
  /** How long a push service keeps the push for a device that is offline. */
  readonly ttlSeconds: number;
}

const DAY_SECONDS = 24 * 60 * 60;

const chatPath = (conversationId: string) => `/chats/${encodeURIComponent(conversationId)}`;

/**
 * The news a job's cause still holds when it runs, or null when there is none any more: the messages were read, the
 * like was taken back or became a match, the reminder's streak ended, nobody new came near.
 */
export const noticeOf = async (cause: NotificationCause, facts: NotificationFacts, now: Date): Promise<Notice | null> => {
  switch (cause.cause) {
    case 'message': {
      const streak = await facts.unreadStreak(cause.recipientId, cause.conversationId);
      if (!streak) return null;
      return {
        kind: streak.opensConversation ? 'new_conversation' : 'new_message',
        recipientId: cause.recipientId,
        // One notice per streak: the messages that follow it until the member reads are told by the same one.
        key: `message.${cause.recipientId}.${cause.conversationId}.${streak.firstMessageId}`,
        aboutMemberId: streak.otherId,
        count: streak.count,
        path: chatPath(cause.conversationId),
        topic: `chat-${cause.conversationId}`,
        urgency: 'high',
        ttlSeconds: DAY_SECONDS,
      };
    }
    case 'like':
      if (!(await facts.likeAwaitsNotice(cause.likerId, cause.likedId))) return null;
      return {
        kind: 'like',
        recipientId: cause.likedId,
        // A like taken back and given again is told once.
        key: `like.${cause.likedId}.${cause.likerId}`,
        aboutMemberId: cause.likerId,
        count: 1,
        path: '/likes',
        topic: 'likes',
        urgency: 'normal',
        ttlSeconds: 3 * DAY_SECONDS,
      };
    case 'match':
      if (!(await facts.areMatched(cause.memberId, cause.otherId))) return null;
      return {
        kind: 'match',
        recipientId: cause.memberId,
        key: `match.${cause.matchId}.${cause.memberId}`,
        aboutMemberId: cause.otherId,
        count: 1,
        path: `/likes/m/${encodeURIComponent(cause.otherId)}`,
        topic: `match-${cause.otherId}`,
        urgency: 'high',
        ttlSeconds: 3 * DAY_SECONDS,
      };
    case 'unread_reminder': {
      const streak = await facts.unreadStreak(cause.memberId, cause.conversationId);
      // Reading ends the streak, and with it its reminder.
      if (streak?.firstMessageId !== cause.firstMessageId) return null;
      return {
        kind: 'unread_reminder',
        recipientId: cause.memberId,
        key: `unread-reminder.${cause.memberId}.${cause.conversationId}.${cause.firstMessageId}`,
        aboutMemberId: streak.otherId,
        count: streak.count,
        path: chatPath(cause.conversationId),
        topic: `chat-${cause.conversationId}`,
        urgency: 'low',
        ttlSeconds: DAY_SECONDS,
      };
    }
    case 'weekly_update': {
      const count = await facts.newMembersNear(cause.memberId, new Date(now.getTime() - WEEKLY_UPDATE_SPAN_MS));
      if (count === 0) return null;
      return {
        kind: 'weekly_update',
        recipientId: cause.memberId,
        key: `weekly-update.${cause.memberId}.${cause.week}`,
        aboutMemberId: null,
        count,
        path: '/members',
        topic: 'weekly-update',
        urgency: 'very-low',
        ttlSeconds: 2 * DAY_SECONDS,
      };
    }
    case 'activation_reminder': {
      const secondsLeft = Math.floor((Date.parse(cause.expiresAt) - now.getTime()) / 1000);
      if (secondsLeft <= 0) return null;
      return {
        kind: 'activation_reminder',
        recipientId: cause.memberId,
        key: `activation-reminder.${cause.tokenId}`,
        aboutMemberId: null,
        count: 1,
        path: '/',
        topic: 'activation',
        urgency: 'normal',
        ttlSeconds: secondsLeft,
      };
    }
  }
};
