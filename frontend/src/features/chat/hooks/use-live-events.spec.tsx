import { act, screen } from '@testing-library/react';
import type { ChatMessageView, LiveEvent } from '@dating/domain';
import { useUnreadMessages } from '../../../lib/chats-endpoints.js';
import { newLikesCount, useLikes } from '../../../lib/likes-endpoints.js';
import { memberNews } from '../../../testing/member-news.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { useLiveEvents } from './use-live-events.js';

/** The server-sent events stream (jsdom has none): the test sends what the server would. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const send = (event: LiveEvent) =>
  act(() => void FakeEventSource.opened.at(-1)!.dispatchEvent(new MessageEvent(event.type, { data: JSON.stringify(event) })));

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

/** The two counts the badges add up (navigation badges, title prefix, app badge), with the live events followed. */
const Badges = () => {
  useLiveEvents(true);
  return <p>{`unread ${useUnreadMessages(true)}, new likes ${newLikesCount(useLikes(true))}`}</p>;
};

describe(useLiveEvents.name, () => {
  let news: ReturnType<typeof memberNews>['news'];
  let memberApi: FakeApi;
  beforeEach(() => {
    ({ news, api: memberApi } = memberNews({ unreadMessages: 1, newLikes: 0 }));
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'EventSource');
    FakeEventSource.opened = [];
  });

  describe('when a message arrives', () => {
    it('reloads the chats, so the unread count in the badges goes up', async () => {
      await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeTruthy();

      news.unreadMessages = 2;
      await send({ type: 'message', message });

      expect(await screen.findByText('unread 2, new likes 0')).toBeTruthy();
    });
  });

  describe('when someone likes the member', () => {
    it('reloads the likes, so the new likes count in the badges goes up', async () => {
      await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeTruthy();

      news.newLikes = 1;
      await send({ type: 'likes' });

      expect(await screen.findByText('unread 1, new likes 1')).toBeTruthy();
    });
  });

  describe('when the server could not replay what was missed', () => {
    it('reloads both', async () => {
      await renderScreen(<Badges />, memberApi);
      expect(await screen.findByText('unread 1, new likes 0')).toBeTruthy();

      Object.assign(news, { unreadMessages: 3, newLikes: 2 });
      await send({ type: 'reset' });

      expect(await screen.findByText('unread 3, new likes 2')).toBeTruthy();
    });
  });
});
