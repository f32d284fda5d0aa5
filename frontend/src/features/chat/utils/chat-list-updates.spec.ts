import type { ChatMessageView, ChatsView, ChatSummary } from '@dating/domain';
import { withLatestMessage } from './chat-list-updates.js';

const message = (overrides: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id: 'm-new',
  conversation_id: 'c-anna',
  from_me: true,
  kind: 'text',
  text: 'Coffee?',
  gift: null,
  photo: null,
  sent_at: '2026-11-25T12:00:00.000Z',
  status: 'delivered',
  read: false,
  ...overrides,
});

const chat = (name: string, lastSentAt: string, unread = 0): ChatSummary => ({
  conversation: { id: `c-${name}` },
  profile: { id: name, name, age: 30, country: 'NL', region: null, city: null, main_image: null, fictional: false },
  num_unread_messages: unread,
  last_message: { kind: 'text', text: `earlier with ${name}`, from_me: false, sent_at: lastSentAt },
  updated_at: lastSentAt,
});

const list = (): ChatsView => ({
  chats: [chat('bram', '2026-11-25T11:00:00.000Z', 2), chat('anna', '2026-11-25T10:00:00.000Z')],
  num_unread_messages: 2,
});

describe(withLatestMessage.name, () => {
  describe('when the member sent it', () => {
    it('moves its chat to the top with it as the last message, unread counts unchanged', () => {
      const chats = list();
      expect(withLatestMessage(chats, message({ kind: 'gift', text: null, gift: 'rose' }))).toBe(true);
      expect(chats.chats.map((shown) => shown.conversation.id)).toEqual(['c-anna', 'c-bram']);
      expect(chats.chats[0]).toMatchObject({
        last_message: { kind: 'gift', text: null, from_me: true, sent_at: '2026-11-25T12:00:00.000Z' },
        updated_at: '2026-11-25T12:00:00.000Z',
        num_unread_messages: 0,
      });
      expect(chats.num_unread_messages).toBe(2);
    });

    it('leaves the list as it is when an earlier message of theirs changes state (held, delivered, withdrawn)', () => {
      const chats = list();
      const before = structuredClone(chats);
      expect(withLatestMessage(chats, message({ conversation_id: 'c-bram', sent_at: '2026-11-25T09:00:00.000Z', status: 'withdrawn' }))).toBe(true);
      expect(chats).toEqual(before);
    });
  });

  describe('when the other member wrote it', () => {
    it('moves its chat to the top with one more unread, in the chat and in the total', () => {
      const chats = list();
      expect(withLatestMessage(chats, message({ from_me: false, text: 'Hi!' }))).toBe(true);
      expect(chats.chats[0]).toMatchObject({ conversation: { id: 'c-anna' }, last_message: { text: 'Hi!', from_me: false }, num_unread_messages: 1 });
      expect(chats.num_unread_messages).toBe(3);
    });

    it('counts it once when the list already shows it (a reload came first)', () => {
      const chats = list();
      const arrived = message({ from_me: false, text: 'Hi!' });
      withLatestMessage(chats, arrived);
      expect(withLatestMessage(chats, arrived)).toBe(true);
      expect(chats.num_unread_messages).toBe(3);
    });

    it('asks for a reload when it is older than the chat’s last message (held, then delivered late)', () => {
      expect(withLatestMessage(list(), message({ from_me: false, sent_at: '2026-11-25T09:00:00.000Z' }))).toBe(false);
    });
  });

  it('asks for a reload when its chat is not listed (the first message with someone)', () => {
    const chats = list();
    expect(withLatestMessage(chats, message({ conversation_id: 'c-new' }))).toBe(false);
    expect(chats).toEqual(list());
  });
});
