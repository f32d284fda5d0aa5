import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@dating/platform/testing';
import { startServer, startSite } from './processes.js';

const REQUESTS = 2_000;
const WARM_UP = 300;
const LOGINS = 1_000;
/** Logins run a few at a time: each spends an argon2 verification on the server. */
const LOGIN_CLIENTS = 4;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/**
 * The baseline: a bare node:http handler doing what the session check must do at least, in its own process too:
 * read the cookie, hash the token, one indexed select of the session on the same database.
 */
const BARE_HANDLER = `
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
createServer(async (request, response) => {
  const token = /(?:^|; )auth\\.session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const hash = createHash('sha256').update(decodeURIComponent(token ?? '')).digest('base64url');
  const { rows } = await pool.query('select member_id from member_sessions where token_hash = $1 and expires_at > now()', [hash]);
  response.writeHead(rows.length ? 200 : 403, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ user: rows[0] ? { id: rows[0].member_id } : null }));
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const startBareHandler = (databaseUrl: string) =>
  startServer(['--input-type=module', '-e', BARE_HANDLER], { DATABASE_URL: databaseUrl }, { cwd: fileURLToPath(new URL('../../platform/', import.meta.url)) });

const signUp = async (baseUrl: string) => {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'Bench', password: 'a good long passphrase', date_of_birth: '1990-01-01', language: 'en' }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return { email, cookie: response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') };
};

const logIn = async (baseUrl: string, email: string) => {
  const response = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a good long passphrase' }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  await response.arrayBuffer();
};

/** Alternates the two so both meet the same background load; latencies in ms. */
const timedPairs = async (requests: number, endpointUrl: string, bareUrl: string, cookie: string) => {
  const latencies = { endpoint: [] as number[], bare: [] as number[] };
  const time = async (url: string, into: number[]) => {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (let index = 0; index < requests; index += 1) {
    await time(endpointUrl, latencies.endpoint);
    await time(bareUrl, latencies.bare);
  }
  return { endpoint: median(latencies.endpoint), bare: median(latencies.bare) };
};

/**
 * Authenticated GET /api/user.php against the bare session lookup, then again after 1,000 more logins of the same
 * member; prints `session ratio: X, growth after 1000 logins: Y` (X: bare median / endpoint median; Y: the endpoint's
 * median after the logins over its median before, each taken relative to the bare lookup measured beside it, so a
 * busier machine in the second half does not pass for growth).
 */
export const runSessionBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_session');
  // The api and the projections, which keep the read model user.php reads.
  const site = await startSite(database.url, randomBytes(32).toString('base64url'), 'api,projections');
  const bare = await startBareHandler(database.url);
  try {
    const member = await signUp(site.baseUrl);
    const endpointUrl = `${site.baseUrl}/api/user.php`;
    await timedPairs(WARM_UP, endpointUrl, bare.baseUrl, member.cookie);
    const before = await timedPairs(REQUESTS, endpointUrl, bare.baseUrl, member.cookie);
    console.log(`before: GET /api/user.php median ${before.endpoint.toFixed(2)} ms, bare session lookup median ${before.bare.toFixed(2)} ms`);

    let next = 0;
    await Promise.all(
      Array.from({ length: LOGIN_CLIENTS }, async () => {
        while (next++ < LOGINS) await logIn(site.baseUrl, member.email);
      }),
    );
    const after = await timedPairs(REQUESTS, endpointUrl, bare.baseUrl, member.cookie);
    console.log(`after ${LOGINS} logins: GET /api/user.php median ${after.endpoint.toFixed(2)} ms, bare median ${after.bare.toFixed(2)} ms`);
    const growth = after.endpoint / after.bare / (before.endpoint / before.bare);
    console.log(`session ratio: ${(before.bare / before.endpoint).toFixed(2)}, growth after ${LOGINS} logins: ${growth.toFixed(2)}`);
  } finally {
    await bare.stop();
    await site.stop();
    await database.drop();
  }
};
