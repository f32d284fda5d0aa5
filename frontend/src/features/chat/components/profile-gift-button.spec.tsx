import type { ChatsView, SendMessageResult } from '@dating/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chatsEndpoints, useGetChatsQuery } from '../../../lib/chats-endpoints.js';
import { useGetUserQuery, userEndpoints } from '../../../lib/user-endpoints.js';
import { renderScreen, type ApiCall } from '../../../testing/render-screen.js';
import type { User } from '../../../types/api.js';
import { ProfileGiftButton } from './profile-gift-button.js';

const MEMBER_ID = '0b9f6a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6';

const profile = (id: string, name: string) => ({ id, name, age: 31, country: 'NL', region: null, city: null, main_image: null, fictional: false });

const giftSent: SendMessageResult = {
  message: { id: 'm-1', conversation_id: 'c-anna', from_me: true, kind: 'gift', text: null, gift: 'heart', photo: null, sent_at: '2026-11-25T12:00:00.000Z', status: 'delivered', read: false },
  credits: 5,
  free_messages: 0,
};

const chats: ChatsView = {
  chats: [
    { conversation: { id: 'c-bram' }, profile: profile('bram', 'Bram'), num_unread_messages: 0, last_message: null, updated_at: '2026-11-25T11:00:00.000Z' },
    { conversation: { id: 'c-anna' }, profile: profile(MEMBER_ID, 'Anna'), num_unread_messages: 0, last_message: null, updated_at: '2026-11-25T10:00:00.000Z' },
  ],
  num_unread_messages: 0,
};

/** The gift button on Anna's profile, with the member and their chats loaded as the navigation loads them. */
const OnAnnasProfile = () => {
  const user = useGetUserQuery().data;
  const listed = useGetChatsQuery().data;
  return user && listed ? <ProfileGiftButton memberId={MEMBER_ID} name="Anna" credits={20} /> : null;
};

const loadsOf = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;

const sendHeart = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
  fireEvent.click(await screen.findByRole('button', { name: 'a heart' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  return screen.findByText('Sent to Anna: a heart.', { exact: false });
};

describe(ProfileGiftButton.name, () => {
  it('spends nothing on a tap: it shows the gift and its price first, and going back sends nothing', async () => {
    const { calls } = await renderScreen(<ProfileGiftButton memberId={MEMBER_ID} name="Anna" credits={20} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    fireEvent.click(await screen.findByRole('button', { name: 'a rose' }));
    expect(screen.getByText('Send to Anna: a rose, for 20 credits?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'a teddy bear' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/gift.php')).toEqual([]);
  });

  it('sends the gift once confirmed and says where it went', async () => {
    const { calls } = await renderScreen(<ProfileGiftButton memberId={MEMBER_ID} name="Anna" credits={20} />, {
      'POST /api/gift.php': { status: 201, body: giftSent },
    });
    expect(await sendHeart()).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/gift.php')).toEqual([
      { method: 'POST', path: '/api/gift.php', body: { member_id: MEMBER_ID, gift: 'heart', gift_id: expect.any(String) } },
    ]);
  });

  it('moves the chat with the member to the top with the new balance, without asking the server', async () => {
    const { calls, store } = await renderScreen(<OnAnnasProfile />, {
      'GET /api/user.php': { body: { user: { id: 'me', credits: 25, free_messages: 0 } as User } },
      'GET /api/chats.php': { body: chats },
      'POST /api/gift.php': { status: 201, body: giftSent },
    });
    await sendHeart();
    expect(userEndpoints.endpoints.getUser.select()(store.getState()).data?.credits).toBe(5);
    expect(chatsEndpoints.endpoints.getChats.select()(store.getState()).data?.chats[0]).toMatchObject({
      conversation: { id: 'c-anna' },
      last_message: { kind: 'gift', from_me: true, sent_at: '2026-11-25T12:00:00.000Z' },
    });
    expect([loadsOf(calls, '/api/user.php'), loadsOf(calls, '/api/chats.php')]).toEqual([1, 1]);
  });

  it('asks for the chats again when the gift opens a chat the list does not have yet', async () => {
    const { calls } = await renderScreen(<OnAnnasProfile />, {
      'GET /api/user.php': { body: { user: { id: 'me', credits: 25, free_messages: 0 } as User } },
      'GET /api/chats.php': { body: { chats: [], num_unread_messages: 0 } },
      'POST /api/gift.php': { status: 201, body: giftSent },
    });
    await sendHeart();
    await waitFor(() => expect(loadsOf(calls, '/api/chats.php')).toBe(2));
    expect(loadsOf(calls, '/api/user.php')).toBe(1);
  });
});
