import type { LiveEvent } from '@dating/domain';
import { API_TAGS, baseApi, MEMBER_NEWS_TAGS } from '../../../lib/base-api.js';
import { noteTyping } from '../hooks/use-typing-indicator.js';
import { showInChatList, showMessage, showReadReceipt, type ChatDispatch, type ChatState } from './chat-api.js';

const LIVE_EVENTS_URL = '/api/events.php';
const PAGE_HIDDEN_URL = '/api/page-hidden.php';
const LIVE_EVENT_TYPES: readonly LiveEvent['type'][] = ['message', 'read', 'typing', 'chats', 'likes', 'reset'];

/** Whether the page hears the live events now: while it does not, the periodic refresh stands in for them. */
export interface LiveEventsStatus {
  readonly connected: boolean;
}

const NOT_CONNECTED: LiveEventsStatus = { connected: false };

/**
 * New messages, read receipts and typing go straight into what the page shows (a message into the chat list too, with
 * its unread count); other changes of the chat list and likes are reloaded; `reset` says the gap since the last event
 * heard was too old to replay: reload all.
 */
const follow = (event: LiveEvent, id: string, dispatch: ChatDispatch, state: ChatState) => {
  switch (event.type) {
    case 'message':
      showMessage(dispatch, state, event.message, event.member_id);
      return showInChatList(dispatch, event.message, id || undefined);
    case 'read':
      return showReadReceipt(dispatch, state, event);
    case 'typing':
      return noteTyping(event.conversation_id);
    case 'chats':
      return void dispatch(baseApi.util.invalidateTags([API_TAGS.chats]));
    case 'likes':
      return void dispatch(baseApi.util.invalidateTags([API_TAGS.likes]));
    case 'reset':
      return void dispatch(baseApi.util.invalidateTags(MEMBER_NEWS_TAGS));
  }
};

const pageHidden = () => {
  if (document.visibilityState === 'hidden') navigator.sendBeacon?.(PAGE_HIDDEN_URL);
};

const liveEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One server-sent events stream per open page (architecture "Real time"), open as long as its cache entry: its
     * data says whether the stream is connected. The browser reconnects by itself and sends the last event's id, so
     * nothing is lost across a reconnect. While the stream is open, a beacon tells the server when the page goes away,
     * so it knows the member is not reading.
     */
    getLiveEvents: build.query<LiveEventsStatus, void>({
      queryFn: () => ({ data: NOT_CONNECTED }),
      // Closed as soon as nothing follows it (a logout), not a minute later.
      keepUnusedDataFor: 0,
      onCacheEntryAdded: async (_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState }) => {
        const loaded = await cacheDataLoaded.then(
          () => true,
          () => false,
        );
        if (!loaded || typeof EventSource === 'undefined') return;
        const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
        source.addEventListener('open', () => updateCachedData(() => ({ connected: true })));
        // An error is the stream dropping: the browser tries again (`open` once it is back), unless the server refused it,
        // as it does once the member's session has ended (a ban, a new password elsewhere): then the page asks who it is.
        source.addEventListener('error', () => {
          updateCachedData(() => NOT_CONNECTED);
          if (source.readyState === EventSource.CLOSED) dispatch(baseApi.util.invalidateTags([API_TAGS.user]));
        });
        const listener = (message: MessageEvent<string>) => follow(JSON.parse(message.data) as LiveEvent, message.lastEventId, dispatch, getState() as ChatState);
        for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, listener);
        document.addEventListener('visibilitychange', pageHidden);
        await cacheEntryRemoved;
        document.removeEventListener('visibilitychange', pageHidden);
        source.close();
      },
    }),
  }),
});

export const { useGetLiveEventsQuery } = liveEventsApi;
