import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.js';
import { ErrorPage } from '../../features/errors/components/error-page.js';
import { isChunkLoadError, reloadForNewChunks } from '../../lib/chunk-reload.js';

/** Error boundary of every route area (spec §8): a stale chunk reloads the page, anything else shows the error page. */
export const RouteError = () => {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForNewChunks()) return <PageSpinner />;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  return <ErrorPage />;
};
