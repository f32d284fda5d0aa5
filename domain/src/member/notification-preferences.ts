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

/** Mail that sells or informs rather than serves the member's own contacts: sent only after the member opted in (GDPR art. 6(1)(a), ePrivacy art. 13). */
export const MARKETING_NOTIFICATION_PREFERENCES = ['promotions', 'weekly_updates', 'news'] as const satisfies readonly NotificationPreference[];

export const isMarketingPreference = (preference: NotificationPreference): boolean =>
  (MARKETING_NOTIFICATION_PREFERENCES as readonly NotificationPreference[]).includes(preference);

/**
 * A member who has said nothing gets the service mails (about their contacts, reminders) and no marketing mail. This is
 * the state before a member's first event, so it also applies to members who never recorded a choice; every recorded
 * choice, on or off, stays as it was.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.freeze(
  Object.fromEntries(NOTIFICATION_PREFERENCES.map((preference) => [preference, !isMarketingPreference(preference)])) as Record<NotificationPreference, boolean>,
);

export const isNotificationPreference = (value: string): value is NotificationPreference =>
  (NOTIFICATION_PREFERENCES as readonly string[]).includes(value);
