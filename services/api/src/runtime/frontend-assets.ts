import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

const FRONTEND_DIST = fileURLToPath(new URL('../../../../frontend/dist/', import.meta.url));
const SERVER_PATHS = /^\/(api|health|dev)(\/|$)/;

/** The browser app and the API on one origin: static files, then the SPA's index.html for every page route. */
export const serveFrontend = (app: NestExpressApplication) => {
  if (!existsSync(FRONTEND_DIST)) return;
  app.useStaticAssets(FRONTEND_DIST, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || SERVER_PATHS.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile('index.html', { root: FRONTEND_DIST });
  });
};
