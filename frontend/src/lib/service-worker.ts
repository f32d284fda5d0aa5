/** The site's one service worker (spec §7: /sw-push.js): push, the app badge a push carries, the offline page. */
export const SERVICE_WORKER_URL = '/sw-push.js';

/**
 * Registered on every page, so a page that later cannot be loaded gives way to the offline page. Registering it again
 * changes nothing unless a new build changed it. A browser without service workers, or one that refuses, goes on without.
 */
export const registerServiceWorker = () => {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
};
