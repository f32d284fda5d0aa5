import type { RecordedEvent } from '@dating/domain';
import type { SqlPort } from '../sql/sql.port.js';

export interface StoredSnapshot<S> {
  readonly version: number;
  readonly state: S;
}

/** A stream as a snapshotted load reads it: its snapshot of one state schema, if any, and the events after it. */
export interface StreamFromSnapshot {
  readonly snapshot: StoredSnapshot<unknown> | undefined;
  readonly events: RecordedEvent[];
}

/** A stream to read from its snapshot of one state schema. */
export interface SnapshotRead {
  readonly streamId: string;
  readonly schema: string;
}

/**
 * A log kept in the database of the snapshots (PostgreSQL, PGlite): it reads streams' snapshots and the tails after
 * them in one statement (the streams of one command together), where another log takes two round trips per stream.
 */
export interface SnapshotReading {
  /** In the order of `reads`. */
  readStreamsFromSnapshots(reads: readonly SnapshotRead[]): Promise<StreamFromSnapshot[]>;
}

export const SNAPSHOTS_TABLE = 'es_snapshots';

const MIGRATION = [
  `CREATE TABLE IF NOT EXISTS ${SNAPSHOTS_TABLE} (
     stream_id text PRIMARY KEY,
     state_schema text NOT NULL,
     version integer NOT NULL,
     state jsonb NOT NULL
   )`,
];

/**
 * Folded states of long-lived streams at a version: a cache of the log, never a source of truth. A snapshot of
 * another state schema is ignored, so changing an aggregate's state shape only costs one full read per stream.
 */
export class SnapshotStore {
  constructor(private readonly sql: SqlPort) {}

  async migrate(): Promise<void> {
    for (const statement of MIGRATION) await this.sql.query(statement);
  }

  async load<S>(streamId: string, schema: string): Promise<StoredSnapshot<S> | undefined> {
    const { rows } = await this.sql.query<{ version: number; state: S }>(
      `SELECT version, state FROM ${SNAPSHOTS_TABLE} WHERE stream_id = $1 AND state_schema = $2`,
      [streamId, schema],
    );
    return rows[0];
  }

  /** Keeps the newest: a slower writer's older snapshot never replaces a newer one. */
  async save<S>(streamId: string, schema: string, snapshot: StoredSnapshot<S>): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${SNAPSHOTS_TABLE} (stream_id, state_schema, version, state) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (stream_id) DO UPDATE SET state_schema = excluded.state_schema, version = excluded.version, state = excluded.state
       WHERE ${SNAPSHOTS_TABLE}.version < excluded.version OR ${SNAPSHOTS_TABLE}.state_schema <> excluded.state_schema`,
      [streamId, schema, snapshot.version, JSON.stringify(snapshot.state)],
    );
  }

  /** Forgets every snapshot of `schema` (a replay test, or a state bug found and fixed). */
  async clear(schema: string): Promise<void> {
    await this.sql.query(`DELETE FROM ${SNAPSHOTS_TABLE} WHERE state_schema = $1`, [schema]);
  }
}
