import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { ChatMessageView, ChatsView, ConversationView } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { useUnreadMessages } from '../../../lib/chats-endpoints.js';
import { newLikesCount, useLikes } from '../../../lib/likes-endpoints.js';
import { installFakeEventSource, openedLiveStream, removeFakeEventSource } from '../../../testing/fake-event-source.js';
import { memberNews } from '../../../testing/member-news.js';
import { renderScreen, type ApiCall, type FakeApi } from '../../../testing/render-screen.js';
import { useGetConversationQuery, type ConversationRef } from '../api/chat-api.js';
import { useLiveEvents } from './use-live-events.js';

const message: ChatMessageView = {
  id: 'm-2',
  conversation_id: 'c-1',
  from_me: false,
  kind: 'text',
  text: 'Hi!',
  gift: null,
  photo: null,
  sent_at: '2026-11-25T10:01:00.000Z',
  status: 'delivered',
  read: false,
};

const conversation: ConversationView = {
  conversation: { id: 'c-1' },
  profile: { id: 'anna', name: 'Anna', age: 31, country: 'NL', region: 'Utrecht', city: 'Utrecht', main_image: null, fictional: false },
  messages: [{ ...message, id: 'm-1', text: 'Hello there', sent_at: '2026-11-25T10:00:00.000Z' }],
  has_more: false,
  links_allowed: false,
  message_credits: 0,
  other_read_at: null,
};

const loadsOf = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).length;

/** The two counts the badges add up (navigation badges, title prefix, app badge), with the live events followed. */
const Badges = () => {
  useLiveEvents(true);
  return <p>{`unread ${useUnreadMessages(true)}, new likes ${newLikesCount(useLikes(true))}`}</p>;
};

/** A member who follows the live events until they log out. */
const LoggingOut = () => {
  const [loggedIn, setLoggedIn] = useState(true);
  useLiveEvents(loggedIn);
  return <button onClick={() => setLoggedIn(false)}>Log out</button>;
};

/** Who the member is, as every page asks it (user.php), with the live events followed. */
const { useWhoAmIQuery } = baseApi.injectEndpoints({
  endpoints: (build) => ({ whoAmI: build.query<unknown, void>({ query: () => 'api/user.php', providesTags: [API_TAGS.user] }) }),
});
const Member = () => {
  useLiveEvents(true);
  useWhoAmIQuery();
  return null;
};

/** The messages of an open conversation, with the live events followed. */
const OpenConversation = ({ known }: { known: ConversationRef }) => {
  useLiveEvents(true);
  const { data } = useGetConversationQuery(known);
  return (
    <ul>
      {data?.messages.map((shown) => (
        <li key={shown.id}>{shown.text}</li>
      ))}
    </ul>
  );
};

describe(useLiveEvents.name, () => {
  let news: ReturnType<typeof memberNews>['news'];
  let memberApi: FakeApi;
  beforeEach(() => {
    ({ news, api: memberApi } = memberNews({ unreadMessages: 1, newLikes: 0 }));
    installFakeEventSource();
  });
  afterEach(removeFakeEventSource);

  describe('when a message arrives', () => {
    it('counts it unread in its listed chat, so the badges go up without reloading the chats', async () => {
      const listed: ChatsView = {
        chats: [{ conversation: { id: 'c-1' }, profile: conversation.profile, num_unread_messages: 1, last_message: null, updated_at: '2026-11-25T10:00:00.000Z' }],
        num_unread_messages: 1,
      };
      const { calls } = await renderScreen(<Badges />, { ...memberApi, 'GET /api/chats.php': { body: listed } });
      expect(await screen.findByText('unread 1, new likes 0')).toBeInTheDocument();

      await (await openedLiveStream()).send({ type: 'message', message });

      expect(await screen.findByText('unread 2, new likes 0')).toBeInTheDocument();
      expect(loadsOf(calls, '/api/chats.php')).toBe(1);
    });

    it('reloads the chats when its chat is not listed yet (a first message), asking for a list that holds that event, so the badges go up', async () => {
      const { calls } = await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeInTheDocument();

      news.unreadMessages = 2;
      await (await openedLiveStream()).send({ type: 'message', message }, '00000000000000000042-00000000000000000007');

      expect(await screen.findByText('unread 2, new likes 0')).toBeInTheDocument();
      expect(calls.filter((call) => call.path === '/api/chats.php').map((call) => call.query)).toEqual([undefined, { after: '00000000000000000042-00000000000000000007' }]);
    });

    it('shows it in its open conversation without reloading the conversation', async () => {
      const { calls } = await renderScreen(<OpenConversation known={{ conversationId: 'c-1' }} />, { ...memberApi, 'GET /api/messages.php': { body: conversation } });
      expect(await screen.findByText('Hello there')).toBeInTheDocument();

      await (await openedLiveStream()).send({ type: 'message', message });

      expect(await screen.findByText('Hi!')).toBeInTheDocument();
      expect(loadsOf(calls, '/api/messages.php')).toBe(1);
    });

    it('shows a first message in a conversation opened by its member, without reloading it', async () => {
      const before: ConversationView = { ...conversation, conversation: null, messages: [] };
      const { calls } = await renderScreen(<OpenConversation known={{ memberId: 'anna' }} />, { ...memberApi, 'GET /api/messages.php': { body: before } });
      await waitFor(() => expect(loadsOf(calls, '/api/messages.php')).toBe(1));

      await (await openedLiveStream()).send({ type: 'message', message, member_id: 'anna' });

      expect(await screen.findByText('Hi!')).toBeInTheDocument();
      expect(loadsOf(calls, '/api/messages.php')).toBe(1);
    });
  });

  describe('when someone likes the member', () => {
    it('reloads the likes, so the new likes count in the badges goes up', async () => {
      await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeInTheDocument();

      news.newLikes = 1;
      await (await openedLiveStream()).send({ type: 'likes' });

      expect(await screen.findByText('unread 1, new likes 1')).toBeInTheDocument();
    });
  });

  describe('when the server could not replay what was missed', () => {
    it('reloads both', async () => {
      await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeInTheDocument();

      Object.assign(news, { unreadMessages: 3, newLikes: 2 });
      await (await openedLiveStream()).send({ type: 'reset' });

      expect(await screen.findByText('unread 3, new likes 2')).toBeInTheDocument();
    });
  });

  describe('when the stream ends', () => {
    it('asks who the member is once the server refuses the stream (their session ended), not when it merely dropped', async () => {
      const { calls } = await renderScreen(<Member />, { ...memberApi, 'GET /api/user.php': { body: { user: null } } });
      const stream = await openedLiveStream();
      await waitFor(() => expect(loadsOf(calls, '/api/user.php')).toBe(1));
      await stream.connect();

      await stream.drop();
      await stream.refuse();

      await waitFor(() => expect(loadsOf(calls, '/api/user.php')).toBe(2));
      await stream.connect();
      expect(loadsOf(calls, '/api/user.php')).toBe(2);
    });
  });

  describe('when the member logs out', () => {
    it('closes the stream', async () => {
      await renderScreen(<LoggingOut />);
      const stream = await openedLiveStream();

      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

      await waitFor(() => expect(stream.closed).toBe(true));
    });
  });
});
