import type { NotificationPreference } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

export type UnsubscribeLink = {
  /** The one kind of mail the link stops. */
  preference: NotificationPreference;
  alreadyOff: boolean;
};

const linkUrl = (token: string) => `api/unsubscribe.php?token=${encodeURIComponent(token)}`;

/** A notification mail's unsubscribe link: the token is the authority, so it works without a session. */
const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnsubscribeLink: build.query<UnsubscribeLink, string>({ query: linkUrl }),
    unsubscribe: build.mutation<{ preference: NotificationPreference }, string>({
      query: (token) => ({ url: linkUrl(token), method: 'POST', body: {} }),
      // Switching a preference off twice leaves it off.
      extraOptions: { idempotent: true },
      invalidatesTags: [API_TAGS.notifications, API_TAGS.user],
    }),
  }),
});

export const { useGetUnsubscribeLinkQuery, useUnsubscribeMutation } = unsubscribeApi;
