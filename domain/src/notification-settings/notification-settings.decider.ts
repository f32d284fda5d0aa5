import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { isErased } from '../kernel/personal-data.js';
import { NOTIFICATION_ERRORS } from '../member/member.errors.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isNotificationPreference,
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationPreferences,
  type NotificationsDisabledReason,
} from '../member/notification-preferences.js';
import type {
  ChangeNotificationPreferences,
  DisableNotifications,
  EnableNotifications,
  NotificationSettingsCommand,
  RemovePushSubscription,
  SavePushSubscription,
} from './notification-settings.commands.js';
import { upcastNotificationSettingsEvent, type NotificationSettingsEvent, type PushSubscriptionRemovalReason } from './notification-settings.events.js';
import { isSameWebPushSubscription, MAX_PUSH_DEVICES, parseWebPushSubscription, pushSubscriptionJson, type WebPushSubscription } from './push-devices.rules.js';

export interface NotificationSettings {
  readonly preferences: NotificationPreferences;
  /** Reasons recorded since the member last enabled mail (the read models also forget them when the address changes). */
  readonly disabled: readonly NotificationsDisabledReason[];
  /** The member's devices, oldest saved first; at most MAX_PUSH_DEVICES. */
  readonly pushDevices: readonly WebPushSubscription[];
}

const withoutEndpoint = (devices: readonly WebPushSubscription[], endpoint: string) => devices.filter((device) => device.endpoint !== endpoint);

const evolve = (state: NotificationSettings, event: NotificationSettingsEvent): NotificationSettings => {
  switch (event.type) {
    case 'PushSubscriptionSaved': {
      // Neither an erased subscription nor one without its keys names a device a push could reach.
      const { subscription } = event.data;
      const device = isErased(subscription) ? undefined : parseWebPushSubscription(subscription);
      return device ? { ...state, pushDevices: [...withoutEndpoint(state.pushDevices, device.endpoint), device] } : state;
    }
    case 'PushSubscriptionRemoved':
      return isErased(event.data.endpoint) ? state : { ...state, pushDevices: withoutEndpoint(state.pushDevices, event.data.endpoint) };
    case 'NotificationPreferencesChanged':
      return { ...state, preferences: { ...state.preferences, ...event.data.preferences } };
    case 'NotificationsDisabled':
      return state.disabled.includes(event.data.reason) ? state : { ...state, disabled: [...state.disabled, event.data.reason] };
    case 'NotificationsEnabled':
      return { ...state, disabled: [] };
    default:
      return assertNever(event);
  }
};

const changePreferences = ({ data }: ChangeNotificationPreferences, state: NotificationSettings): NotificationSettingsEvent[] => {
  const entries = Object.entries(data.preferences);
  if (!entries.every(([name, on]) => isNotificationPreference(name) && typeof on === 'boolean')) {
    throw new DomainError(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN);
  }
  const changed = Object.fromEntries(entries.filter(([name, on]) => state.preferences[name as keyof NotificationPreferences] !== on));
  if (!Object.keys(changed).length) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { memberId: data.memberId, preferences: changed } }];
};

/**
 * From the mail provider (bounce, complaint, unsubscribe), recorded even for a deleted account so no mail goes
 * there. Every report is recorded: one about a new address must count even when the old one had the same problem.
 */
const disable = ({ data, metadata }: DisableNotifications): NotificationSettingsEvent[] => {
  if (!NOTIFICATIONS_DISABLED_REASONS.includes(data.reason)) throw new DomainError(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN);
  return [{ type: 'NotificationsDisabled', data: { memberId: data.memberId, reason: data.reason, disabledAt: metadata.now } }];
};

const enable = ({ data, metadata }: EnableNotifications, state: NotificationSettings): NotificationSettingsEvent[] =>
  state.disabled.length ? [{ type: 'NotificationsEnabled', data: { memberId: data.memberId, enabledAt: metadata.now } }] : [];

const removed = (memberId: string, endpoint: string, reason: PushSubscriptionRemovalReason, removedAt: string): NotificationSettingsEvent => ({
  type: 'PushSubscriptionRemoved',
  data: { memberId, endpoint, reason, removedAt },
});

/**
 * Pages post the browser's subscription again whenever they check it, so one already saved records nothing. A known
 * endpoint with new keys replaces its device; a new one beyond the limit pushes out the oldest saved.
 */
const savePushSubscription = ({ data, metadata }: SavePushSubscription, state: NotificationSettings): NotificationSettingsEvent[] => {
  const { memberId, subscription } = data;
  const known = state.pushDevices.find((device) => device.endpoint === subscription.endpoint);
  if (known && isSameWebPushSubscription(known, subscription)) return [];
  const crowdedOut = known ? [] : state.pushDevices.slice(0, Math.max(0, state.pushDevices.length + 1 - MAX_PUSH_DEVICES));
  return [
    ...crowdedOut.map((device) => removed(memberId, device.endpoint, 'device_limit', metadata.now)),
    { type: 'PushSubscriptionSaved', data: { memberId, subscription: pushSubscriptionJson(subscription), savedAt: metadata.now } },
  ];
};

const removePushSubscription = ({ data, metadata }: RemovePushSubscription, state: NotificationSettings): NotificationSettingsEvent[] =>
  state.pushDevices.some((device) => device.endpoint === data.endpoint) ? [removed(data.memberId, data.endpoint, 'gone', metadata.now)] : [];

export const notificationSettingsDecider: Decider<NotificationSettingsCommand, NotificationSettingsEvent, NotificationSettings> = {
  initialState: { preferences: DEFAULT_NOTIFICATION_PREFERENCES, disabled: [], pushDevices: [] },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'SavePushSubscription':
        return savePushSubscription(command, state);
      case 'RemovePushSubscription':
        return removePushSubscription(command, state);
      case 'ChangeNotificationPreferences':
        return changePreferences(command, state);
      case 'DisableNotifications':
        return disable(command);
      case 'EnableNotifications':
        return enable(command, state);
      default:
        return assertNever(command);
    }
  },
  upcast: upcastNotificationSettingsEvent,
};
