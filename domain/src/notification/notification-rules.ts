import type { NotificationPreferences, NotificationsDisabledReason } from '../member/notification-preferences.js';
import { NOTIFICATION_KIND_PREFERENCE, type NotificationKind } from './notification-kinds.js';

export type NotificationChannel = 'push' | 'mail';

/** The recipient as the rules need them (the member-contact read model holds it all). */
export interface NotificationRecipient {
  /** Demo members are run by the site: nobody reads what they get. */
  readonly fictional: boolean;
  readonly confirmed: boolean;
  readonly lifecycle: 'active' | 'deletion_requested';
  readonly preferences: NotificationPreferences;
  /** Why mail to the address has stopped (bounce, complaint, unsubscribe): push still goes. */
  readonly mailDisabled: readonly NotificationsDisabledReason[];
  /** False once the member's key is gone. */
  readonly hasEmail: boolean;
}

/**
 * Where a notification of `kind` may go: nowhere for a demo member, a member waiting for deletion or a preference
 * switched off; mail only to a working address. An address not confirmed yet gets the activation reminder and
 * nothing else, since its owner may not be the member; a confirmed one never gets that reminder.
 */
export const notificationChannels = (kind: NotificationKind, recipient: NotificationRecipient): NotificationChannel[] => {
  if (recipient.fictional || recipient.lifecycle !== 'active') return [];
  if (!recipient.preferences[NOTIFICATION_KIND_PREFERENCE[kind]]) return [];
  const activation = kind === 'activation_reminder';
  if (activation && recipient.confirmed) return [];
  const mailWorks = recipient.hasEmail && recipient.mailDisabled.length === 0 && recipient.confirmed !== activation;
  return mailWorks ? ['push', 'mail'] : ['push'];
};

/** An open page's event stream beats every 25 s: one missed twice is gone (closed without a word, or asleep). */
export const OPEN_PAGE_SILENCE_MS = 60_000;

export interface PagePresence {
  readonly pageSeenAt: Date | null;
  readonly pageHiddenAt: Date | null;
}

/** Whether a page of the member is open and in view now: news reaches them there, without a push or a mail. */
export const hasOpenPage = ({ pageSeenAt, pageHiddenAt }: PagePresence, now: Date): boolean =>
  pageSeenAt !== null && now.getTime() - pageSeenAt.getTime() < OPEN_PAGE_SILENCE_MS && (pageHiddenAt === null || pageSeenAt > pageHiddenAt);

/** News that an open page shows as it happens; reminders and digests go out whatever the member has open. */
export const toldOnOpenPage = (kind: NotificationKind): boolean => kind === 'new_conversation' || kind === 'new_message' || kind === 'like' || kind === 'match';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long after an event its notification waits: the member may read the message meanwhile, and messages written
 * in a row, like a like answered at once, make one notification instead of several.
 */
export interface NotificationDelays {
  readonly message: number;
  readonly like: number;
  readonly match: number;
}
export const NOTIFICATION_DELAYS_MS: NotificationDelays = { message: 3 * MINUTE_MS, like: MINUTE_MS, match: 0 };

/** A streak of unread messages is recalled this long after its first message... */
export const UNREAD_REMINDER_AFTER_MS = DAY_MS;
/** ...unless it is older than this by the time a sweep sees it (the site was down): stale news is left alone. */
export const UNREAD_REMINDER_LATEST_MS = 3 * DAY_MS;

/** A reminder needs time left to act on it: the link must work for at least this long after it arrives. */
export const ACTIVATION_REMINDER_TIME_LEFT_MS = HOUR_MS;

/** A member who has not confirmed their address is reminded once, a day after the link went out (halfway through a shorter link). */
export const activationReminderDelayMs = (issuedAt: Date, expiresAt: Date): number | null => {
  const validMs = expiresAt.getTime() - issuedAt.getTime();
  const delayMs = Math.min(DAY_MS, validMs / 2);
  return validMs - delayMs >= ACTIVATION_REMINDER_TIME_LEFT_MS ? delayMs : null;
};

/** Whether the reminder of a link issued at `issuedAt` is due `now`, with the link still working long enough. */
export const activationReminderDue = (issuedAt: Date, expiresAt: Date, now: Date): boolean => {
  const delayMs = activationReminderDelayMs(issuedAt, expiresAt);
  return delayMs !== null && now.getTime() >= issuedAt.getTime() + delayMs && expiresAt.getTime() - now.getTime() >= ACTIVATION_REMINDER_TIME_LEFT_MS;
};

/** The ISO 8601 week of `date` (e.g. `2026-W48`): one weekly update per member per week. */
export const isoWeekOf = (date: Date): string => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The week belongs to the year of its Thursday.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
};

/** The weekly update counts members who joined in the seven days before it. */
export const WEEKLY_UPDATE_SPAN_MS = 7 * DAY_MS;
