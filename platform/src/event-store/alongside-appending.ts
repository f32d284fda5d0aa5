import type { MultiAppendResult, StreamAppend } from '@dating/domain';

/**
 * A row of the caller's that must be stored with an append or not at all (the claim of a request's key). The append's
 * own statement inserts it, only when it stores the events: one round trip, with no transaction around it. A unique
 * key of the row that is taken already fails the whole append with the database's unique violation.
 */
export interface AlongsideRow {
  /** The table and the columns given, as after `INSERT INTO`: `request_keys (member_id, kind)`. */
  readonly into: string;
  readonly values: readonly unknown[];
  /** The SQL type of each value, in order. */
  readonly types: readonly string[];
}

/**
 * A log kept in the database of the rest (PostgreSQL, PGlite): it appends in one statement with the caller's row, so
 * a command that also writes a row of its own costs one write, not two. A lost race fails the whole statement, for
 * the caller to decide again.
 */
export interface AlongsideAppending {
  appendManyAlongside(appends: readonly StreamAppend[], alongside: AlongsideRow): Promise<MultiAppendResult>;
}
