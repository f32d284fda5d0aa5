import type { ChatsView } from '@dating/domain';
import { API_TAGS, baseApi } from './base-api.js';

/**
 * The chat list, read by the chat screens, the navigation's unread badge and the page title's count: declared once
 * here, since features never import each other.
 */
const chatsEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One list, however it was asked for: `after` (a live event's id) only makes the server wait until the list holds it.
    getChats: build.query<ChatsView, { after: string } | void>({
      query: (asked) => ({ url: 'api/chats.php', params: asked ? { after: asked.after } : undefined }),
      serializeQueryArgs: ({ endpointName }) => endpointName,
      providesTags: [API_TAGS.chats],
    }),
  }),
});

export const { useGetChatsQuery } = chatsEndpoints;
export { chatsEndpoints };

/** Reloads the chat list once it holds the live event `eventId` told of (its conversation may be new to the list). */
export const reloadChatsAfter = (eventId: string) => chatsEndpoints.endpoints.getChats.initiate({ after: eventId }, { subscribe: false, forceRefetch: true });

/** Unread messages over every chat; nothing for visitors. The periodic refresh and the live events reload them. */
export const useUnreadMessages = (loggedIn: boolean): number =>
  chatsEndpoints.useGetChatsQuery(undefined, { skip: !loggedIn }).data?.num_unread_messages ?? 0;
