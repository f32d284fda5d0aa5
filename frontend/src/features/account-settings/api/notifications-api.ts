import type { NotificationPreferences, NotificationsDisabledReason, NotificationsRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

export type NotificationSettings = {
  preferences: NotificationPreferences;
  /** Why mail to the member stopped; empty while mail goes out. */
  disabled: NotificationsDisabledReason[];
};

const NOTIFICATIONS_URL = 'api/notifications.php';

/** Spec §3 notification preferences and the reasons mail stopped. */
const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationSettings, void>({
      query: () => NOTIFICATIONS_URL,
      providesTags: [API_TAGS.notifications],
    }),
    // A switch moves at once; the answer (the saved state) then replaces the cache, a refusal puts it back.
    updateNotifications: build.mutation<NotificationSettings, NotificationsRequest>({
      query: (body) => ({ url: NOTIFICATIONS_URL, method: 'PUT', body }),
      onQueryStarted: async ({ preferences }, { dispatch, queryFulfilled }) => {
        const optimistic = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            Object.assign(draft.preferences, preferences);
          }),
        );
        const saved = await queryFulfilled.then(({ data }) => data, () => undefined);
        if (saved) dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, saved));
        else optimistic.undo();
      },
      // The user view carries `notifications_disabled` (the activation reminder reads it).
      invalidatesTags: [API_TAGS.user],
    }),
  }),
});

export const { useGetNotificationsQuery, useUpdateNotificationsMutation } = notificationsApi;
