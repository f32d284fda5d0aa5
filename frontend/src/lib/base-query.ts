import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isAuthenticationLost } from './authentication-required.js';
import { shouldRetry, type RequestOptions } from './retry-policy.js';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  // The API tells XHR calls from page loads by this header (spec §7: client request-type header).
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    return headers;
  },
});

// The condition also counts the attempts (RTK takes either maxRetries or a condition).
const retryingBaseQuery = retry(rawBaseQuery, {
  retryCondition: (error, args, { attempt, extraOptions }) =>
    shouldRetry({
      status: (error as FetchBaseQueryError).status,
      attempt,
      method: typeof args === 'string' ? 'GET' : (args as FetchArgs).method,
      idempotent: (extraOptions as RequestOptions | undefined)?.idempotent,
    }),
});

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/**
 * The one base query of the app: same-origin cookies, the request-type header, retries for network
 * and server errors (of requests that may be sent twice), and spec §8's rule that a lost session logs the user out
 * and resolves `false`.
 */
export const createBaseQuery =
  (onAuthenticationLost: (api: BaseQueryApi) => void): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, RequestOptions> =>
  async (args, api, extraOptions) => {
    // RTK's retry passes the endpoint's options on to the retry condition, which reads `idempotent` from them.
    const result = await retryingBaseQuery(args, api, extraOptions as Parameters<typeof retryingBaseQuery>[2]);
    if (result.error && isAuthenticationLost(urlOf(args), result.error.status, result.error.data)) {
      onAuthenticationLost(api);
      return { data: false };
    }
    return result;
  };
