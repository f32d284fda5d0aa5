import type { Request } from 'express';

/** The client's address as Express derives it under the configured `trust proxy`: X-Forwarded-For only from trusted proxies. */
export const sourceAddress = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';
