import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from './env.js';
import { generateVapidKeys, isVapidKeyPair, loadVapidKeys } from './vapid-keys.js';

describe('Web-push keys and the mail webhook secret in the configuration', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  describe('in the embedded default', () => {
    it('makes a P-256 pair on first start, keeps it in DATA_DIR and gives the same pair after a restart', async () => {
      const config = parseConfig({ DATA_DIR: dataDir });
      const first = await loadVapidKeys(config);
      expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first!.publicKey, 'base64url')[0]).toBe(0x04);
      expect(isVapidKeyPair(first!)).toBe(true);
      expect(JSON.parse(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
      expect(await loadVapidKeys(parseConfig({ DATA_DIR: dataDir }))).toEqual(first);
    });

    it('makes every private key the full 32 bytes web-push takes, though one key in 256 starts with a zero byte', () => {
      const lengths = new Set(Array.from({ length: 2_000 }, () => Buffer.from(generateVapidKeys().privateKey, 'base64url').length));
      expect([...lengths]).toEqual([32]);
    });

    it('pads a kept pair whose private key lost its leading zero byte, keeping the same pair', async () => {
      let short = generateVapidKeys();
      while (Buffer.from(short.privateKey, 'base64url')[0] !== 0) short = generateVapidKeys();
      const stored = { ...short, privateKey: Buffer.from(short.privateKey, 'base64url').subarray(1).toString('base64url') };
      await writeFile(join(dataDir, 'vapid-keys.json'), JSON.stringify(stored));
      expect(await loadVapidKeys(parseConfig({ DATA_DIR: dataDir }))).toEqual(short);
    });

    it('uses the configured pair instead of making one', async () => {
      const given = generateVapidKeys();
      const config = parseConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
      expect(await loadVapidKeys(config)).toEqual(given);
    });
  });

  describe('in production', () => {
    const production = { DATABASE_URL: 'postgres://db/app', APP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587', MOLLIE_API_KEY: 'test_0123456789abcdefghijklmnop', SMS_URL: 'https://sms.invalid/send' };

    it('has no web push without keys, and never writes a pair of its own', async () => {
      expect(await loadVapidKeys(parseConfig({ ...production, DATA_DIR: dataDir }))).toBeUndefined();
    });

    it('refuses one key without the other, and a pair that does not belong together', () => {
      const { publicKey, privateKey } = generateVapidKeys();
      expect(() => parseConfig({ ...production, VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither/);
      expect(() => parseConfig({ ...production, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: generateVapidKeys().privateKey })).toThrow(
        /matching P-256 key pair/,
      );
      expect(parseConfig({ ...production, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({ publicKey, privateKey });
    });
  });

  it('refuses a mail webhook secret too short to be one', () => {
    expect(() => parseConfig({ MAIL_WEBHOOK_SECRET: 'short' })).toThrow(/MAIL_WEBHOOK_SECRET/);
    expect(parseConfig({ MAIL_WEBHOOK_SECRET: 'long enough to be a secret' }).mailWebhookSecret).toBe('long enough to be a secret');
    expect(parseConfig({}).mailWebhookSecret).toBeUndefined();
  });
});
