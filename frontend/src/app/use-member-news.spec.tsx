import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useLiveEvents } from '../features/chat/hooks/use-live-events.js';
import { useUnreadMessages } from '../lib/chats-endpoints.js';
import { installFakeEventSource, openedLiveStream, removeFakeEventSource } from '../testing/fake-event-source.js';
import { memberNews } from '../testing/member-news.js';
import { renderScreen, type ApiCall } from '../testing/render-screen.js';
import { useMemberNews } from './use-member-news.js';
import { FIRST_REFRESH_MS, REFRESH_MS } from './use-periodic-refresh.js';

/** The unread badge kept fresh as the app keeps it, and whether the page hears the live events. */
const UnreadBadge = () => {
  useMemberNews(true);
  const heard = useLiveEvents(true);
  return <p>{`unread ${useUnreadMessages(true)}, live events ${heard ? 'heard' : 'down'}`}</p>;
};

const chatsLoads = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/chats.php').length;

// Longer than the refresh would wait from the moment it is needed to its second run.
const TWO_REFRESHES_MS = FIRST_REFRESH_MS + REFRESH_MS + 1_000;

// Only timeouts (the refresh's) run on the test's clock; the page's rendering, the stream and the fake API go on as they would.
const REAL_TIME_APIS = ['Date', 'nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;
const passes = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe(useMemberNews.name, () => {
  beforeEach(() => {
    installFakeEventSource();
    jest.useFakeTimers({ doNotFake: [...REAL_TIME_APIS] });
  });
  afterEach(() => {
    jest.useRealTimers();
    removeFakeEventSource();
  });

  it('refreshes only while the live events are down: not while connected, again once the stream drops, no more once it is back', async () => {
    const { calls } = await renderScreen(<UnreadBadge />, memberNews({ unreadMessages: 1, newLikes: 0 }).api);
    const stream = await openedLiveStream();
    await stream.connect();
    await screen.findByText('unread 1, live events heard');
    await passes(TWO_REFRESHES_MS);
    expect(chatsLoads(calls)).toBe(1);

    await stream.drop();
    await screen.findByText('unread 1, live events down');
    await passes(FIRST_REFRESH_MS);
    await waitFor(() => expect(chatsLoads(calls)).toBe(2));
    await passes(REFRESH_MS);
    await waitFor(() => expect(chatsLoads(calls)).toBe(3));

    await stream.connect();
    await screen.findByText('unread 1, live events heard');
    await passes(TWO_REFRESHES_MS);
    expect(chatsLoads(calls)).toBe(3);
  });
});
