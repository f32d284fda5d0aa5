import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router';
import { trackingFromSearch } from '../features/signup/utils/tracking.js';
import { landingOf, logBounce } from '../features/traffic/utils/page-bounce.js';
import { prefetchLinksInView, routePrefetcher, type ConnectionHints } from './route-prefetch.js';
import type { AppStore } from '../lib/app-store.js';
import { useSiteBootstrap } from './use-site-bootstrap.js';

const SiteBootstrap = () => {
  useSiteBootstrap();
  return null;
};

const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** Spec §4 page prefetch: the screens behind the links in view load ahead, except on a slow connection. */
const RoutePrefetch = ({ router }: { router: DataRouter }) => {
  useEffect(() => prefetchLinksInView(document.body, routePrefetcher(router.routes, connection, window.location.origin)), [router]);
  return null;
};

/** Spec §4 "Query lb enables page-bounce logging": a visit that landed with `lb` tells the site if it leaves from there. */
const PageBounceLogging = ({ router }: { router: DataRouter }) => {
  useEffect(() => {
    const landing = landingOf(new URL(window.location.href), trackingFromSearch(window.location.search), crypto.randomUUID(), Date.now());
    if (!landing) return;
    return logBounce(
      {
        landing,
        onPageChange: (listener) => router.subscribe((state) => listener(state.location.pathname)),
        send: (bounce) => navigator.sendBeacon('/api/page-bounce.php', new Blob([JSON.stringify(bounce)], { type: 'application/json' })),
        now: () => Date.now(),
      },
      window,
    );
  }, [router]);
  return null;
};

export const App = ({ store, router }: { store: AppStore; router: DataRouter }) => (
  <Provider store={store}>
    <SiteBootstrap />
    <RoutePrefetch router={router} />
    <PageBounceLogging router={router} />
    <RouterProvider router={router} />
  </Provider>
);
