import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const FRONTEND_DIST = fileURLToPath(new URL('../../../../frontend/dist/', import.meta.url));
const SERVER_PATHS = /^\/(api|health|dev|metrics|staff\/queues)(\/|$)/;
/** Vite names these after their content: a changed file gets a new name, so browsers may keep them for good. */
const HASHED_ASSETS = /^\/assets\//;
const FOREVER = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The build wrote these next to every text file (frontend/build-plugins/precompress.ts); best first.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const cachingFor = (urlPath: string) => (HASHED_ASSETS.test(urlPath) ? FOREVER : REVALIDATE);

/** The file of the build a URL path names, or undefined when it names none (or climbs out of the build). */
const buildFileOf = (dist: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(dist, decoded));
  return file.startsWith(dist) && !file.endsWith(sep) && existsSync(file) ? file : undefined;
};

/** Sends `file` in the best precompressed form the client accepts, or as it is. */
const sendBuildFile = (request: Request, response: Response, file: string, cacheControl: string) => {
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  // The type of the original, not of `.br`/`.gz`.
  response.type(extname(file));
  // Our order, not the client's: every browser lists gzip before br, but br is the smaller.
  const accepted = request.acceptsEncodings();
  const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate.name) && existsSync(file + candidate.suffix));
  if (encoding) response.setHeader('Content-Encoding', encoding.name);
  response.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, lastModified: true, dotfiles: 'deny' });
};

/** A page the server rendered: its HTML, in the visitor's language, and its HTTP status (404 for a page not found). */
export interface RenderedPage {
  readonly html: string;
  readonly status: number;
}

/** The page the server renders for a request (see page-renderer.ts). */
export type RenderPage = (request: Request) => Promise<RenderedPage>;

/** A rendered page differs by who asks (their cookies) and in what language: never shared, revalidated on each visit. */
const sendRenderedPage = (response: Response, { html, status }: RenderedPage) => {
  response.setHeader('Cache-Control', 'private, no-cache');
  response.setHeader('Vary', 'Cookie, Accept-Language');
  response.status(status).type('html').send(html);
};

/**
 * The browser app and the API on one origin: the build's files (precompressed, hashed ones cached for a
 * year), then for every other page route the page `renderPage` renders, or the SPA's index.html where none is given
 * or it fails. `dist` is the built front end.
 */
export const serveFrontend = (app: { use(handler: RequestHandler): unknown }, renderPage?: RenderPage, dist = FRONTEND_DIST) => {
  if (!existsSync(dist)) return;
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path)) return next();
    const file = buildFileOf(dist, request.path);
    if (file) return sendBuildFile(request, response, file, cachingFor(request.path));
    // A missing hashed asset is a stale page asking for an old build: a 404 lets it reload, index.html would not parse as script.
    if (HASHED_ASSETS.test(request.path) || extname(request.path)) return next();
    const sendShell = () => sendBuildFile(request, response, join(dist, 'index.html'), REVALIDATE);
    if (!renderPage) return sendShell();
    renderPage(request).then(
      (page) => sendRenderedPage(response, page),
      (error: unknown) => {
        // The browser app still starts from the shell and renders the page itself.
        request.log?.error({ err: error }, 'page rendering failed');
        sendShell();
      },
    );
  });
};
