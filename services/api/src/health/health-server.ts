import { createServer, type Server } from 'node:http';
import type { ReadinessCheck } from '@dating/platform';

/**
 * The probes of a process that serves no api (projections, workers), on a port of their own: `/health/live` answers
 * while the process runs, `/health/ready` 503 naming the dependency that does not answer, as the api's controller does.
 */
export const startHealthServer = async (port: number, readiness: Pick<ReadinessCheck, 'check'>): Promise<Server> => {
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://probe').pathname;
    if (path === '/health/live') return answer(200, { status: 'ok' });
    if (path !== '/health/ready') return answer(404, { statusCode: 404, code: 'NOT_FOUND' });
    readiness.check().then(
      (report) => answer(report.ready ? 200 : 503, report),
      () => answer(503, { ready: false, checks: {} }),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return server;
};
