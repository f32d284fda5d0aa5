import type { SqlExecutor } from '../sql/sql.port.js';

/**
 * When each member last had a page open and when one last went away: request state, not facts for the log. The API
 * writes it; the notification jobs read it to tell whether a member is around to see a message without a push or a mail.
 */
export interface MemberPresence {
  /** The last time an open page's event stream connected or beat; null when none ever did. */
  readonly pageSeenAt: Date | null;
  /** The last time a page said it went away (hidden, closed, navigated off). */
  readonly pageHiddenAt: Date | null;
}

export const migrateMemberPresence = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`create table if not exists member_presence (member_id text primary key, page_seen_at timestamptz, page_hidden_at timestamptz)`);
};

/** The members' pages were open at `at`: one statement for every page that beat together, however many. */
export const recordPagesSeen = async (sql: SqlExecutor, memberIds: readonly string[], at: Date): Promise<void> => {
  if (!memberIds.length) return;
  // A member with two pages open is one row: an upsert may not touch the same row twice.
  await sql.query(
    `insert into member_presence (member_id, page_seen_at) select unnest($1::text[]), $2::timestamptz
     on conflict (member_id) do update set page_seen_at = excluded.page_seen_at`,
    [[...new Set(memberIds)], at],
  );
};

export const recordPageHidden = async (sql: SqlExecutor, memberId: string, at: Date): Promise<void> => {
  await sql.query(
    `insert into member_presence (member_id, page_hidden_at) values ($1, $2) on conflict (member_id) do update set page_hidden_at = excluded.page_hidden_at`,
    [memberId, at],
  );
};

/** Each member's presence; a member whose page never connected has none. */
export const presencesOf = async (sql: SqlExecutor, memberIds: readonly string[]): Promise<ReadonlyMap<string, MemberPresence>> => {
  const { rows } = await sql.query<{ member_id: string; page_seen_at: Date | string | null; page_hidden_at: Date | string | null }>(
    'select member_id, page_seen_at, page_hidden_at from member_presence where member_id = any($1::text[])',
    [memberIds],
    { preparedAs: 'member_presences' },
  );
  const date = (value: Date | string | null) => (value ? new Date(value) : null);
  return new Map(rows.map((row) => [row.member_id, { pageSeenAt: date(row.page_seen_at), pageHiddenAt: date(row.page_hidden_at) }]));
};

/** An erased member leaves no trace of when they were around. */
export const forgetPresence = async (sql: SqlExecutor, memberId: string): Promise<void> => {
  await sql.query('delete from member_presence where member_id = $1', [memberId]);
};
