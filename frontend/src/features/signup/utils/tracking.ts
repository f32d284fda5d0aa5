/** Spec §3: the traffic source of a visitor, taken from the landing URL and sent along with the signup. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type Tracking = Partial<Record<(typeof TRACKING_KEYS)[number], string>>;

const STORAGE_KEY = 'tracking';
const SIGNUPS_WITH_TRAFFIC_SOURCE = 'with_trafficsource';

export const trackingFromSearch = (search: string): Tracking => {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    TRACKING_KEYS.flatMap((key) => {
      const value = query.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
};

/** Spec §6: with `signups: 'with_trafficsource'` only visitors who came through a traffic source may sign up. */
export const signupsOpenTo = (signups: string, tracking: Tracking): boolean =>
  signups !== SIGNUPS_WITH_TRAFFIC_SOURCE || Boolean(tracking.network);

/** Keeps the source of the landing page for a signup later in the visit; a newer source replaces it. */
export const rememberTracking = (search: string): void => {
  const tracking = trackingFromSearch(search);
  if (Object.keys(tracking).length > 0) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
};

export const storedTracking = (): Tracking => {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Tracking;
  } catch {
    return {};
  }
};
