import type { Command } from '../kernel/message.js';
import type { NotificationPreference, NotificationsDisabledReason } from '../member/notification-preferences.js';
import type { SubmittedPushSubscription } from './push-devices.rules.js';

export type SavePushSubscription = Command<'SavePushSubscription', { memberId: string; subscription: SubmittedPushSubscription }>;
/** The push service answered that the subscription at this endpoint no longer exists. */
export type RemovePushSubscription = Command<'RemovePushSubscription', { memberId: string; endpoint: string }>;
export type ChangeNotificationPreferences = Command<
  'ChangeNotificationPreferences',
  { memberId: string; preferences: Partial<Record<NotificationPreference, boolean>> }
>;
export type DisableNotifications = Command<'DisableNotifications', { memberId: string; reason: NotificationsDisabledReason }>;
export type EnableNotifications = Command<'EnableNotifications', { memberId: string }>;

export type NotificationSettingsCommand =
  | SavePushSubscription
  | RemovePushSubscription
  | ChangeNotificationPreferences
  | DisableNotifications
  | EnableNotifications;
