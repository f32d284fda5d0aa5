import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Infrastructure } from '@dating/platform';
import { freePort } from '@dating/platform/testing';

export interface ApiProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Another instance of the built site (services/api/dist, as `npm test` builds it) in a process of its own, on the
 * same PostgreSQL, Redis and secrets as `infrastructure`: what a second replica behind a load balancer is.
 */
export const startApiProcess = async (infrastructure: Infrastructure, roles = 'api'): Promise<ApiProcess> => {
  const { config, appSecret } = infrastructure;
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../dist/main.js', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(port),
      ROLES: roles,
      DATABASE_URL: config.databaseUrl!,
      REDIS_URL: config.redisUrl!,
      QUEUE_PREFIX: config.queuePrefix,
      APP_SECRET: appSecret,
      SMTP_URL: config.smtpUrl!,
      PUBLIC_SCHEME: 'http',
      // Production refuses to start without a payment provider and an SMS gateway; nothing here pays or texts.
      MOLLIE_API_KEY: 'test_thesetestsnevercallmollie00',
      SMS_URL: 'http://127.0.0.1:9/sms',
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(`${url}/health`).then((response) => response.ok, () => false)); attempt += 1) {
    if (attempt > 600 || child.exitCode !== null) throw new Error(`The second API process did not start (exit code ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
};
