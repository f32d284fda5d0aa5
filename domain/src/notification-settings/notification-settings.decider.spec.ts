import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { ERASED } from '../kernel/personal-data.js';
import { NOTIFICATION_ERRORS } from '../member/member.errors.js';
import { MARKETING_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCES, type NotificationPreference } from '../member/notification-preferences.js';
import type { NotificationSettingsCommand } from './notification-settings.commands.js';
import { notificationSettingsDecider } from './notification-settings.decider.js';
import type { NotificationSettingsEvent } from './notification-settings.events.js';
import { MAX_PUSH_DEVICES } from './push-devices.rules.js';

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

  describe('push subscriptions', () => {
    const keysOf = (device: number, generation = 1) => ({ p256dh: `B${'p'.repeat(85)}${device}-${generation}`, auth: `auth-${device}-${generation}` });
    const subscription = (device: number, generation = 1) => ({ endpoint: `https://push.example/${device}`, keys: keysOf(device, generation) });
    const saved = (device: number, generation = 1): NotificationSettingsEvent => ({
      type: 'PushSubscriptionSaved',
      data: { memberId, subscription: JSON.stringify(subscription(device, generation)), savedAt: now },
    });
    const removed = (device: number, reason: 'gone' | 'device_limit'): NotificationSettingsEvent => ({
      type: 'PushSubscriptionRemoved',
      data: { memberId, endpoint: `https://push.example/${device}`, reason, removedAt: now },
    });
    const save = (device: number, generation = 1) => command('SavePushSubscription', { subscription: subscription(device, generation) });
    const remove = (device: number) => command('RemovePushSubscription', { endpoint: `https://push.example/${device}` });
    const devicesAfter = (events: NotificationSettingsEvent[]) => fold(notificationSettingsDecider, events).pushDevices.map(({ endpoint }) => endpoint);
    const tenDevices = Array.from({ length: MAX_PUSH_DEVICES }, (_, index) => saved(index + 1));

    describe('for a member without devices', () => {
      it('saves the endpoint, its expiry and its keys, and nothing else the browser sent', () =>
        given([])
          .when(command('SavePushSubscription', { subscription: { ...subscription(1), expirationTime: null, extra: 'dropped' } as never }))
          .thenEvents([
            {
              type: 'PushSubscriptionSaved',
              data: { memberId, subscription: JSON.stringify({ endpoint: 'https://push.example/1', expirationTime: null, keys: keysOf(1) }), savedAt: now },
            },
          ]));

      it('records nothing for removing an endpoint it does not know', () => given([]).when(remove(1)).thenEvents([]));
    });

    describe('for a member with a device', () => {
      it('records nothing when a page posts the same subscription again', () => given([saved(1)]).when(save(1)).thenEvents([]));

      it('saves another device beside it', () => {
        given([saved(1)]).when(save(2)).thenEvents([saved(2)]);
        expect(devicesAfter([saved(1), saved(2)])).toEqual(['https://push.example/1', 'https://push.example/2']);
      });

      it('saves new keys of the same endpoint in place of the old ones', () => {
        given([saved(1)]).when(save(1, 2)).thenEvents([saved(1, 2)]);
        expect(fold(notificationSettingsDecider, [saved(1), saved(1, 2)]).pushDevices).toEqual([subscription(1, 2)]);
      });

      it('records the removal of a device its push service no longer knows, and nothing for a second one', () => {
        given([saved(1), saved(2)]).when(remove(1)).thenEvents([removed(1, 'gone')]);
        given([saved(1), saved(2), removed(1, 'gone')]).when(remove(1)).thenEvents([]);
        expect(devicesAfter([saved(1), saved(2), removed(1, 'gone')])).toEqual(['https://push.example/2']);
      });

      it('saves a removed device again when the browser subscribes again', () => given([saved(1), removed(1, 'gone')]).when(save(1)).thenEvents([saved(1)]));
    });

    describe(`for a member with ${MAX_PUSH_DEVICES} devices`, () => {
      it('removes the oldest saved to make room for a new one', () =>
        given(tenDevices).when(save(11)).thenEvents([removed(1, 'device_limit'), saved(11)]));

      it('keeps the newest devices only', () => {
        const endpoints = devicesAfter([...tenDevices, removed(1, 'device_limit'), saved(11)]);
        expect(endpoints).toHaveLength(MAX_PUSH_DEVICES);
        expect(endpoints).not.toContain('https://push.example/1');
        expect(endpoints.at(-1)).toBe('https://push.example/11');
      });

      it('makes no room for new keys of a device it has', () => given(tenDevices).when(save(3, 2)).thenEvents([saved(3, 2)]));
    });

    describe('for a member whose devices were saved before the limit', () => {
      const twelveDevices = Array.from({ length: MAX_PUSH_DEVICES + 2 }, (_, index) => saved(index + 1));

      it('removes every device beyond the limit with the next new one', () =>
        given(twelveDevices).when(save(13)).thenEvents([removed(1, 'device_limit'), removed(2, 'device_limit'), removed(3, 'device_limit'), saved(13)]));

      it('knows no device in a subscription saved without its keys', () => {
        const keyless: NotificationSettingsEvent = { type: 'PushSubscriptionSaved', data: { memberId, subscription: '{"endpoint":"https://push.example/1"}', savedAt: now } };
        expect(devicesAfter([keyless])).toEqual([]);
      });
    });

    describe('for an erased member', () => {
      it('knows no device once the subscriptions read as erased', () => {
        const erasedSave: NotificationSettingsEvent = { type: 'PushSubscriptionSaved', data: { memberId, subscription: ERASED, savedAt: now } };
        const erasedRemoval: NotificationSettingsEvent = { type: 'PushSubscriptionRemoved', data: { memberId, endpoint: ERASED, reason: 'gone', removedAt: now } };
        expect(devicesAfter([erasedSave, erasedRemoval])).toEqual([]);
      });
    });
  });
});
