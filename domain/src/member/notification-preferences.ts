/** Spec §3: what a member may receive mail about, each on or off. */
export const NOTIFICATION_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export type NotificationPreferences = Readonly<Record<NotificationPreference, boolean>>;

/** Spec §4: mail to a member stops after a spam complaint (feedback loop), a bounce or a list-unsubscribe. */
export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

/** A new member receives everything until they say otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.freeze(
  Object.fromEntries(NOTIFICATION_PREFERENCES.map((preference) => [preference, true])) as Record<NotificationPreference, boolean>,
);

export const isNotificationPreference = (value: string): value is NotificationPreference =>
  (NOTIFICATION_PREFERENCES as readonly string[]).includes(value);
