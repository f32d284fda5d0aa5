import { DomainError } from '../kernel/domain-error.js';
import type { ChangeNotificationPreferences, DisableNotifications, EnableNotifications, SavePushSubscription } from './member.commands.js';
import { NOTIFICATION_ERRORS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { active, existing } from './member-guards.js';
import type { Member } from './member.state.js';
import { isNotificationPreference, NOTIFICATIONS_DISABLED_REASONS } from './notification-preferences.js';

export const changeNotificationPreferences = ({ data }: ChangeNotificationPreferences, state: Member): MemberEvent[] => {
  const member = active(state);
  const entries = Object.entries(data.preferences);
  if (!entries.every(([name, on]) => isNotificationPreference(name) && typeof on === 'boolean')) {
    throw new DomainError(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN);
  }
  const changed = Object.fromEntries(entries.filter(([name, on]) => member.notificationPreferences[name as keyof typeof member.notificationPreferences] !== on));
  if (!Object.keys(changed).length) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { memberId: member.memberId, preferences: changed } }];
};

/** From the mail provider (bounce, complaint, unsubscribe): recorded even for a deleted account, so no mail goes there. */
export const disableNotifications = ({ data, metadata }: DisableNotifications, state: Member): MemberEvent[] => {
  const member = existing(state);
  if (!NOTIFICATIONS_DISABLED_REASONS.includes(data.reason)) throw new DomainError(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN);
  if (member.notificationsDisabled.includes(data.reason)) return [];
  return [{ type: 'NotificationsDisabled', data: { memberId: member.memberId, reason: data.reason, disabledAt: metadata.now } }];
};

export const enableNotifications = ({ metadata }: EnableNotifications, state: Member): MemberEvent[] => {
  const member = active(state);
  if (!member.notificationsDisabled.length) return [];
  return [{ type: 'NotificationsEnabled', data: { memberId: member.memberId, enabledAt: metadata.now } }];
};

export const savePushSubscription = ({ data, metadata }: SavePushSubscription, state: Member): MemberEvent[] => {
  const member = active(state);
  return [{ type: 'PushSubscriptionSaved', data: { memberId: member.memberId, subscription: data.subscription, savedAt: metadata.now } }];
};
