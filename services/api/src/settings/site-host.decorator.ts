import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { sourceAddress } from '../http/source-address.js';

/**
 * The host the visitor asked for. Express reads X-Forwarded-Host only from trusted proxies
 * (see 'trust proxy'), so behind a reverse proxy each domain still gets its own site.
 */
export const SiteHost = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  context.switchToHttp().getRequest<Request>().hostname,
);

/** The visitor's address, believed as far as the rate limits believe it: X-Forwarded-For only from trusted proxies. */
export const VisitorAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  sourceAddress(context.switchToHttp().getRequest<Request>()),
);
