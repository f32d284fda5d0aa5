import { newLikesCount, useLikes } from '../api/likes-api.js';

/**
 * What waits for the member (spec §2, §5): new likes, and unread messages once chats exist. The page title's prefix
 * and the app badge show it.
 */
export const useAttentionCount = (loggedIn: boolean): number => newLikesCount(useLikes(loggedIn));
