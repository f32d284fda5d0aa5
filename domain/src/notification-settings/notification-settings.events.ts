import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';
import type { NotificationPreference, NotificationsDisabledReason } from '../member/notification-preferences.js';

/** The browser's push subscription (endpoint and keys) as JSON: it identifies a device, so it is personal. */
export type PushSubscriptionSaved = Event<'PushSubscriptionSaved', { memberId: string; subscription: Personal<string>; savedAt: string }>;

/**
 * Why a device no longer gets pushes: its push service answered that the subscription is gone (404, 410), or the
 * member saved more than MAX_PUSH_DEVICES and it was the oldest.
 */
export type PushSubscriptionRemovalReason = 'gone' | 'device_limit';

/** The endpoint identifies the device like the whole subscription does, so it is personal too. */
export type PushSubscriptionRemoved = Event<
  'PushSubscriptionRemoved',
  { memberId: string; endpoint: Personal<string>; reason: PushSubscriptionRemovalReason; removedAt: string }
>;

export type NotificationPreferencesChanged = Event<
  'NotificationPreferencesChanged',
  { memberId: string; preferences: Partial<Record<NotificationPreference, boolean>> }
>;
export type NotificationsDisabled = Event<'NotificationsDisabled', { memberId: string; reason: NotificationsDisabledReason; disabledAt: string }>;
export type NotificationsEnabled = Event<'NotificationsEnabled', { memberId: string; enabledAt: string }>;

/** What the member wants to hear about, and where mail and pushes may go. */
export type NotificationSettingsEvent =
  | PushSubscriptionSaved
  | PushSubscriptionRemoved
  | NotificationPreferencesChanged
  | NotificationsDisabled
  | NotificationsEnabled;

export const NOTIFICATION_SETTINGS_EVENT_TYPES: readonly NotificationSettingsEvent['type'][] = [
  'PushSubscriptionSaved',
  'PushSubscriptionRemoved',
  'NotificationPreferencesChanged',
  'NotificationsDisabled',
  'NotificationsEnabled',
];

export const notificationSettingsStreamId = (memberId: string): string => `member-notifications-${memberId}`;

export const upcastNotificationSettingsEvent = upcastOwnTypes<NotificationSettingsEvent>(NOTIFICATION_SETTINGS_EVENT_TYPES);
