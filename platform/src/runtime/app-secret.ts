import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './env.js';

/**
 * Production passes APP_SECRET. The embedded default makes one on first start and keeps it beside
 * its data: a new secret would invalidate every key, digest and link made with the old one.
 */
export const loadAppSecret = async (config: AppConfig): Promise<string> => {
  if (config.appSecret) return config.appSecret;
  const file = join(config.dataDir, 'app-secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
};
