import type { NextFunction, Request, Response } from 'express';

/** Where POST /api/user.php?push=1 is served; login owns POST /api/user.php without the flag. */
export const PUSH_SUBSCRIPTION_PATH = 'push-subscription.php';

/**
 * The site's API keeps the old PHP shape, in which one URL does two things told apart by a query flag. The router
 * matches paths only, so the flagged call is sent on to its own route before login's route sees it.
 */
export const routePushSubscription = (request: Request, _response: Response, next: NextFunction): void => {
  const flag = request.query.push;
  if (typeof flag === 'string' && flag !== '' && flag !== '0') {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    request.url = `/api/${PUSH_SUBSCRIPTION_PATH}${query}`;
  }
  next();
};
