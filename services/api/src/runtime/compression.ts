import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * API answers (JSON) compressed per request, brotli when the client takes it. Files of the build
 * arrive precompressed and carry their Content-Encoding already, which this leaves alone.
 */
export const compressResponses = () =>
  compression({
    // Small answers (most API calls) gain less than compressing them costs.
    threshold: 1024,
    filter: (request: Request, response: Response) => !response.getHeader('Content-Encoding') && compression.filter(request, response),
  });
