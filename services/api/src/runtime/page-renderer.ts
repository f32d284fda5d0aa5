import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';
import type { Request } from 'express';
import { chooseLanguage, LANGUAGE_COOKIE, type Language, type SiteSettingsView, type UserView } from '@dating/domain';
import { sourceAddress } from '../http/source-address.js';
import { CurrentUsers } from '../member/current-users.js';
import { SiteSettingsViews } from '../settings/site-settings-views.js';
import type { RenderedPage, RenderPage } from './frontend-assets.js';
import { CLOCK, type Clock } from './tokens.js';

// The front end's server build (frontend/dist-server, `vite build --ssr`) and the page template its browser build wrote.
const RENDERER = fileURLToPath(new URL('../../../../frontend/dist-server/entry-server.js', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('../../../../frontend/dist/index.html', import.meta.url));

/** What the front end's renderer takes (frontend/src/entry-server.tsx): the API chose the language and looked the rest up. */
export interface PageRequest {
  readonly url: string;
  readonly host: string;
  readonly language: Language;
  readonly cookies: Readonly<Record<string, string>>;
  readonly settings: SiteSettingsView;
  readonly user: UserView | null;
  readonly template: string;
}

interface PageRendererModule {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/** How many rendered pages for visitors are kept, and for how long (the footer's year is the only thing that ages). */
const CACHED_PAGES = 500;
const CACHE_MS = 10 * 60_000;

/**
 * A visitor's page is the same for every visitor who asks for the same address, on the same site, in the same language,
 * with the same cookies: rendered once, then sent from memory, so a landing page under load costs what a file does.
 */
export const cachedForVisitors = (render: (request: PageRequest) => Promise<RenderedPage>, clock: Clock) => {
  const now = () => clock.now().getTime();
  const pages = new Map<string, { page: Promise<RenderedPage>; until: number }>();
  return (request: PageRequest): Promise<RenderedPage> => {
    if (request.user) return render(request);
    const key = JSON.stringify([request.url, request.host, request.language, request.cookies, request.settings]);
    const cached = pages.get(key);
    if (cached && cached.until > now()) return cached.page;
    const page = render(request);
    // Oldest first: a Map keeps the order of insertion.
    if (pages.size >= CACHED_PAGES) pages.delete(pages.keys().next().value!);
    pages.set(key, { page, until: now() + CACHE_MS });
    page.catch(() => pages.delete(key));
    return page;
  };
};

const cookiesOf = (request: Request): Record<string, string> => (request.cookies as Record<string, string> | undefined) ?? {};

/**
 * Spec §4 on the server: the language of the first paint is the cookie's, else the member's saved one, else the site's
 * domain language, else the first of Accept-Language the site speaks.
 */
export const languageOfRequest = (request: Request, settings: SiteSettingsView, user: UserView | null): Language =>
  chooseLanguage({
    cookie: cookiesOf(request)[LANGUAGE_COOKIE],
    memberLanguage: user?.language,
    domainLanguage: settings.domain_language,
    browserLanguages: [request.headers['accept-language'] ?? ''],
  });

/**
 * Renders each page on the server in the visitor's language, with the site settings and the session in it (public
 * pages for visitors as their finished markup). Undefined where the front end has no server build (then the shell).
 */
export const pageRenderer = async (app: INestApplicationContext, rendererFile = RENDERER, templateFile = TEMPLATE): Promise<RenderPage | undefined> => {
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return undefined;
  const renderer = (await import(rendererFile)) as PageRendererModule;
  const renderPage = cachedForVisitors((request) => renderer.renderPage(request), app.get<symbol, Clock>(CLOCK, { strict: false }));
  const template = readFileSync(templateFile, 'utf8');
  const settingsViews = app.get(SiteSettingsViews, { strict: false });
  const currentUsers = app.get(CurrentUsers, { strict: false });
  return async (request) => {
    const settings = settingsViews.forVisitor(request.hostname, sourceAddress(request));
    const user = await currentUsers.of(request);
    return renderPage({
      url: `${request.protocol}://${request.get('host') ?? request.hostname}${request.originalUrl}`,
      host: request.hostname,
      language: languageOfRequest(request, settings, user),
      cookies: cookiesOf(request),
      settings,
      user,
      template,
    });
  };
};
