import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is the server's markup (rendering on the server, and the browser's hydration of it), true once
 * the browser runs it: a control whose work needs the app stays disabled until then, so no early press is lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
