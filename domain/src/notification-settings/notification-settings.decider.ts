import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
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
  SavePushSubscription,
} from './notification-settings.commands.js';
import { upcastNotificationSettingsEvent, type NotificationSettingsEvent } from './notification-settings.events.js';

export interface NotificationSettings {
  readonly preferences: NotificationPreferences;
  /** Reasons recorded since the member last enabled mail (the read models also forget them when the address changes). */
  readonly disabled: readonly NotificationsDisabledReason[];
  readonly pushSubscribed: boolean;
}

const evolve = (state: NotificationSettings, event: NotificationSettingsEvent): NotificationSettings => {
  switch (event.type) {
    case 'PushSubscriptionSaved':
      return { ...state, pushSubscribed: true };
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

const savePushSubscription = ({ data, metadata }: SavePushSubscription): NotificationSettingsEvent[] => [
  { type: 'PushSubscriptionSaved', data: { memberId: data.memberId, subscription: data.subscription, savedAt: metadata.now } },
];

export const notificationSettingsDecider: Decider<NotificationSettingsCommand, NotificationSettingsEvent, NotificationSettings> = {
  initialState: { preferences: DEFAULT_NOTIFICATION_PREFERENCES, disabled: [], pushSubscribed: false },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'SavePushSubscription':
        return savePushSubscription(command);
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
