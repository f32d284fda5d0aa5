/** Spec §5: the query `t` holds whole seconds before the like modal opens; anything else is ignored. */
export const likeModalDelayMs = (t: string | null): number | undefined => {
  if (t === null || !/^\d{1,4}$/.test(t)) return undefined;
  return Number(t) * 1000;
};

/** Spec §9: likes are reloaded this long after the auto-like, once the site-run member's like is in. */
export const LIKES_RELOAD_DELAY_MS = 500;
