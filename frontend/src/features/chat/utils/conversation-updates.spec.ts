import type { ChatMessageView, ConversationView } from '@dating/domain';
import { joinedPages, messagesOnScreen, withMessage, withReadReceipt } from './conversation-updates.js';

const message = (id: string, overrides: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id,
  conversation_id: 'c1',
  from_me: true,
  kind: 'text',
  text: `text ${id}`,
  gift: null,
  photo: null,
  sent_at: '2026-11-25T10:00:00.000Z',
  status: 'delivered',
  read: false,
  ...overrides,
});

const conversation = (messages: ChatMessageView[], id: string | null = 'c1'): ConversationView => ({
  conversation: id ? { id } : null,
  profile: { id: 'bram', name: 'Bram', age: 30, country: 'NL', region: null, city: null, main_image: null, fictional: false },
  messages,
  has_more: false,
  links_allowed: false,
  message_credits: 10,
  other_read_at: null,
});

describe('a message arriving in a conversation on screen', () => {
  it('goes at the end when it is new', () => {
    const shown = conversation([message('m1')]);
    withMessage(shown, message('m2'));
    expect(shown.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('replaces the one the page has when its state moved on, in its place', () => {
    const shown = conversation([message('m1', { status: 'held' }), message('m2')]);
    withMessage(shown, message('m1', { status: 'delivered' }));
    expect(shown.messages.map((m) => [m.id, m.status])).toEqual([
      ['m1', 'delivered'],
      ['m2', 'delivered'],
    ]);
  });

  it('gives a conversation opened before its first message the id the message brings', () => {
    const shown = conversation([], null);
    withMessage(shown, message('m1'));
    expect(shown.conversation).toEqual({ id: 'c1' });
  });
});

describe('a read receipt', () => {
  it('ticks the member’s own delivered messages up to the moment of reading, not later ones nor the other’s', () => {
    const shown = conversation([
      message('early', { sent_at: '2026-11-25T10:00:00.000Z' }),
      message('theirs', { from_me: false, sent_at: '2026-11-25T10:01:00.000Z' }),
      message('held', { status: 'held', sent_at: '2026-11-25T10:01:00.000Z' }),
      message('late', { sent_at: '2026-11-25T10:05:00.000Z' }),
    ]);
    withReadReceipt(shown, '2026-11-25T10:02:00.000Z');
    expect(shown.messages.filter((m) => m.read).map((m) => m.id)).toEqual(['early']);
    expect(shown.other_read_at).toBe('2026-11-25T10:02:00.000Z');
  });
});

describe('older pages joined to the newest', () => {
  it('keeps each message once, oldest first', () => {
    expect(joinedPages([message('m1'), message('m2')], [message('m2'), message('m3')]).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('the messages on screen while some are being sent', () => {
  const sending = (key: string, text: string, shownBefore: readonly string[]) => ({ message: message(key, { text, status: 'sending' }), shownBefore: new Set(shownBefore) });

  it('shows a text the live stream brought in, under the id the server minted, once, as delivered, before its send answered', () => {
    const shown = messagesOnScreen([message('m1')], [message('m2', { text: 'Saturday?' })], [sending('key-1', 'Saturday?', ['m1']), sending('key-2', 'Sunday?', ['m1'])]);
    expect(shown.map((m) => [m.id, m.status])).toEqual([['m1', 'delivered'], ['m2', 'delivered'], ['key-2', 'sending']]);
  });

  it('keeps sending a text whose words an earlier message on screen already had', () => {
    const shown = messagesOnScreen([], [message('m1', { text: 'ok' })], [sending('key-1', 'ok', ['m1'])]);
    expect(shown.map((m) => [m.id, m.status])).toEqual([['m1', 'delivered'], ['key-1', 'sending']]);
  });

  it('matches each copy that came in to one text only, when the same words are sent twice in a row', () => {
    const shown = messagesOnScreen([], [message('m1', { text: 'ok' })], [sending('key-1', 'ok', []), sending('key-2', 'ok', [])]);
    expect(shown.map((m) => [m.id, m.status])).toEqual([['m1', 'delivered'], ['key-2', 'sending']]);
  });

  it('takes no message of the other member for the copy of a text being sent', () => {
    const shown = messagesOnScreen([], [message('m1', { text: 'hi', from_me: false })], [sending('key-1', 'hi', [])]);
    expect(shown.map((m) => m.id)).toEqual(['m1', 'key-1']);
  });
});
