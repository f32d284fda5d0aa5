import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@dating/platform/testing';

export interface RunningProcess {
  readonly baseUrl: string;
  /**
   * CPU time its main thread (the event loop every request takes turns on) has used so far, in ms, from Linux's
   * scheduler statistics; undefined where there are none. It moves less than a rate with how busy the machine is
   * (about ±10% here, against ±15–20%), so it tells better whether a change to the request path helped.
   */
  eventLoopCpuMs(): Promise<number | undefined>;
  stop(): Promise<void>;
}

const NANOSECONDS_PER_MS = 1e6;

const mainThreadCpuMs = async (pid: number | undefined): Promise<number | undefined> => {
  // The first field of a task's schedstat is the time it has run on a CPU, in nanoseconds.
  const schedstat = pid === undefined ? undefined : await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => undefined);
  return schedstat === undefined ? undefined : Number(schedstat.split(' ')[0]) / NANOSECONDS_PER_MS;
};

/** `label` with the event loop's CPU time per operation between two readings, or undefined when the system has none. */
export const formatEventLoopCpuPer = (label: string, before: number | undefined, after: number | undefined, operations: number): string | undefined =>
  before === undefined || after === undefined ? undefined : `${label.padEnd(34)} ${((after - before) / operations).toFixed(2)} ms of the API's event loop`;

const waitUntilServing = async (url: string, child: ChildProcess): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    if (await fetch(url).then((response) => response.status < 500, () => false)) return;
    if (attempt > 900 || child.exitCode !== null) throw new Error(`Nothing serves ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A server in a process of its own (as in production: the client's load does not slow its event loop), once it answers `readyPath`. */
export const startServer = async (args: readonly string[], env: Record<string, string>, { readyPath = '/', cwd }: { readyPath?: string; cwd?: string } = {}): Promise<RunningProcess> => {
  const port = await freePort();
  // BENCH_CPU_PROFILE_DIR=<dir>: each server writes a V8 CPU profile there when it stops, to see where its time goes.
  const profiling = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  // A process without the api role (projections) answers on its probes' port instead: the same one.
  const child = spawn(process.execPath, [...profiling, ...args], { env: { ...process.env, ...env, PORT: String(port), HEALTH_PORT: String(port) }, cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}${readyPath}`, child);
  return {
    baseUrl,
    eventLoopCpuMs: () => mainThreadCpuMs(child.pid),
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
};

/** Production refuses to start without SMTP; the benchmarked roles send no mail, so nothing needs to listen there. */
const BENCH_SMTP_URL = 'smtp://127.0.0.1:2525';
/** Production refuses to start without a payment provider and an SMS gateway; no benchmark pays or texts, so none is called. */
const BENCH_PAYMENTS = { MOLLIE_API_KEY: 'test_benchmarksnevercallmollie0', SMS_URL: 'http://127.0.0.1:9/sms' };
/** The benches sign up and log in thousands of times from one address: they measure throughput, not the limits. */
const BENCH_RATE_LIMIT_FACTOR = '1000';

/** The site's built api entry point, with `roles` and the given database. */
export const startSite = (databaseUrl: string, appSecret: string, roles: string, env: Record<string, string> = {}): Promise<RunningProcess> =>
  startServer([fileURLToPath(new URL('../../services/api/dist/main.js', import.meta.url))], { DATABASE_URL: databaseUrl, APP_SECRET: appSecret, ROLES: roles, PUBLIC_SCHEME: 'http', SMTP_URL: BENCH_SMTP_URL, RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR, LOG_LEVEL: 'warn', ...BENCH_PAYMENTS, ...env }, { readyPath: '/health' });

/**
 * The site as production runs it (deploy/): the api in one process, the read models in another beside it, so that
 * the projections' work does not take turns on the api's event loop.
 */
export const startDeployedSite = async (databaseUrl: string, appSecret: string, env: Record<string, string> = {}): Promise<RunningProcess> => {
  const projections = await startSite(databaseUrl, appSecret, 'projections', env);
  const api = await startSite(databaseUrl, appSecret, 'api', env).catch(async (error: unknown) => {
    await projections.stop();
    throw error;
  });
  return { baseUrl: api.baseUrl, eventLoopCpuMs: () => api.eventLoopCpuMs(), stop: async () => void (await Promise.all([api.stop(), projections.stop()])) };
};
