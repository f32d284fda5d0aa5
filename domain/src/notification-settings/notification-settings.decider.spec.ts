import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { NOTIFICATION_ERRORS } from '../member/member.errors.js';
import { MARKETING_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCES, type NotificationPreference } from '../member/notification-preferences.js';
import type { NotificationSettingsCommand } from './notification-settings.commands.js';
import { notificationSettingsDecider } from './notification-settings.decider.js';
import type { NotificationSettingsEvent } from './notification-settings.events.js';

const given = specFor(notificationSettingsDecider);
const now = '2026-11-22T10:00:00.000Z';
const memberId = 'm-1';
const command = <T extends NotificationSettingsCommand['type']>(type: T, data: Omit<Extract<NotificationSettingsCommand, { type: T }>['data'], 'memberId'>) =>
  ({ type, data: { memberId, ...data }, metadata: { now } }) as NotificationSettingsCommand;
const bounced: NotificationSettingsEvent = { type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: now } };

const preferencesChanged = (preferences: Partial<Record<NotificationPreference, boolean>>): NotificationSettingsEvent => ({
  type: 'NotificationPreferencesChanged',
  data: { memberId, preferences },
});

describe('Notification settings', () => {
  describe('for a new member', () => {
    it('a new member gets no marketing mail until they opt in', () => {
      const { preferences } = fold(notificationSettingsDecider, []);
      expect(MARKETING_NOTIFICATION_PREFERENCES.filter((preference) => preferences[preference])).toEqual([]);
      expect(NOTIFICATION_PREFERENCES.filter((preference) => !preferences[preference])).toEqual(['promotions', 'weekly_updates', 'news']);
    });

    it('records switching a marketing mail on as the opt-in', () =>
      given([])
        .when(command('ChangeNotificationPreferences', { preferences: { news: true, promotions: false, new_messages: true } }))
        .thenEvents([preferencesChanged({ news: true })]));
  });

  describe('for a member who chose before', () => {
    const optedIn = preferencesChanged({ news: true, weekly_updates: true });
    const optedOut = preferencesChanged({ news: false });

    it('keeps the opt-in and the opt-out as recorded, whatever the default', () => {
      expect(fold(notificationSettingsDecider, [optedIn]).preferences).toMatchObject({ news: true, weekly_updates: true, promotions: false });
      expect(fold(notificationSettingsDecider, [optedIn, optedOut]).preferences).toMatchObject({ news: false, weekly_updates: true });
    });

    it('records nothing for a consent already given', () =>
      given([optedIn]).when(command('ChangeNotificationPreferences', { preferences: { news: true } })).thenEvents([]));

    it('records withdrawing a consent', () =>
      given([optedIn]).when(command('ChangeNotificationPreferences', { preferences: { weekly_updates: false } })).thenEvents([preferencesChanged({ weekly_updates: false })]));
  });

  describe('when preferences change', () => {
    it('records only the preferences that differ', () =>
      given([])
        .when(command('ChangeNotificationPreferences', { preferences: { new_messages: true, like: false } }))
        .thenEvents([preferencesChanged({ like: false })]));

    it('refuses an unknown preference', () =>
      given([])
        .when(command('ChangeNotificationPreferences', { preferences: { toString: false } as never }))
        .thenThrows(hasCode(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN)));
  });

  describe('when the mail provider reports a problem', () => {
    it('records every report, so one about a new address counts too', () => given([bounced]).when(command('DisableNotifications', { reason: 'bounce' })).thenEvents([bounced]));

    it('clears every reason when the member enables mail again, and does nothing when none is recorded', () => {
      const enabled: NotificationSettingsEvent = { type: 'NotificationsEnabled', data: { memberId, enabledAt: now } };
      given([bounced]).when(command('EnableNotifications', {})).thenEvents([enabled]);
      given([bounced, enabled]).when(command('EnableNotifications', {})).thenEvents([]);
    });
  });

  it('saves a push subscription', () =>
    given([])
      .when(command('SavePushSubscription', { subscription: '{"endpoint":"https://push.example/1"}' }))
      .thenEvents([{ type: 'PushSubscriptionSaved', data: { memberId, subscription: '{"endpoint":"https://push.example/1"}', savedAt: now } }]));
});
