import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { isPrefetching } from './app/route-prefetch.js';
import { rememberTracking } from './features/signup/utils/tracking.js';
import { initI18n } from './i18n/i18n.js';
import { reloadForNewChunks } from './lib/chunk-reload.js';
import { captureInstallPrompt } from './lib/install-prompt.js';
import { registerServiceWorker } from './lib/service-worker.js';
import './styles/main.scss';

// A deploy replaces the chunks an open tab still refers to: fetch the new build (spec §8), once the member follows a
// link, not while a prefetch looks ahead (its failure is silent, and the link loads the chunk again).
window.addEventListener('vite:preloadError', (event) => {
  if (isPrefetching() || reloadForNewChunks()) event.preventDefault();
});
rememberTracking(window.location.search);
captureInstallPrompt();
// After the page's own loads, which it would otherwise compete with.
window.addEventListener('load', registerServiceWorker, { once: true });

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
