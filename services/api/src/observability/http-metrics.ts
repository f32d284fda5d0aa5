import type { SiteMetrics } from '@dating/platform';
import type { NextFunction, Request, Response } from 'express';

/**
 * Times every request by its route template (`/api/profile.php`, not each id), so the histogram keeps
 * a bounded set of series; requests no route matched (static files, pages) share one label.
 */
export const httpMetrics = (metrics: SiteMetrics) => (request: Request, response: Response, next: NextFunction) => {
  const stop = metrics.httpRequestDuration.startTimer();
  response.once('finish', () => {
    const route = (request.route as { path?: string } | undefined)?.path ?? 'unmatched';
    stop({ method: request.method, route: String(route), status: String(response.statusCode) });
  });
  next();
};
