import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { chooseLanguage } from '@dating/domain';
import { App } from './app/app.js';
import { isPrefetching } from './app/route-prefetch.js';
import { createAppRouter } from './app/router.js';
import { createAppStore } from './lib/app-store.js';
import { rememberTracking } from './features/signup/utils/tracking.js';
import { isBounceLoggedLanding } from './features/traffic/utils/page-bounce.js';
import { initI18n } from './i18n/i18n.js';
import { LANGUAGE_COOKIE } from './i18n/languages.js';
import { reloadForNewChunks } from './lib/chunk-reload.js';
import { readCookie } from './lib/cookie.js';
import { captureInstallPrompt } from './lib/install-prompt.js';
import { readPageData } from './lib/page-data.js';
import { registerServiceWorker } from './lib/service-worker.js';

// A deploy replaces the chunks an open tab still refers to: fetch the new build (spec §8), once the member follows a
// link, not while a prefetch looks ahead (its failure is silent, and the link loads the chunk again).
window.addEventListener('vite:preloadError', (event) => {
  if (isPrefetching() || reloadForNewChunks()) event.preventDefault();
});
rememberTracking(window.location.search);
captureInstallPrompt();
// After the page's own loads, which it would otherwise compete with; the app starts after the first paint (boot.ts), by
// which time the page may have loaded already. Not on a landing whose bounce is logged (`lb`): Chromium drops the
// beacon a page sends as it is left when a service worker controls it; the worker comes with the next page load.
if (!isBounceLoggedLanding(new URL(window.location.href))) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}

const start = async () => {
  // The server chose the language and wrote its texts into the page; only Vite's dev server serves a page without them.
  const page = readPageData() ?? {
    locale: chooseLanguage({ cookie: readCookie(LANGUAGE_COOKIE), browserLanguages: navigator.languages }),
    texts: {},
    api: undefined,
    rendered: false,
  };
  await initI18n(page.locale, page.texts);
  const router = await createAppRouter(page.rendered);
  const app = (
    <StrictMode>
      <App store={createAppStore(page.api)} router={router} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (page.rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
};
void start();
