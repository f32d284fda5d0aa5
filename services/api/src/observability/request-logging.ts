import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { siteLog } from '@dating/platform';
import type { Logger } from 'pino';
import type { Request } from 'express';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';
// A proxy's id is kept when it looks like one; anything else (or nothing) gets a fresh one.
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const requestIdOf = (request: IncomingMessage, response: ServerResponse): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
};

/** The path only: query strings carry tokens (activation, reactivation links) and addresses (the dev mailbox). */
const pathOf = (request: IncomingMessage) => ((request as Request).originalUrl ?? request.url ?? '').split('?')[0];

/**
 * One JSON line per request with its id, method, route, status and duration. Headers, cookies, bodies,
 * query strings and client addresses are left out field by field: none of them may reach a log.
 */
export const requestLogging = (logger: Logger = siteLog) =>
  pinoHttp({
    logger,
    genReqId: requestIdOf,
    // A refused input is the client's business, logged like any answer; only the server's own failures are errors.
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (request: IncomingMessage & { id?: unknown }) => ({ id: request.id, method: request.method, path: pathOf(request) }),
      res: (response: ServerResponse) => ({ status: response.statusCode }),
      err: (error: Error) => ({ type: error.name, message: error.message }),
    },
    customSuccessMessage: (request, response) => `${request.method} ${pathOf(request)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${pathOf(request)} ${response.statusCode}`,
  });
