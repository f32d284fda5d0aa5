import type { ChatsView } from '@dating/domain';
import { API_TAGS, baseApi } from './base-api.js';

/**
 * The chat list, read by the chat screens, the navigation's unread badge and the page title's count: declared once
 * here, since features never import each other.
 */
const chatsEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<ChatsView, void>({
      query: () => 'api/chats.php',
      providesTags: [API_TAGS.chats],
    }),
  }),
});

export const { useGetChatsQuery } = chatsEndpoints;
export { chatsEndpoints };

/** Unread messages over every chat; nothing for visitors. The periodic refresh and the live events reload them. */
export const useUnreadMessages = (loggedIn: boolean): number =>
  chatsEndpoints.useGetChatsQuery(undefined, { skip: !loggedIn }).data?.num_unread_messages ?? 0;
