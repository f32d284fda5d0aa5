import type { LiveEvent } from '@dating/domain';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { API_TAGS, baseApi, MEMBER_NEWS_TAGS } from '../../../lib/base-api.js';
import { showMessage, showReadReceipt, type ChatDispatch, type ChatState } from '../api/chat-api.js';
import { noteTyping } from './use-typing-indicator.js';

const LIVE_EVENTS_URL = '/api/events.php';
const LIVE_EVENT_TYPES: readonly LiveEvent['type'][] = ['message', 'read', 'typing', 'chats', 'likes', 'reset'];

/**
 * One server-sent events stream per open page (architecture "Real time"): new messages, read receipts and typing
 * go straight into what the page shows; unread counts and likes are reloaded. The browser reconnects by itself and
 * sends the last event's id, so nothing is lost across a reconnect; `reset` says the gap was too old: reload all.
 * When the page goes away a beacon tells the server, which then knows the member is not reading.
 */
export const useLiveEvents = (loggedIn: boolean) => {
  const dispatch = useDispatch<ChatDispatch>();
  const store = useStore();
  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
    const handle = (event: LiveEvent) => {
      const state = store.getState() as ChatState;
      switch (event.type) {
        case 'message':
          showMessage(dispatch, state, event.message);
          return void dispatch(baseApi.util.invalidateTags([API_TAGS.chats]));
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
    const listener = (message: MessageEvent<string>) => handle(JSON.parse(message.data) as LiveEvent);
    for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, listener);
    const pageHidden = () => {
      if (document.visibilityState === 'hidden') navigator.sendBeacon?.('/api/page-hidden.php');
    };
    document.addEventListener('visibilitychange', pageHidden);
    return () => {
      document.removeEventListener('visibilitychange', pageHidden);
      source.close();
    };
  }, [loggedIn, dispatch, store]);
};
