const PREFIX = 'dismissed:';

/** Spec §4/§9: dismissals of alerts and warnings are stored with a timestamp. */
export const readDismissal = (key: string): number | undefined => {
  const stored = Number(window.localStorage.getItem(PREFIX + key));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
};

export const storeDismissal = (key: string, at: number = Date.now()): void => {
  window.localStorage.setItem(PREFIX + key, String(at));
};
