import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { toApiError } from '../../lib/api-error.js';
import { useErrorText } from '../../i18n/use-error-text.js';
import { AlertMessage } from './alert-message.js';
import { PageSpinner } from './page-spinner.js';

/** What a page needs to know of each query it waits for (an RTK Query hook's result has all of it). */
export interface LoadingQuery {
  readonly isError: boolean;
  readonly error?: FetchBaseQueryError | SerializedError;
  readonly refetch: () => unknown;
}

// RTK Query's statuses for a request that never got an answer.
const UNANSWERED = new Set<unknown>(['FETCH_ERROR', 'TIMEOUT_ERROR']);

const LoadFailure = ({ failed }: { failed: readonly LoadingQuery[] }) => {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const retry = () => failed.forEach((query) => query.refetch());
  const offline = failed.some(({ error }) => error && 'status' in error && UNANSWERED.has(error.status));
  // The base query has already retried; a connection that comes back is the next good moment to try.
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  });
  const { code, params } = toApiError(failed[0]!.error)!;
  return (
    <div className="container py-5">
      <AlertMessage variant="danger">
        <p className="fw-semibold mb-1">{t('loadFailed.title')}</p>
        <p className="mb-0">{offline ? t('loadFailed.offline') : errorText(code, params)}</p>
      </AlertMessage>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('loadFailed.retry')}
      </button>
    </div>
  );
};

/**
 * What a page shows until its data is there: a spinner while it loads, and once loading failed for good (the base
 * query retries first) why, with a way to try again, instead of a spinner that never ends.
 */
export const PageLoading = ({ queries }: { queries: readonly LoadingQuery[] }) => {
  const failed = queries.filter((query) => query.isError);
  return failed.length ? <LoadFailure failed={failed} /> : <PageSpinner />;
};
