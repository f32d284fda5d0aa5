import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the site (the `beforeinstallprompt` event), which the DOM typings do not know. */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

const setOffer = (next: InstallPromptEvent | undefined) => {
  offer = next;
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's offer to install the site instead of letting it show its own banner, so the app offers it in
 * its menu. Listens from the start: the browser may make its offer before the first render. An installed app gets none.
 */
export const captureInstallPrompt = () => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(undefined));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows the browser's install dialog; an offer is good for one dialog, whatever the visitor answers. */
const install = async () => {
  const shown = offer;
  if (!shown) return;
  setOffer(undefined);
  await shown.prompt();
};

/**
 * Installs the site as an app, or undefined while the browser offers no install (not supported, or installed already).
 * A page the server renders has no offer yet.
 */
export const useInstallPrompt = (): (() => Promise<void>) | undefined =>
  useSyncExternalStore(subscribe, () => offer, () => undefined) ? install : undefined;
