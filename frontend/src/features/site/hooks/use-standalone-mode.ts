import { useSyncExternalStore } from 'react';

const STANDALONE_QUERY = '(display-mode: standalone)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True when the site runs as an installed app (spec §2/§9 hide some chrome and the entry warning there). The server
 * renders for a browser tab; an installed app learns it is one as the page hydrates.
 */
export const useStandaloneMode = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(STANDALONE_QUERY).matches, () => false);
