import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from '../app.module.js';
import { AdjustableClock } from '../dev-clock/adjustable-clock.js';
import { DevClockModule } from '../dev-clock/dev-clock.module.js';
import { serveOpenApi } from '../http/openapi.js';
import { serveFrontend } from './frontend-assets.js';
import type { Infrastructure } from '@dating/platform';
import type { Clock } from './tokens.js';

const securityHeaders = (_request: Request, response: Response, next: NextFunction) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'same-origin');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
};

/** The site's modules, plus /dev/clock when DEV_CLOCK=1 (which the configuration refuses in production). */
const rootModule = (infrastructure: Infrastructure, clock?: Clock) => {
  const root = AppModule.forInfrastructure(infrastructure, clock);
  if (!infrastructure.config.devClock) return root;
  if (!(clock instanceof AdjustableClock)) throw new Error('DEV_CLOCK=1 needs an adjustable clock');
  return { ...root, imports: [...(root.imports ?? []), DevClockModule] };
};

export const createHttpApp = async (infrastructure: Infrastructure, clock?: Clock): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(rootModule(infrastructure, clock), {
    logger: ['error', 'warn'],
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(securityHeaders, cookieParser());
  app.useBodyParser('json', { limit: '100kb' });
  serveOpenApi(app);
  serveFrontend(app);
  return app;
};
