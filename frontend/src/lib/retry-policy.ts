/** Spec §7/§9: requests are retried up to 5 times. */
export const MAX_RETRIES = 5;

type FailedAttempt = { status: number | string; attempt: number };

/**
 * Retries only failures that may pass on a second try: the network (status is a string such as
 * 'FETCH_ERROR' or 'TIMEOUT_ERROR') or the server (5xx). A 4xx answer will not change.
 */
export const shouldRetry = ({ status, attempt }: FailedAttempt): boolean => {
  if (attempt > MAX_RETRIES) return false;
  if (typeof status === 'number') return status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};
