import type { NotificationPreference } from '../member/notification-preferences.js';

/** What a member is told about while away, by push and by e-mail. */
export const NOTIFICATION_KINDS = [
  'new_conversation',
  'new_message',
  'like',
  'match',
  'unread_reminder',
  'weekly_update',
  'activation_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The preference (spec §3) that switches each kind on or off; a match is news about likes. */
export const NOTIFICATION_KIND_PREFERENCE: Readonly<Record<NotificationKind, NotificationPreference>> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like: 'like',
  match: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
  activation_reminder: 'reminders',
};

