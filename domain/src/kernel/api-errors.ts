/**
 * Codes the HTTP edge raises before any aggregate is asked (validation, sessions, limits, forged
 * requests). They live here once so the API sends and the browser translates the same strings.
 */
export const API_ERRORS = {
  INVALID_BODY: 'VALIDATION.INVALID_BODY',
  AUTHENTICATION_REQUIRED: 'AUTH.AUTHENTICATION_REQUIRED',
  NOT_FOUND: 'GENERIC.NOT_FOUND',
  GENERIC: 'GENERIC.ERROR',
  /** Shown by the activation page when the link's redirect says it failed. */
  ACTIVATION_FAILED: 'ACTIVATION.FAILED',
  /** The mail provider's webhook came without the shared secret. */
  MAIL_EVENTS_UNAUTHORIZED: 'MAIL_EVENTS.UNAUTHORIZED',
  /** Too many requests of one kind from one source or for one account; `params.seconds` says when to retry. */
  RATE_LIMITED: 'REQUEST.RATE_LIMITED',
  /** A state-changing request that did not come from one of the site's own pages. */
  CROSS_SITE: 'REQUEST.CROSS_SITE',
  /** A body sent as something other than JSON where JSON is meant (a form post from another site). */
  UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  /** An idempotency key sent again with a different request: the first request keeps it. */
  KEY_REUSED: 'REQUEST.KEY_REUSED',
} as const;
