import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { serveFrontend } from './frontend-assets.js';

const SCRIPT = 'export const greeting = "hello";\n'.repeat(100);
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('The built front end as the server hands it out', () => {
  let dist: string;
  let app: express.Express;
  beforeAll(async () => {
    dist = (await mkdtemp(join(tmpdir(), 'frontend-dist-'))) + sep;
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(dist, 'index.html'), PAGE);
    await writeFile(join(dist, 'index.html.gz'), gzipSync(PAGE));
    await writeFile(join(dist, 'favicon.svg'), '<svg/>');
    app = express();
    serveFrontend(app, undefined, dist);
    app.use((_request, response) => response.status(404).send('not found'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('sends the brotli copy of a hashed script to a browser that takes brotli, cached for a year', async () => {
    const response = await request(app).get('/assets/index-abc123.js').set('accept-encoding', 'gzip, deflate, br');
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^(text|application)\/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that takes neither', async () => {
    expect((await request(app).get('/assets/index-abc123.js').set('accept-encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/assets/index-abc123.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers every page route with index.html, revalidated on each visit', async () => {
    const response = await request(app).get('/members/search').set('accept-encoding', 'gzip');
    expect(response.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache', 'content-type': expect.stringContaining('text/html') });
    expect(response.text).toBe(PAGE);
  });

  it('revalidates unhashed files, and answers 404 for a missing hashed asset or a path out of the build', async () => {
    expect((await request(app).get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/assets/index-old999.js')).status).toBe(404);
    const climbing = await request(app).get('/assets/..%2f..%2f..%2f..%2fetc%2fpasswd');
    expect(climbing.status).toBe(404);
    expect(climbing.text).not.toContain('root:');
    expect((await request(app).get('/assets/%E0%A4%A.js')).status).toBe(404);
  });

  it('leaves the API to its routes', async () => {
    expect((await request(app).get('/api/user.php')).status).toBe(404);
  });
});

describe('Pages the server renders', () => {
  let dist: string;
  beforeAll(async () => {
    dist = (await mkdtemp(join(tmpdir(), 'frontend-dist-'))) + sep;
    await writeFile(join(dist, 'index.html'), PAGE);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const appRendering = (renderPage: (path: string) => Promise<string>, status = 200) => {
    const app = express();
    serveFrontend(app, async (pageRequest) => ({ html: await renderPage(pageRequest.path), status }), dist);
    return app;
  };

  it('answers a page route with the rendered page, never cached for others', async () => {
    const response = await request(appRendering(async (path) => `<html lang="pl"><body>${path}</body></html>`)).get('/login');
    expect(response.headers).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Language', 'content-type': expect.stringContaining('text/html') });
    expect(response.text).toBe('<html lang="pl"><body>/login</body></html>');
  });

  it('answers with the status the renderer gives the page: 404 for a page not found', async () => {
    const response = await request(appRendering(async () => '<html><body>404</body></html>', 404)).get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).toBe('<html><body>404</body></html>');
  });

  it('falls back to index.html when rendering fails', async () => {
    const response = await request(appRendering(() => Promise.reject(new Error('renderer broke')))).get('/login');
    expect(response.status).toBe(200);
    expect(response.text).toBe(PAGE);
  });
});
