import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, MEMBER_NEWS_TAGS } from '../lib/base-api.js';
import { PUSH_WORKER_MESSAGES, pushWorkerMessageType } from '../lib/push-subscription.js';

const PUSH_NEWS: readonly unknown[] = [PUSH_WORKER_MESSAGES.NEW_PUSH_MESSAGE, PUSH_WORKER_MESSAGES.NEW_PUSH_CLICK];

const isPushNews = (data: unknown) => PUSH_NEWS.includes(pushWorkerMessageType(data));

/**
 * Spec §4 periodic refresh "also when a push message arrives": the push worker tells the open page about each push
 * and each click on one, and the page reloads what the push is about, so the unread and likes badges, the title
 * prefix and the app badge catch up at once rather than at the next refresh. Logged in only: a visitor has no news.
 */
export const usePushMessages = (loggedIn: boolean) => {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!loggedIn || !('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const reloadNews = (event: MessageEvent) => {
      if (isPushNews(event.data)) dispatch(baseApi.util.invalidateTags(MEMBER_NEWS_TAGS));
    };
    worker.addEventListener('message', reloadNews);
    return () => worker.removeEventListener('message', reloadNews);
  }, [loggedIn, dispatch]);
};
