import { useUnreadMessages } from '../lib/chats-endpoints.js';
import { newLikesCount, useLikes } from '../lib/likes-endpoints.js';

/** What waits for the member (spec §2, §5): unread messages plus new likes. The page title's prefix and the app badge show it. */
export const useAttentionCount = (loggedIn: boolean): number => useUnreadMessages(loggedIn) + newLikesCount(useLikes(loggedIn));
