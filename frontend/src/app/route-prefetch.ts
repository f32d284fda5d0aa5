import { matchRoutes, type RouteObject } from 'react-router';

/** What the Network Information API tells of the connection, in the browsers that have it (Chromium). */
export interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Spec §4: no page is prefetched on a 2G connection, nor when the member asked the browser to save data. */
export const isSlowConnection = (connection: ConnectionHints | undefined): boolean =>
  Boolean(connection?.saveData) || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';

let prefetchesInFlight = 0;

/**
 * Whether a prefetch is loading chunks now: a chunk it cannot load (a deploy replaced the build) must not reload the
 * page under a member who only scrolled past a link. Following the link loads the chunk again, and reloads then.
 */
export const isPrefetching = (): boolean => prefetchesInFlight > 0;

/**
 * Loads the code of the screens a link leads to before it is followed, each route once, so the screen opens without
 * waiting for its chunk; on a slow connection nothing, since it would take bandwidth from the page shown.
 */
export const routePrefetcher = (routes: RouteObject[], connection: () => ConnectionHints | undefined, origin: string) => {
  const started = new WeakSet<RouteObject>();
  return (href: string): void => {
    if (isSlowConnection(connection())) return;
    const url = new URL(href, origin);
    if (url.origin !== origin) return;
    for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
      // The router drops `lazy` from a route it has loaded.
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      prefetchesInFlight += 1;
      void Promise.resolve()
        .then(() => (route.lazy as () => Promise<unknown>)())
        .catch(() => started.delete(route))
        .finally(() => (prefetchesInFlight -= 1));
    }
  };
};

const whenIdle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 2_000 }) : window.setTimeout(work, 200));

/** Prefetches what each link leads to once it comes into view, as the page's links change; returns the stop. */
export const prefetchLinksInView = (root: HTMLElement, prefetch: (href: string) => void): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const watched = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      whenIdle(() => prefetch((entry.target as HTMLAnchorElement).href));
    }
  });
  let looking = false;
  const lookForLinks = () => {
    looking = false;
    for (const link of root.querySelectorAll('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      inView.observe(link);
    }
  };
  // A busy page (a chat taking in messages) changes often: one look per idle moment covers all its changes.
  const changes = new MutationObserver(() => {
    if (looking) return;
    looking = true;
    whenIdle(lookForLinks);
  });
  changes.observe(root, { childList: true, subtree: true });
  lookForLinks();
  return () => {
    changes.disconnect();
    inView.disconnect();
  };
};
