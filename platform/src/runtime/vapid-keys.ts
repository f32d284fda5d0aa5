import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './env.js';

/** The VAPID key pair (RFC 8292) that signs web-push requests; browsers subscribe with the public key. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what `PushManager.subscribe({ applicationServerKey })` takes. */
  readonly publicKey: string;
  /** The 32-byte private scalar, base64url. Never leaves the server. */
  readonly privateKey: string;
}

const CURVE = 'prime256v1';
const PRIVATE_KEY_BYTES = 32;

/**
 * The private scalar as web-push takes it: exactly 32 bytes. Node drops its leading zero bytes, so one pair in 256
 * would otherwise come out a byte short and make every push fail.
 */
const fullLengthPrivateKey = (privateKey: string): string => {
  const bytes = Buffer.from(privateKey, 'base64url');
  return bytes.length >= PRIVATE_KEY_BYTES ? privateKey : Buffer.concat([Buffer.alloc(PRIVATE_KEY_BYTES - bytes.length), bytes]).toString('base64url');
};

export const generateVapidKeys = (): VapidKeys => {
  const ecdh = createECDH(CURVE);
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url', 'uncompressed'), privateKey: fullLengthPrivateKey(ecdh.getPrivateKey('base64url')) };
};

/** Whether the public key is the private key's point: a mismatched pair would make every push fail at the provider. */
export const isVapidKeyPair = ({ publicKey, privateKey }: VapidKeys): boolean => {
  try {
    if (Buffer.from(privateKey, 'base64url').length > PRIVATE_KEY_BYTES) return false;
    const ecdh = createECDH(CURVE);
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url', 'uncompressed') === publicKey;
  } catch {
    return false;
  }
};

/**
 * Production passes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither: no web push). The embedded default makes a
 * pair on first start and keeps it beside its data: a new pair would orphan every subscription made with the old one.
 */
export const loadVapidKeys = async (config: AppConfig): Promise<VapidKeys | undefined> => {
  if (config.vapidKeys) return config.vapidKeys;
  if (!config.embedded) return undefined;
  const file = join(config.dataDir, 'vapid-keys.json');
  const stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as VapidKeys, () => undefined);
  // A pair stored before its key was padded is the same pair: its devices' subscriptions stay valid.
  if (stored && isVapidKeyPair(stored)) return { ...stored, privateKey: fullLengthPrivateKey(stored.privateKey) };
  await mkdir(config.dataDir, { recursive: true });
  const keys = generateVapidKeys();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
};
