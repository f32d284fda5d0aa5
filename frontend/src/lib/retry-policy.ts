/** Spec §7/§9: requests are retried up to 5 times. */
export const MAX_RETRIES = 5;

/** What an endpoint can say about its requests (RTK Query's `extraOptions`). */
export interface RequestOptions {
  /**
   * A POST that does its work once however often it comes: it carries its own key (a message id) or sets a state
   * (a like). Only such a POST is retried.
   */
  readonly idempotent?: boolean;
}

type FailedAttempt = { status: number | string; attempt: number; method?: string } & RequestOptions;

// A failed POST may still have been carried out (the answer was lost, not the request): sent again it could place a
// second order or charge a mandate twice. These methods mean the same done twice.
const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Retries only failures that may pass on a second try, of requests that may be sent twice: the network (status is a
 * string such as 'FETCH_ERROR' or 'TIMEOUT_ERROR') or the server (5xx). A 4xx answer will not change.
 */
export const shouldRetry = ({ status, attempt, method = 'GET', idempotent = false }: FailedAttempt): boolean => {
  if (attempt > MAX_RETRIES) return false;
  if (!idempotent && !REPEATABLE_METHODS.has(method.toUpperCase())) return false;
  if (typeof status === 'number') return status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};
