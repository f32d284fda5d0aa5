import { createContext, useContext } from 'react';
import { readCookie } from './cookie.js';

/** What a render knows of the request it answers: the browser's own, or the one the server renders for. */
export interface RequestInfo {
  readonly host: string;
  /** The query of the address asked for (`?…`, or empty). */
  readonly query: string;
  readonly cookie: (name: string) => string | undefined;
  /** On the server: told the HTTP status of the page rendered, when it is not 200 (a page not found). */
  readonly reportStatus?: (status: number) => void;
}

/** Set by the server's renderer; in the browser (no provider) the page's own address and cookies answer. */
export const RequestContext = createContext<RequestInfo | null>(null);

export const useRequestInfo = (): RequestInfo =>
  useContext(RequestContext) ?? { host: window.location.hostname, query: window.location.search, cookie: readCookie };
