import type { NotificationPreferences, NotificationSettings, NotificationsDisabledReason } from '@dating/domain';

/** GET/PUT /api/notifications.php: every preference with its value, and why mail has stopped, if it has. */
export interface NotificationsView {
  preferences: NotificationPreferences;
  disabled: NotificationsDisabledReason[];
}

export const toNotificationsView = (settings: NotificationSettings): NotificationsView => ({
  preferences: { ...settings.preferences },
  disabled: [...settings.disabled],
});
