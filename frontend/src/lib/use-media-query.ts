import { useSyncExternalStore } from 'react';

/** Bootstrap's `md` breakpoint: below it the page is laid out for a phone. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches now, following it as the window changes. Where the browser cannot tell (jsdom), it does
 * not match: the page renders its wide layout.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
