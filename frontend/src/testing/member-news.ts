import type { ChatsView, LikesView } from '@dating/domain';
import type { FakeApi } from './render-screen.js';

const liker = { id: 'liker', name: 'Liker', age: 30, country: 'NL', region: 'Utrecht', city: 'Utrecht', main_image: null, fictional: false };

/**
 * What waits for the member on the server (unread messages, new likes) and the chats and likes API answering from it:
 * a test changes `news` as a sender or a liker would, and sees what the page reloads.
 */
export const memberNews = (initial: { unreadMessages: number; newLikes: number }) => {
  const news = { ...initial };
  const chats = (): ChatsView => ({ chats: [], num_unread_messages: news.unreadMessages });
  const likes = (): LikesView => ({
    profiles: [],
    liked_by: Array.from({ length: news.newLikes }, (_, index) => ({
      id: `${liker.id}-${index}`,
      like_new: true,
      liked_at: '2026-11-25T10:00:00.000Z',
      profile: { ...liker, id: `${liker.id}-${index}` },
    })),
    matches: [],
  });
  const api: FakeApi = {
    'GET /api/chats.php': () => ({ body: chats() }),
    'GET /api/likes.php': () => ({ body: likes() }),
  };
  return { news, api };
};
