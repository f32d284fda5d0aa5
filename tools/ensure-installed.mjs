// Installs dependencies when node_modules is missing or older than the lockfile. Node built-ins only:
// this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const installStamp = join(workspaceRoot, 'node_modules', '.package-lock.json');
const lockfile = join(workspaceRoot, 'package-lock.json');

export const ensureInstalled = () => {
  const fresh = existsSync(installStamp) && statSync(installStamp).mtimeMs >= statSync(lockfile).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm install)...');
  // `npm ci` cannot be used here: the registry lacks some other platforms' optional binaries the lockfile names.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: workspaceRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

export const buildAll = () => {
  console.log('Building...');
  const status = run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']);
  if (status !== 0) process.exit(status);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
