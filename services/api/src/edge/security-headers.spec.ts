import express from 'express';
import request from 'supertest';
import { noStoreForApi, securityHeaders } from './security-headers.js';

const appServing = (https: boolean) =>
  express()
    .use(securityHeaders({ https }), noStoreForApi)
    .get('/api/catalog', (_request, response) => response.setHeader('Cache-Control', 'public, max-age=60').json({}))
    .get(/.*/, (_request, response) => response.json({}));

describe('Security headers', () => {
  it('pins https for a year (HSTS) when the site is served over https', async () => {
    const response = await request(appServing(true)).get('/');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain http, where it would pin a scheme the site does not have', async () => {
    expect((await request(appServing(false)).get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store unless the endpoint allows caching, and leaves pages alone', async () => {
    const app = appServing(true);
    expect((await request(app).get('/api/user.php')).headers['cache-control']).toBe('no-store');
    expect((await request(app).get('/api/catalog')).headers['cache-control']).toBe('public, max-age=60');
    expect((await request(app).get('/members')).headers['cache-control']).toBeUndefined();
  });

  it('forbids inline scripts and plugins and framing by other sites', async () => {
    const policy = (await request(appServing(true)).get('/')).headers['content-security-policy'] as string;
    expect(policy.split(';')).toEqual(expect.arrayContaining(["script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "default-src 'self'"]));
  });
});
