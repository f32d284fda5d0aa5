import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { addTextFormats } from '../i18n/formats.js';
import { createAppStore } from '../lib/app-store.js';
import { followRouter } from '../lib/router-rest.js';

const localesDir = fileURLToPath(new URL('../i18n/locales/', import.meta.url));

/** The real texts of one language, every namespace, loaded at once (the app loads them per chunk). */
const textsOf = (language: string) =>
  Object.fromEntries(
    readdirSync(`${localesDir}${language}`).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')) as object]),
  );

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query string's parameters, for a call that has any. */
  readonly query?: Readonly<Record<string, string>>;
}
type Answer = { status?: number; body: unknown };
/** Answers an API call by method and path (`POST /api/signup-check.php`); unknown calls get 404. A promise answers late. */
export type FakeApi = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type ScreenOptions = {
  language?: string;
  /** Where the screen is shown, with the history state it was opened with if any. */
  route?: InitialEntry;
  /** Other pages the screen may lead to; every other address shows the screen. */
  routes?: RouteObject[];
};

/**
 * Renders a screen as the app does (Redux store with the API slice, i18next with the real English texts,
 * a data router like the app's and followed as the app's is, so blockers work), the API answered by `api`. Returns Testing Library's
 * queries, every call the screen made, the router (its `state.location` is where the screen led) and the store.
 */
export const renderScreen = async (screen: ReactElement, api: FakeApi = {}, { language = 'en', route = '/', routes = [] }: ScreenOptions = {}) => {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const { pathname, search, searchParams } = new URL(request.url);
    // A file upload's body (a jsdom File in a multipart form) cannot be read here: such a call has no body.
    const text = request.headers.get('content-type')?.startsWith('multipart/') ? '' : await request.text();
    const call: ApiCall = { method: request.method, path: pathname, body: text ? (JSON.parse(text) as unknown) : undefined, ...(search ? { query: Object.fromEntries(searchParams) } : {}) };
    calls.push(call);
    const answer = api[`${call.method} ${call.path}`];
    if (!answer) return json(404, { statusCode: 404, code: 'GENERIC.NOT_FOUND' });
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return json(status, body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: textsOf(language) }, defaultNS: 'common', interpolation: { escapeValue: false } });
  addTextFormats(i18n);
  const store = createAppStore();
  const router = createMemoryRouter([...routes, { path: '*', element: screen }], { initialEntries: [route] });
  followRouter(router);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, calls, router, store };
};
