import type { ChatMessageView, ChatsView, ChatSummary, ConversationView, SendMessageResult } from '@dating/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useGetUserQuery, userEndpoints } from '../../../lib/user-endpoints.js';
import { renderScreen, type ApiCall, type FakeApi } from '../../../testing/render-screen.js';
import type { Settings, User } from '../../../types/api.js';
import { ConversationPage } from './conversation-page.js';

const profile = (name: string) => ({ id: name, name, age: 31, country: 'NL', region: 'Utrecht', city: 'Utrecht', main_image: null, fictional: false });

const member = { id: 'me', credits: 100, free_messages: 0, status: 'confirmed', profile: { name: 'Mo', country: 'NL', status: 'active', main_image: null } } as User;

const listed = (name: string, text: string, sentAt: string): ChatSummary => ({
  conversation: { id: `c-${name}` },
  profile: profile(name),
  num_unread_messages: 0,
  last_message: { kind: 'text', text, from_me: false, sent_at: sentAt },
  updated_at: sentAt,
});

const chats: ChatsView = {
  chats: [listed('Bram', 'See you', '2026-11-25T11:00:00.000Z'), listed('Anna', 'Hello there', '2026-11-25T10:00:00.000Z')],
  num_unread_messages: 0,
};

const conversation: ConversationView = {
  conversation: { id: 'c-Anna' },
  profile: profile('Anna'),
  messages: [],
  has_more: false,
  links_allowed: false,
  message_credits: 10,
  other_read_at: null,
};

const sent = (text: string): SendMessageResult => {
  const message: ChatMessageView = { id: 'm-1', conversation_id: 'c-Anna', from_me: true, kind: 'text', text, gift: null, photo: null, sent_at: '2026-11-25T12:00:00.000Z', status: 'delivered', read: false };
  return { message, credits: 90, free_messages: 0 };
};

const memberApi: FakeApi = {
  'GET /api/user.php': { body: { user: member } },
  'GET /api/chats.php': { body: chats },
  'GET /api/messages.php': { body: conversation },
};

/** The conversation with Anna as its route shows it: for the member the session knows. */
const ConversationWithAnna = () => {
  const { data: user } = useGetUserQuery();
  const settings = { photo_credits: 20, gift_credits: 20 } as Settings;
  const notice = { icon: '', siteWarning: '', siteSingular: '', sitePlural: '', siteLanguage: 'en' };
  return user ? <ConversationPage conversation={{ conversationId: 'c-Anna' }} user={user} settings={settings} fictionalNotice={notice} renderReport={() => null} /> : null;
};

const loadsOf = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;

const send = (text: string) => {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe(ConversationPage.name, () => {
  describe('when the member sends a message', () => {
    it('moves its chat to the top with the new balance from the answer, without asking the server for either', async () => {
      const { calls, store } = await renderScreen(<ConversationWithAnna />, { ...memberApi, 'POST /api/message.php': { status: 201, body: sent('Coffee?') } });
      const list = await screen.findByRole('list', { name: 'Your chats' });
      expect(await screen.findByText(/you have 100 credits/)).toBeInTheDocument();

      send('Coffee?');

      expect(await screen.findByText(/you have 90 credits/)).toBeInTheDocument();
      expect(userEndpoints.endpoints.getUser.select()(store.getState()).data?.credits).toBe(90);
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('You: Coffee?'), expect.stringContaining('See you')]);
      expect([loadsOf(calls, '/api/user.php'), loadsOf(calls, '/api/chats.php')]).toEqual([1, 1]);
    });

    it('takes the balance a refusal for too few credits reports, without asking the server', async () => {
      const refusal = { statusCode: 402, code: 'WALLET.INSUFFICIENT_CREDITS', params: { balance: 4, needed: 10 } };
      const { calls } = await renderScreen(<ConversationWithAnna />, { ...memberApi, 'POST /api/message.php': { status: 402, body: refusal } });
      expect(await screen.findByText(/you have 100 credits/)).toBeInTheDocument();

      send('Coffee?');

      expect(await screen.findByText(/you have 4 credits/)).toBeInTheDocument();
      expect([loadsOf(calls, '/api/user.php'), loadsOf(calls, '/api/chats.php')]).toEqual([1, 1]);
    });
  });
});
