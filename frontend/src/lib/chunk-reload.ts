/** Spec §9: after a failed code chunk the page reloads, at most once per minute. */
export const RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export const mayReload = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS;

// Browsers word it differently: Chromium "Failed to fetch dynamically imported module", Safari
// "Importing a module script failed", Firefox "error loading dynamically imported module".
const CHUNK_ERROR = /dynamically imported module|module script failed/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_ERROR.test(error.message);

/** Reloads to fetch the current build after a deploy replaced the chunks; returns false when it just did. */
export const reloadForNewChunks = (): boolean => {
  const now = Date.now();
  const last = Number(window.sessionStorage.getItem(STORAGE_KEY)) || undefined;
  if (!mayReload(last, now)) return false;
  window.sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
};
