import { screen } from '@testing-library/react';
import { installFakePushBrowser, removeFakePushBrowser } from '../testing/fake-push-browser.js';
import { memberNews } from '../testing/member-news.js';
import { renderScreen, type ApiCall, type FakeApi } from '../testing/render-screen.js';
import { useAttentionCount } from './use-attention-count.js';
import { usePushMessages } from './use-push-messages.js';

/** What the app's title prefix and app badge show, with the push worker's messages heard as the app hears them. */
const Attention = ({ loggedIn }: { loggedIn: boolean }) => {
  usePushMessages(loggedIn);
  return <p>{`attention ${useAttentionCount(loggedIn)}`}</p>;
};

const payload = { title: 'Anna sent you a message', body: 'Hi!', check_url: '/chats/c-1', open_url: '/login' };
const reloadsOf = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).length;

describe(usePushMessages.name, () => {
  let news: ReturnType<typeof memberNews>['news'];
  let memberApi: FakeApi;
  beforeEach(() => ({ news, api: memberApi } = memberNews({ unreadMessages: 1, newLikes: 0 })));
  afterEach(removeFakePushBrowser);

  describe('when a push message arrives', () => {
    it('reloads the chats and likes at once, so the title prefix and app badge count the news', async () => {
      const worker = installFakePushBrowser({ permission: 'granted' });
      await renderScreen(<Attention loggedIn />, memberApi);
      expect(await screen.findByText('attention 1')).toBeInTheDocument();

      Object.assign(news, { unreadMessages: 2, newLikes: 1 });
      await worker.postFromWorker({ type: 'NEW_PUSH_MESSAGE', payload });

      expect(await screen.findByText('attention 3')).toBeInTheDocument();
    });
  });

  describe('when a notification is clicked', () => {
    it('reloads them as well (the worker itself takes the window to the message)', async () => {
      const worker = installFakePushBrowser({ permission: 'granted' });
      await renderScreen(<Attention loggedIn />, memberApi);
      expect(await screen.findByText('attention 1')).toBeInTheDocument();

      news.unreadMessages = 0;
      await worker.postFromWorker({ type: 'NEW_PUSH_CLICK', payload: { ...payload, target_url: 'http://localhost/chats/c-1' } });

      expect(await screen.findByText('attention 0')).toBeInTheDocument();
    });
  });

  describe('when a worker posts anything else', () => {
    it('reloads nothing', async () => {
      const worker = installFakePushBrowser({ permission: 'granted' });
      const { calls } = await renderScreen(<Attention loggedIn />, memberApi);
      expect(await screen.findByText('attention 1')).toBeInTheDocument();

      await worker.postFromWorker({ type: 'SOMETHING_ELSE' });
      await worker.postFromWorker('NEW_PUSH_MESSAGE');
      // A push message afterwards makes the one reload; any reload of the others would have been asked for before it.
      news.unreadMessages = 5;
      await worker.postFromWorker({ type: 'NEW_PUSH_MESSAGE', payload });

      expect(await screen.findByText('attention 5')).toBeInTheDocument();
      expect(reloadsOf(calls, '/api/chats.php')).toBe(2);
    });
  });

  describe('for a visitor', () => {
    it('asks the API nothing when a push arrives', async () => {
      const worker = installFakePushBrowser({ permission: 'granted' });
      const { calls } = await renderScreen(<Attention loggedIn={false} />, memberApi);
      await worker.postFromWorker({ type: 'NEW_PUSH_MESSAGE', payload });
      expect(await screen.findByText('attention 0')).toBeInTheDocument();
      expect(calls).toEqual([]);
    });
  });

  describe('where the browser has no service workers', () => {
    it('still shows the count', async () => {
      await renderScreen(<Attention loggedIn />, memberApi);
      expect(await screen.findByText('attention 1')).toBeInTheDocument();
    });
  });
});
