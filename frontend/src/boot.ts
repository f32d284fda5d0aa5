import { reloadForNewChunks } from './lib/chunk-reload.js';
import './styles/main.scss';

/**
 * The page's entry: its style sheet (every style of the app in one, see vite.config.ts), then, once the browser has
 * painted the server's markup, the app. Nothing of the app's code is fetched or run before that first paint; a deploy
 * that replaced the app's chunks meanwhile reloads the page (spec §8).
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    import('./main.js').catch(() => reloadForNewChunks());
  }),
);
