import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the member can see the page now (not a background tab, not a locked phone). */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
