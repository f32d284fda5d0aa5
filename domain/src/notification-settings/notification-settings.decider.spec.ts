import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { NOTIFICATION_ERRORS } from '../member/member.errors.js';
import type { NotificationSettingsCommand } from './notification-settings.commands.js';
import { notificationSettingsDecider } from './notification-settings.decider.js';
import type { NotificationSettingsEvent } from './notification-settings.events.js';

const given = specFor(notificationSettingsDecider);
const now = '2026-11-22T10:00:00.000Z';
const memberId = 'm-1';
const command = <T extends NotificationSettingsCommand['type']>(type: T, data: Omit<Extract<NotificationSettingsCommand, { type: T }>['data'], 'memberId'>) =>
  ({ type, data: { memberId, ...data }, metadata: { now } }) as NotificationSettingsCommand;
const bounced: NotificationSettingsEvent = { type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: now } };

describe('Notification settings', () => {
  describe('when preferences change', () => {
    it('records only the preferences that differ', () =>
      given([])
        .when(command('ChangeNotificationPreferences', { preferences: { promotions: false, news: true } }))
        .thenEvents([{ type: 'NotificationPreferencesChanged', data: { memberId, preferences: { promotions: false } } }]));

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
