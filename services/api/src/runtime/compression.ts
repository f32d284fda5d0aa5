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
    // An event stream must reach the page event by event, never held back in a compression buffer.
    filter: (request: Request, response: Response) =>
      !response.getHeader('Content-Encoding') && !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(request, response),
  });
