import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Plugin } from 'vite';
import { LANGUAGE_COOKIE } from '../src/i18n/languages.js';

const source = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

type OfflineTexts = { title: string; text: string; retry: string };

const offlineTextsOf = (language: string): OfflineTexts => {
  const common = JSON.parse(source(`../src/i18n/locales/${language}/common.json`)) as {
    offlinePage: { title: string; text: string };
    loadFailed: { retry: string };
  };
  return { ...common.offlinePage, retry: common.loadFailed.retry };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page a visitor gets, in their language, when a page of the site cannot be loaded. No script (the site's
 * policy allows none inline) and only its own stylesheet; "try again" asks for the page it stands in for.
 */
export const offlinePageHtml = (language: string, texts: OfflineTexts): string => {
  const [title, text, retry] = [texts.title, texts.text, texts.retry].map(escapeHtml);
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="stylesheet" href="/offline/offline.css" />
  </head>
  <body>
    <main class="offline">
      <svg class="offline__mark" viewBox="0 0 32 32" aria-hidden="true"><path d="M16 29s-12-7.6-12-16A7 7 0 0 1 16 8.6 7 7 0 0 1 28 13c0 8.4-12 16-12 16z" /></svg>
      <h1>${title}</h1>
      <p>${text}</p>
      <a class="offline__retry" href="">${retry}</a>
    </main>
  </body>
</html>
`;
};

/**
 * The site's one service worker (push, the app badge, the offline page: one scope has room for one worker) and the
 * offline pages it keeps, as files of the build: `sw-push.js` (spec §7) starts with what it must know of them, whose
 * hash names its cache, so a change of any text changes the worker and browsers fetch it and the pages anew.
 */
export const serviceWorkerFiles = (): Map<string, string> => {
  const files = new Map<string, string>(SUPPORTED_LANGUAGES.map((language) => [`offline/${language}.html`, offlinePageHtml(language, offlineTextsOf(language))]));
  files.set('offline/offline.css', source('../service-worker/offline.css'));
  const worker = source('../service-worker/sw-push.js');
  const hash = createHash('sha256');
  for (const content of [...files.values(), worker]) hash.update(content);
  const offline = {
    cache: `offline-${hash.digest('hex').slice(0, 12)}`,
    pages: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, `/offline/${language}.html`])),
    assets: ['/offline/offline.css'],
    defaultLanguage: DEFAULT_LANGUAGE,
    languageCookie: LANGUAGE_COOKIE,
  };
  files.set('sw-push.js', `const OFFLINE = ${JSON.stringify(offline)};\n\n${worker}`);
  return files;
};

const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', html: 'text/html', css: 'text/css' };

/** Emits the service worker and its offline pages into the build, and serves them the same in `vite` dev mode. */
export const serviceWorker = (): Plugin => ({
  name: 'dating:service-worker',
  generateBundle() {
    for (const [fileName, content] of serviceWorkerFiles()) this.emitFile({ type: 'asset', fileName, source: content });
  },
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = (request.url ?? '').split('?')[0]!;
      const content = serviceWorkerFiles().get(path.slice(1));
      if (content === undefined) return next();
      response.setHeader('Content-Type', `${CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)]}; charset=utf-8`);
      response.end(content);
    });
  },
});
