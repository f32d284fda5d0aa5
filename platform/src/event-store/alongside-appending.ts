import type { MultiAppendResult, StreamAppend } from '@dating/domain';
import type { SqlExecutor } from '../sql/sql.port.js';

/** The caller's own work that must commit with an append or not at all (the claim of a request's key), run first. */
export type AlongsideWork = (tx: SqlExecutor) => Promise<void>;

/**
 * A log kept in the database of the rest (PostgreSQL, PGlite): it appends in one transaction with the caller's work,
 * so a command that also writes a row of its own costs one write transaction, not two. A lost race fails the whole
 * transaction, for the caller to decide again.
 */
export interface AlongsideAppending {
  appendManyAlongside(appends: readonly StreamAppend[], alongside: AlongsideWork): Promise<MultiAppendResult>;
}
