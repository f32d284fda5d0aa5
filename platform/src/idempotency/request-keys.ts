import { createHmac, randomUUID } from 'node:crypto';
import { API_ERRORS, DomainError } from '@dating/domain';
import type { AlongsideRow } from '../event-store/alongside-appending.js';
import type { SqlExecutor } from '../sql/sql.port.js';
import { violatedUniqueKey } from '../sql/unique-violation.js';

const TABLE = 'request_keys';
// The primary key PostgreSQL names for the table's (member_id, kind, client_key).
const KEY_OF_A_CLAIM = `${TABLE}_pkey`;

/** One client-chosen key: whose it is, which kind of request it keys, the key, and what the request asked for. */
export interface KeyedRequest {
  readonly memberId: string;
  /** A constant per kind of request (a message, a gift...): a key is scoped to its member and its kind. */
  readonly kind: string;
  readonly key: string;
  /** What the request asks for, as plain JSON-able values; only a keyed digest of it is kept. */
  readonly payload: unknown;
}

/** The id the server minted for a key, and whether an earlier request with that key already had it. */
export interface ClaimedKey {
  readonly id: string;
  readonly replayed: boolean;
}

/** JSON with object keys in one order, so the same payload always digests the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

/**
 * Idempotency keys that clients choose for requests that store something (a message, a gift, a staff correction).
 * A key never names what is stored: the server mints the id the first time a member sends the key and gives the same
 * id back when that member retries the same request. The same key with another payload is a conflict, so a reused
 * key can neither answer for a different request nor reach anything another member stored. Request state, like the
 * sessions: kept outside the log, one indexed row per key, forgotten at the member's final deletion. The payload is
 * kept only as a digest keyed with the site's secret, so no message text rests here.
 */
export class RequestKeys {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly secret: string,
  ) {}

  static async migrate(sql: SqlExecutor): Promise<void> {
    await sql.query(`create table if not exists ${TABLE} (
      member_id text not null,
      kind text not null,
      client_key text not null,
      payload_digest text not null,
      minted_id text not null,
      created_at timestamptz not null,
      primary key (member_id, kind, client_key)
    )`);
  }

  /**
   * Mints the id for a new key, or finds the one minted for it before. Concurrent first requests with one key get the
   * same id: the insert that loses the race reads the winner's row. The key reused with another payload throws
   * `REQUEST.KEY_REUSED`.
   */
  async claim(request: KeyedRequest, now: Date): Promise<ClaimedKey> {
    const { into, values } = this.claimRow(request, randomUUID(), now);
    const { rows } = await this.sql.query<{ minted_id: string }>(
      `insert into ${into} values ($1, $2, $3, $4, $5, $6) on conflict (member_id, kind, client_key) do nothing returning minted_id`,
      values,
    );
    if (rows[0]) return { id: rows[0].minted_id, replayed: false };
    return { id: (await this.#mintedBefore(request))!, replayed: true };
  }

  /**
   * The claim of the key for `mintedId` as a row an append stores in its own statement (`appendManyAlongside`): the
   * claim is stored with what the id names or not at all. Give a failure of that append to `mintedBefore`.
   */
  claimRow({ memberId, kind, key, payload }: KeyedRequest, mintedId: string, now: Date): AlongsideRow {
    return {
      into: `${TABLE} (member_id, kind, client_key, payload_digest, minted_id, created_at)`,
      values: [memberId, kind, key, this.#digest(payload), mintedId, now.toISOString()],
      types: ['text', 'text', 'text', 'text', 'text', 'timestamptz'],
    };
  }

  /**
   * The id an earlier request with the key was given, when an append that carried the key's claim (`claimRow`) failed
   * because of it; `REQUEST.KEY_REUSED` when that request asked for something else; any other failure as it came.
   */
  async mintedBefore(failure: unknown, request: KeyedRequest): Promise<string> {
    const minted = violatedUniqueKey(failure) === KEY_OF_A_CLAIM ? await this.#mintedBefore(request) : undefined;
    if (minted === undefined) throw failure;
    return minted;
  }

  /** The id minted for the key by an earlier request with the same payload; `REQUEST.KEY_REUSED` for another payload. */
  async #mintedBefore({ memberId, kind, key, payload }: KeyedRequest): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ payload_digest: string; minted_id: string }>(
      `select payload_digest, minted_id from ${TABLE} where member_id = $1 and kind = $2 and client_key = $3`,
      [memberId, kind, key],
    );
    const earlier = rows[0];
    if (earlier && earlier.payload_digest !== this.#digest(payload)) throw new DomainError(API_ERRORS.KEY_REUSED);
    return earlier?.minted_id;
  }

  #digest(payload: unknown): string {
    return createHmac('sha256', this.secret).update(canonicalJson(payload)).digest('base64url');
  }
}

/** Final deletion: no key of the member stays. */
export const forgetRequestKeys = async (sql: SqlExecutor, memberId: string): Promise<void> => {
  await sql.query(`delete from ${TABLE} where member_id = $1`, [memberId]);
};
