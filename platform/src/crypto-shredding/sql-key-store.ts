import { hkdfSync, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql/sql.port.js';
import { open, seal } from './aes-gcm.js';
import type { KeyStore } from './key-store.port.js';

const KEY_BYTES = 32;
const KEK_SALT = 'dating.subject-keys';
const KEK_INFO = 'key-encryption-key/v1';
// Every read of a member's stream needs their key: a short in-memory cache spares a query per
// request. A key destroyed by another process stops working here within this time at most.
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_KEYS = 10_000;
const CACHE_EVICTED_AT_ONCE = CACHE_MAX_KEYS / 10;

interface KeyRow {
  subject_id: string;
  wrapped_key: Buffer | Uint8Array | null;
}

/**
 * Subject keys in a SQL table (`subject_keys`), each wrapped with a key-encryption key derived
 * from `appSecret`, so a copy of the database alone cannot decrypt anything. A destroyed key
 * leaves a tombstone row without key material.
 */
export class SqlKeyStore implements KeyStore {
  readonly #kek: Buffer;
  readonly #cache: Map<string, { key: Buffer; until: number }>;

  constructor(
    private readonly sql: SqlExecutor,
    appSecret: string | SqlKeyStore,
  ) {
    if (appSecret instanceof SqlKeyStore) {
      this.#kek = appSecret.#kek;
      this.#cache = appSecret.#cache;
      return;
    }
    if (appSecret.length < 16) throw new Error('The key-store secret must be at least 16 characters');
    this.#kek = Buffer.from(hkdfSync('sha256', appSecret, KEK_SALT, KEK_INFO, KEY_BYTES));
    this.#cache = new Map();
  }

  /**
   * The same keys, looked up and created through `executor` (an open transaction). On PGlite's single connection a
   * query beside an open transaction waits for it to end: a projection sealing inside its transaction would wait forever.
   */
  within(executor: SqlExecutor): KeyStore {
    return new SqlKeyStore(executor, this);
  }

  async migrate(): Promise<void> {
    await this.sql.query(`CREATE TABLE IF NOT EXISTS subject_keys (
      subject_id text PRIMARY KEY,
      wrapped_key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      destroyed_at timestamptz
    )`);
  }

  /** The subject's key, remembered like those `getKeys` found: a member's every write no longer looks it up. */
  async getOrCreateKey(subjectId: string): Promise<Buffer | null> {
    const now = Date.now();
    const cached = this.#cache.get(subjectId);
    if (cached && cached.until > now) return cached.key;
    const existing = await this.#find(subjectId);
    if (existing) return this.#unwrapAndRemember(existing, now);
    // Two first appends may race: whichever insert wins, both read back the same row.
    await this.sql.query('INSERT INTO subject_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING', [
      subjectId,
      seal(this.#kek, randomBytes(KEY_BYTES), subjectId),
    ]);
    return this.#unwrapAndRemember(await this.#find(subjectId), now);
  }

  async getOrCreateKeys(subjectIds: readonly string[]): Promise<ReadonlyMap<string, Buffer>> {
    const subjects = [...new Set(subjectIds)];
    // A destroyed key's tombstone row stays: the conflict leaves it without a key, as getOrCreateKey does.
    await this.sql.query('INSERT INTO subject_keys (subject_id, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject_id) DO NOTHING', [
      subjects,
      subjects.map((subjectId) => seal(this.#kek, randomBytes(KEY_BYTES), subjectId)),
    ]);
    return this.getKeys(subjects);
  }

  async getKeys(subjectIds: readonly string[]): Promise<ReadonlyMap<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    const now = Date.now();
    const missing = [...new Set(subjectIds)].filter((subjectId) => {
      const cached = this.#cache.get(subjectId);
      if (cached && cached.until > now) keys.set(subjectId, cached.key);
      return !keys.has(subjectId);
    });
    if (missing.length === 0) return keys;
    const { rows } = await this.sql.query<KeyRow>(
      'SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = ANY($1::text[]) AND wrapped_key IS NOT NULL',
      [missing],
    );
    for (const row of rows) {
      keys.set(row.subject_id, this.#unwrapAndRemember(row, now)!);
    }
    return keys;
  }

  async destroyKey(subjectId: string): Promise<void> {
    this.#cache.delete(subjectId);
    await this.sql.query(
      `INSERT INTO subject_keys (subject_id, wrapped_key, destroyed_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, destroyed_at = coalesce(subject_keys.destroyed_at, now())`,
      [subjectId],
    );
  }

  /** The key of a row, remembered for a while; null for a destroyed key, which nothing remembers. */
  #unwrapAndRemember(row: KeyRow | undefined, now: number): Buffer | null {
    const key = this.#unwrap(row);
    if (!key || !row) return key;
    if (this.#cache.size >= CACHE_MAX_KEYS) this.#forgetOldest();
    this.#cache.set(row.subject_id, { key, until: now + CACHE_TTL_MS });
    return key;
  }

  /**
   * Forgets the oldest tenth of the cache in one walk. One key at a time cost every new key a walk past the holes the
   * keys deleted before it left at the head of the Map (until it is rebuilt): thousands of steps each, once a reader
   * met more members than the cache holds (the analytic lake spent 8 s of 100 on it writing 2.4 million events).
   */
  #forgetOldest(): void {
    let left = CACHE_EVICTED_AT_ONCE;
    for (const subjectId of this.#cache.keys()) {
      this.#cache.delete(subjectId);
      if (--left === 0) return;
    }
  }

  async #find(subjectId: string): Promise<KeyRow | undefined> {
    const { rows } = await this.sql.query<KeyRow>('SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = $1', [subjectId]);
    return rows[0];
  }

  #unwrap(row: KeyRow | undefined): Buffer | null {
    if (!row?.wrapped_key) return null;
    return open(this.#kek, Buffer.from(row.wrapped_key), row.subject_id);
  }
}
