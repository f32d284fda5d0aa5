import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { requestLogging } from './request-logging.js';

const capturingLogger = () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
};

const appLoggingTo = (logger: ReturnType<typeof capturingLogger>['logger']) =>
  express()
    .use(requestLogging(logger))
    .use(express.json())
    .post('/api/user.php', (_request, response) => response.status(401).json({ code: 'AUTH.LOGIN_FAILED' }))
    .get('/api/activate.php', (_request, response) => response.redirect(302, '/activate/done'));

describe('Request logs', () => {
  it('write one JSON line per request with its id, method, path, status and duration, and echo the id', async () => {
    const { logger, lines } = capturingLogger();
    const response = await request(appLoggingTo(logger)).post('/api/user.php').send({ email: 'a@b.example', password: 'x' });
    const line = JSON.parse(lines.at(-1)!) as Record<string, { id?: string; method?: string; path?: string; status?: number }> & { responseTime: number };
    expect(line.req).toEqual({ id: response.headers['x-request-id'], method: 'POST', path: '/api/user.php' });
    expect(line.res).toEqual({ status: 401 });
    expect(line.responseTime).toEqual(expect.any(Number));
  });

  it('keep a well-formed request id from the proxy and replace a malformed one', async () => {
    const { logger } = capturingLogger();
    const app = appLoggingTo(logger);
    expect((await request(app).get('/api/activate.php').set('x-request-id', 'edge-1234abcd')).headers['x-request-id']).toBe('edge-1234abcd');
    expect((await request(app).get('/api/activate.php').set('x-request-id', 'bad id; with spaces')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never carry the body, cookies, headers, query string or client address', async () => {
    const { logger, lines } = capturingLogger();
    const app = appLoggingTo(logger);
    await request(app).post('/api/user.php').set('cookie', 'auth.session=secret-session-token').set('user-agent', 'Mia phone').send({ email: 'mia@example.com', password: 'hunter2 hunter2' });
    await request(app).get('/api/activate.php?token=secret-activation-token&email=mia%40example.com');
    const logged = lines.join('\n');
    for (const secret of ['mia@example.com', 'mia%40example.com', 'hunter2', 'secret-session-token', 'secret-activation-token', 'Mia phone', '127.0.0.1', 'cookie']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('/api/activate.php');
  });
});
