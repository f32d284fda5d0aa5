import { useLiveEvents } from '../features/chat/hooks/use-live-events.js';
import { usePeriodicRefresh } from './use-periodic-refresh.js';
import { usePushMessages } from './use-push-messages.js';

/**
 * Keeps what waits for a member fresh: the live events, push messages, and the periodic refresh only while the live
 * events are not heard (the stream down, or a browser without one), so the three never all run at once.
 */
export const useMemberNews = (loggedIn: boolean) => {
  const liveEventsHeard = useLiveEvents(loggedIn);
  usePeriodicRefresh(loggedIn && !liveEventsHeard);
  usePushMessages(loggedIn);
};
