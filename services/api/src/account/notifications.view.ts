import type { NotificationPreferences, NotificationsDisabledReason } from '@dating/domain';

/** GET/PUT /api/notifications.php: every preference with its value, and why mail has stopped, if it has. */
export interface NotificationsView {
  preferences: NotificationPreferences;
  disabled: NotificationsDisabledReason[];
}

export const toNotificationsView = (settings: { preferences: NotificationPreferences; disabled: readonly NotificationsDisabledReason[] }): NotificationsView => ({
  preferences: { ...settings.preferences },
  disabled: [...settings.disabled],
});
