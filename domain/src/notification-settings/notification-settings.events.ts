import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';
import type { NotificationPreference, NotificationsDisabledReason } from '../member/notification-preferences.js';

/**
 * The member allowed pushes on a device: its browser's push subscription (endpoint and keys) as JSON, which identifies
 * the device, so it is personal.
 */
export type PushSubscriptionSaved = Event<'PushSubscriptionSaved', { memberId: string; subscription: Personal<string>; savedAt: string }>;

/**
 * Why a device no longer gets pushes: its push service answered that the subscription is gone (404, 410), or the
 * member saved more than MAX_PUSH_DEVICES and it was the oldest.
 */
export type PushSubscriptionRemovalReason = 'gone' | 'device_limit';

/** A device no longer gets pushes. Its endpoint identifies the device like the whole subscription does, so it is personal too. */
export type PushSubscriptionRemoved = Event<
  'PushSubscriptionRemoved',
  { memberId: string; endpoint: Personal<string>; reason: PushSubscriptionRemovalReason; removedAt: string }
>;

/** The member turned mail about some subjects on or off; `preferences` holds only those that changed. */
export type NotificationPreferencesChanged = Event<
  'NotificationPreferencesChanged',
  { memberId: string; preferences: Partial<Record<NotificationPreference, boolean>> }
>;
/** The mail provider reported a spam complaint, a bounce or an unsubscribe for the member's address: no more mail goes there. */
export type NotificationsDisabled = Event<'NotificationsDisabled', { memberId: string; reason: NotificationsDisabledReason; disabledAt: string }>;
/** The member asked for mail again after it had been stopped by the mail provider's reports. */
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
