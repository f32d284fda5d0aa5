import { pageBounceRequestSchema, type PageBounceRequest } from '@dating/domain';

/** The page a visit began on, when its address asked for bounce logging. */
export interface Landing {
  readonly visitId: string;
  readonly path: string;
  readonly network?: string;
  readonly ref?: string;
  readonly arrivedAt: number;
}

const LONGEST_STAY_SECONDS = 86_400;

/** Spec §4: `lb` in the landing address turns the bounce beacon on for this visit; without it nothing is logged. */
export const isBounceLoggedLanding = (address: URL): boolean => address.searchParams.has('lb');

export const landingOf = (address: URL, source: { network?: string; ref?: string }, visitId: string, now: number): Landing | null =>
  isBounceLoggedLanding(address) ? { visitId, path: address.pathname, ...source, arrivedAt: now } : null;

/** What the beacon says when the visitor leaves from the landing page; null for a landing the API would refuse (an odd path). */
export const bounceOf = (landing: Landing, now: number): PageBounceRequest | null => {
  const parsed = pageBounceRequestSchema.safeParse({
    visit_id: landing.visitId,
    path: landing.path,
    seconds_on_page: Math.min(LONGEST_STAY_SECONDS, Math.max(0, Math.round((now - landing.arrivedAt) / 1000))),
    network: landing.network,
    ref: landing.ref,
  });
  return parsed.success ? parsed.data : null;
};

interface BounceLogging {
  readonly landing: Landing;
  /** Calls back with each page the visitor opens in the site; returns the unsubscribe. */
  readonly onPageChange: (listener: (path: string) => void) => () => void;
  readonly send: (bounce: PageBounceRequest) => void;
  readonly now: () => number;
}

/**
 * Tells the site once when the visitor leaves it (closes the tab, goes back to where they came from) still on the page
 * they landed on. Opening any other page of the site means they stayed: nothing is told then. Returns the stop.
 */
export const logBounce = ({ landing, onPageChange, send, now }: BounceLogging, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): (() => void) => {
  let done = false;
  const stopWatching = onPageChange((path) => {
    if (path !== landing.path) done = true;
  });
  const leave = () => {
    if (done) return;
    done = true;
    const bounce = bounceOf(landing, now());
    if (bounce) send(bounce);
  };
  target.addEventListener('pagehide', leave);
  return () => {
    stopWatching();
    target.removeEventListener('pagehide', leave);
  };
};
