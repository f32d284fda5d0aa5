import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { prefetchLinksInView, routePrefetcher, type ConnectionHints } from './route-prefetch.js';
import { router } from './router.js';
import { store } from './store.js';
import { useSiteBootstrap } from './use-site-bootstrap.js';

const SiteBootstrap = () => {
  useSiteBootstrap();
  return null;
};

const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** Spec §4 page prefetch: the screens behind the links in view load ahead, except on a slow connection. */
const RoutePrefetch = () => {
  useEffect(() => prefetchLinksInView(document.body, routePrefetcher(router.routes, connection, window.location.origin)), []);
  return null;
};

export const App = () => (
  <Provider store={store}>
    <SiteBootstrap />
    <RoutePrefetch />
    <RouterProvider router={router} />
  </Provider>
);
