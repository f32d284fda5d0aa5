import type { Command } from '../kernel/message.js';
import type { NotificationPreference, NotificationsDisabledReason } from '../member/notification-preferences.js';

export type SavePushSubscription = Command<'SavePushSubscription', { memberId: string; subscription: string }>;
export type ChangeNotificationPreferences = Command<
  'ChangeNotificationPreferences',
  { memberId: string; preferences: Partial<Record<NotificationPreference, boolean>> }
>;
export type DisableNotifications = Command<'DisableNotifications', { memberId: string; reason: NotificationsDisabledReason }>;
export type EnableNotifications = Command<'EnableNotifications', { memberId: string }>;

export type NotificationSettingsCommand = SavePushSubscription | ChangeNotificationPreferences | DisableNotifications | EnableNotifications;
