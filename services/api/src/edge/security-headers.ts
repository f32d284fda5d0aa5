import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';

/**
 * The page loads nothing but its own files: no inline script can run, so injected markup stays inert.
 * Styles set by script (React's style props) go through the CSSOM, which style-src does not restrict.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // Photo previews before upload are blob: URLs; small icons may be inlined as data: by the build.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/** Headers of every response; HSTS only where the site is served over https (production). */
export const securityHeaders = ({ https }: { https: boolean }) =>
  helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
  });

/** API answers carry members' data: no browser or proxy cache may keep them unless an endpoint says otherwise (public catalogues do). */
export const noStoreForApi = (request: Request, response: Response, next: NextFunction) => {
  if (request.path.startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  next();
};
