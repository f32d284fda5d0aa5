import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchPath, matchRoutes, StaticRouterProvider } from 'react-router';
import i18next, { type ResourceKey } from 'i18next';
import type { Language } from '@dating/domain';
import { routes } from './app/router.js';
import { paths } from './config/paths.js';
import { createAppStore } from './lib/app-store.js';
import { sessionUserStored } from './features/auth/api/auth-api.js';
import { settingsStored } from './features/site/api/settings-api.js';
import { siteTitle } from './features/site/utils/site-title.js';
import { addTextFormats } from './i18n/formats.js';
import { i18nOptions, type Texts } from './i18n/i18n.js';
import { ENGLISH_LOCALES, localeOf, NAMESPACES, SHELL_NAMESPACES } from './i18n/languages.js';
import { PAGE_DATA_ID, scriptJson, type PageData } from './lib/page-data.js';
import { RequestContext } from './lib/request-context.js';
import type { Settings, User } from './types/api.js';

/** What the API knows of a page request: it chose the language and looked up the site and the session. */
export interface PageRequest {
  /** The absolute URL asked for. */
  readonly url: string;
  readonly host: string;
  readonly language: Language;
  readonly cookies: Readonly<Record<string, string>>;
  readonly settings: Settings;
  readonly user: User | null;
  /** The built index.html. */
  readonly template: string;
}

/**
 * The pages a visitor arrives on (home, landers, static pages, login, signup, activation, password reset): rendered
 * here, so their first paint is the finished page. The members' screens depend on data of theirs: the browser renders them.
 */
const PUBLIC_PAGES = [
  paths.home, paths.login, paths.signup, paths.landerSwipe, paths.lander, paths.terms, paths.privacy, paths.cookies, paths.ban,
  paths.returnPolicy, paths.faq, paths.service, paths.complaints, paths.pricing, paths.activateDone, paths.activateError,
  paths.resetPassword, paths.resetPasswordDo,
];
const isPublicPage = (pathname: string) => PUBLIC_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);

const localeFiles = import.meta.glob<ResourceKey>('./i18n/locales/*/*.json', { import: 'default', eager: true });

/** The home page, every visitor's first, carries only the shell's texts; other screens wait for all anyway. */
const textsOf = (locale: string, pathname: string): Texts => {
  const namespaces: readonly string[] = pathname === '/' ? SHELL_NAMESPACES : NAMESPACES;
  // en-US holds only overrides (en-GB none): English comes along under them.
  const locales = ENGLISH_LOCALES.includes(locale) ? [locale, 'en'] : [locale];
  return Object.fromEntries(
    locales.map((each) => [each, Object.fromEntries(namespaces.map((namespace) => [namespace, localeFiles[`./i18n/locales/${each}/${namespace}.json`] ?? {}]))]),
  );
};

/** The page as the server sends it, with its HTTP status. */
export interface RenderedPage {
  readonly html: string;
  readonly status: number;
}

const OK = 200;
const NOT_FOUND = 404;

/** Whether the address is one the route table knows, rather than its catch-all "not found". */
const isKnownAddress = (pathname: string): boolean => matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// One handler for every request: it resolves each screen's lazy route once, and matches against routes it ranked once.
const handler = createStaticHandler(routes);

/**
 * The markup of the page's screen, or undefined where the route table answers with a redirect; `reportStatus` hears
 * the status of a screen that is an error page (an unknown lander).
 */
const renderMarkup = async (request: PageRequest, i18n: typeof i18next, store: ReturnType<typeof createAppStore>, reportStatus: (status: number) => void) => {
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const info = { host: request.host, query: new URL(request.url).search, cookie: (name: string) => request.cookies[name], reportStatus };
  return renderToString(
    <StrictMode>
      <RequestContext.Provider value={info}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Provider>
        </I18nextProvider>
      </RequestContext.Provider>
    </StrictMode>,
  );
};

/**
 * The page as the server sends it: in the language the server chose (`lang`, title), with that language's texts, the
 * settings and the session in it, and for a public page the screen itself, so the first paint is the finished page.
 * An address the route table does not know, or a public page that renders as not found, answers 404.
 */
export const renderPage = async (request: PageRequest): Promise<RenderedPage> => {
  const locale = localeOf(request.language, request.settings.domain_language);
  const { pathname, search } = new URL(request.url);
  const texts = textsOf(locale, pathname);
  const i18n = i18next.createInstance();
  await i18n.init(i18nOptions(locale, texts));
  addTextFormats(i18n);
  const store = createAppStore();
  store.dispatch(settingsStored({ host: request.host, query: search }, request.settings));
  store.dispatch(sessionUserStored(request.user));
  let status = isKnownAddress(pathname) ? OK : NOT_FOUND;
  const reportStatus = (reported: number) => {
    status = reported;
  };
  const markup = request.user === null && isPublicPage(pathname) ? await renderMarkup(request, i18n, store, reportStatus) : undefined;
  const data: PageData = { locale, texts, api: store.getState().api, rendered: markup !== undefined };
  const html = request.template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(siteTitle(request.settings, locale, i18n.t))}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${markup ?? ''}</div><script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data)}</script>`,
    );
  return { html, status };
};
