import { batchedPerTurn } from '../batching/batched-per-turn.js';
import type { SqlExecutor } from '../sql/sql.port.js';

const TABLE = 'member_sessions';

export interface OpenSession {
  readonly memberId: string;
  readonly expiresAt: Date;
}

/**
 * Open sessions, by the hash of their token (the token itself is never stored). A session is request state, not
 * a fact: it lives here instead of the member's stream, so checking one is a single indexed lookup however often
 * the member logs in. The events that end sessions (password changed, account deleted or erased) revoke them
 * through the session revocation consumer (`projections/src/sessions`).
 */
interface SessionLookup {
  readonly tokenHash: string;
  readonly now: Date;
}

export class SessionStore {
  // Every request checks its session first: the requests that arrive together ask the database once, not once each.
  readonly #findTogether = batchedPerTurn((lookups: readonly SessionLookup[]) => this.#findMany(lookups));

  constructor(private readonly sql: SqlExecutor) {}

  static async migrate(sql: SqlExecutor): Promise<void> {
    await sql.query(`create table if not exists ${TABLE} (
      token_hash text primary key,
      member_id text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`);
    await sql.query(`create index if not exists ${TABLE}_member on ${TABLE} (member_id, created_at)`);
  }

  /** Opens a session and forgets the member's expired ones, so their rows never pile up. */
  async open(tokenHash: string, memberId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.sql.query(`delete from ${TABLE} where member_id = $1 and expires_at <= $2`, [memberId, now.toISOString()]);
    await this.sql.query(`insert into ${TABLE} (token_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)`, [
      tokenHash,
      memberId,
      now.toISOString(),
      expiresAt.toISOString(),
    ]);
  }

  /** The session of a token still open at `now`. */
  find(tokenHash: string, now: Date): Promise<OpenSession | undefined> {
    return this.#findTogether({ tokenHash, now });
  }

  async #findMany(lookups: readonly SessionLookup[]): Promise<(OpenSession | undefined)[]> {
    const { rows } = await this.sql.query<{ token_hash: string; member_id: string; expires_at: Date | string }>(
      `select token_hash, member_id, expires_at from ${TABLE} where token_hash = any($1::text[])`,
      [[...new Set(lookups.map((lookup) => lookup.tokenHash))]],
      { preparedAs: 'sessions_by_token' },
    );
    const found = new Map(rows.map((row) => [row.token_hash, { memberId: row.member_id, expiresAt: new Date(row.expires_at) }]));
    return lookups.map(({ tokenHash, now }) => {
      const session = found.get(tokenHash);
      return session && session.expiresAt > now ? session : undefined;
    });
  }

  /** The member's open sessions, oldest first (for the account export; never their token hashes). */
  async openOf(memberId: string, now: Date): Promise<{ openedAt: Date; expiresAt: Date }[]> {
    const { rows } = await this.sql.query<{ created_at: Date | string; expires_at: Date | string }>(
      `select created_at, expires_at from ${TABLE} where member_id = $1 and expires_at > $2 order by created_at`,
      [memberId, now.toISOString()],
    );
    return rows.map((row) => ({ openedAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) }));
  }

  async end(tokenHash: string): Promise<void> {
    await this.sql.query(`delete from ${TABLE} where token_hash = $1`, [tokenHash]);
  }

  /**
   * Ends the member's sessions opened up to `until` (the time of the event that ends them), except `kept`. Sessions
   * opened later survive, so replaying an old event never logs anybody out of a newer session.
   */
  async endAllOf(memberId: string, until: string, kept: string | null = null): Promise<void> {
    await this.sql.query(`delete from ${TABLE} where member_id = $1 and created_at <= $2 and token_hash is distinct from $3`, [memberId, until, kept]);
  }
}
