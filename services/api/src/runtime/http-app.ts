import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule } from '../app.module.js';
import { AdjustableClock } from '../dev-clock/adjustable-clock.js';
import { DevClockModule } from '../dev-clock/dev-clock.module.js';
import { serveOpenApi } from '../http/openapi.js';
import { noStoreForApi, securityHeaders } from '../edge/security-headers.js';
import { compressResponses } from './compression.js';
import { serveFrontend } from './frontend-assets.js';
import { pageRenderer } from './page-renderer.js';
import { httpMetrics } from '../observability/http-metrics.js';
import { nestLog } from '../observability/nest-log.js';
import { mountQueueDashboard } from '../observability/queue-dashboard.js';
import { requestLogging } from '../observability/request-logging.js';
import type { Infrastructure } from '@dating/platform';
import type { Clock } from './tokens.js';

/** The site's modules, plus /dev/clock when DEV_CLOCK=1 (which the configuration refuses in production). */
const rootModule = (infrastructure: Infrastructure, clock?: Clock) => {
  const root = AppModule.forInfrastructure(infrastructure, clock);
  if (!infrastructure.config.devClock) return root;
  if (!(clock instanceof AdjustableClock)) throw new Error('DEV_CLOCK=1 needs an adjustable clock');
  return { ...root, imports: [...(root.imports ?? []), DevClockModule] };
};

/**
 * Node closes an idle keep-alive connection after 5 s, while a load balancer or ingress in front (60 s is common) or a
 * busy client may be sending the next request on it at that very moment: that request fails with a reset, a POST
 * included. The site holds idle connections longer than its clients and proxies do, so they are the ones to close them.
 */
const KEEP_ALIVE_MS = 65_000;

const keepIdleConnectionsLongerThanClients = (app: NestExpressApplication) => {
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the whole of a request's headers within this, and it must be longer than the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
};

export const createHttpApp = async (infrastructure: Infrastructure, clock?: Clock): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(rootModule(infrastructure, clock), { logger: nestLog });
  // Behind the documented proxies (compose, a Kubernetes ingress) TRUST_PROXY names them, so the client's
  // address (rate limits) and the forwarded host (site selection, same-origin checks) are the real ones.
  app.set('trust proxy', infrastructure.config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogging(), httpMetrics(infrastructure.metrics), compressResponses());
  app.use(securityHeaders({ https: infrastructure.config.publicScheme === 'https' }), noStoreForApi, cookieParser());
  app.useBodyParser('json', { limit: '100kb' });
  serveOpenApi(app, infrastructure.config);
  mountQueueDashboard(app, infrastructure);
  serveFrontend(app, await pageRenderer(app));
  keepIdleConnectionsLongerThanClients(app);
  return app;
};
