import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, MEMBER_NEWS_TAGS } from '../lib/base-api.js';
import { hasPushSubscription } from '../lib/push-subscription.js';

/** Spec §9: the first refresh 5 s after load, then every 60 s, or every 300 s when push messages bring news. */
export const FIRST_REFRESH_MS = 5_000;
export const REFRESH_MS = 60_000;
export const REFRESH_WITH_PUSH_MS = 300_000;

/**
 * Spec §5 periodic refresh: reloads the member, their chats, the open conversation and their likes. It stands in for the
 * live events, so it runs only while `needed` (a member whose page does not hear them), each time from its first run.
 */
export const usePeriodicRefresh = (needed: boolean) => {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!needed) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const refresh = async () => {
      dispatch(baseApi.util.invalidateTags(MEMBER_NEWS_TAGS));
      const every = (await hasPushSubscription()) ? REFRESH_WITH_PUSH_MS : REFRESH_MS;
      if (!stopped) timer = setTimeout(() => void refresh(), every);
    };
    timer = setTimeout(() => void refresh(), FIRST_REFRESH_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [needed, dispatch]);
};
