import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/dating.conf.template', import.meta.url));
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

const installedNginx = (): string | undefined => NGINX_PATHS.find((path) => existsSync(path));

/** Debian's nginx, installed through apt when missing (as root; anyone else is told the command). */
export const ensureNginx = (): string => {
  const found = installedNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install it (apt-get install nginx) and run again');
  console.log('chaos: installing nginx from Debian packages');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return installedNginx() ?? (() => { throw new Error('apt-get did not install nginx'); })();
};

/** The deploy template with this run's api servers and port. */
export const renderProxyConfig = (template: string, apiPorts: readonly number[], proxyPort: number): string =>
  template
    .replace('${API_SERVERS}', apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n  '))
    .replace('${PROXY_PORT}', `127.0.0.1:${proxyPort}`);

export interface ReverseProxy {
  readonly url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground with the deploy config, everything it writes kept in `dir`. */
export const startReverseProxy = async (dir: string, apiPorts: readonly number[], proxyPort: number): Promise<ReverseProxy> => {
  const nginx = ensureNginx();
  await mkdir(join(dir, 'nginx'), { recursive: true });
  const site = renderProxyConfig(await readFile(TEMPLATE, 'utf8'), apiPorts, proxyPort);
  await writeFile(join(dir, 'nginx', 'dating.conf'), site);
  await writeFile(
    join(dir, 'nginx', 'nginx.conf'),
    [
      'worker_processes 1;',
      'pid nginx/nginx.pid;',
      'error_log nginx/error.log warn;',
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path nginx/${kind}-temp;`),
      '  include dating.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(nginx, ['-p', `${dir}/`, '-c', 'nginx/nginx.conf', '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${proxyPort}`;
  for (let attempt = 0; !(await fetch(`${url}/health/live`).then(() => true, () => false)); attempt += 1) {
    if (attempt > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${join(dir, 'nginx', 'error.log')})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
};
