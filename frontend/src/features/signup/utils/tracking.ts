import { isSignupOpen } from '@dating/domain';
import { writeCookie } from '../../../lib/cookie.js';

/** Spec §3: the traffic source of a visitor, taken from the landing URL and sent along with the signup. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type Tracking = Partial<Record<(typeof TRACKING_KEYS)[number], string>>;

const STORAGE_KEY = 'tracking';

export const trackingFromSearch = (search: string): Tracking => {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    TRACKING_KEYS.flatMap((key) => {
      const value = query.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
};

/**
 * Spec §6: with `signups: 'with_trafficsource'` only visitors who came through a traffic source may sign up.
 * The browser asks the domain's rule, the one the signup endpoint applies, so both agree on who may start.
 */
export const signupsOpenTo = (signups: 'all' | 'with_trafficsource', tracking: Tracking): boolean =>
  isSignupOpen(signups, tracking);

// The API lets a visitor of a traffic source browse by this cookie (spec §6 logged_out_search_trafficsource).
const TRAFFIC_SOURCE_COOKIE = 'network';
const TRAFFIC_SOURCE_DAYS = 30;

/** Keeps the source of the landing page for a signup later in the visit; a newer source replaces it. */
export const rememberTracking = (search: string): void => {
  const tracking = trackingFromSearch(search);
  if (Object.keys(tracking).length > 0) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
  if (tracking.network) writeCookie(TRAFFIC_SOURCE_COOKIE, tracking.network, TRAFFIC_SOURCE_DAYS);
};

export const storedTracking = (): Tracking => {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Tracking;
  } catch {
    return {};
  }
};
