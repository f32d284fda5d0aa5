import { START_CHECKPOINT, type Checkpoint } from '@dating/domain';
import { batchedPerTurn } from '../batching/batched-per-turn.js';
import type { SqlExecutor } from '../sql/sql.port.js';

/** Creates the `consumer_checkpoints` table if needed. */
export const migrateConsumerCheckpoints = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`CREATE TABLE IF NOT EXISTS consumer_checkpoints (
    name text PRIMARY KEY,
    checkpoint text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);
};

export const loadCheckpoint = async (sql: SqlExecutor, name: string): Promise<Checkpoint> => {
  const { rows } = await sql.query<{ checkpoint: string }>('SELECT checkpoint FROM consumer_checkpoints WHERE name = $1', [name]);
  return rows[0]?.checkpoint ?? START_CHECKPOINT;
};

/** The checkpoints of the named consumers in one round trip; a consumer that never saved one is missing. */
export const loadCheckpoints = async (sql: SqlExecutor, names: readonly string[]): Promise<ReadonlyMap<string, Checkpoint>> => {
  const { rows } = await sql.query<{ name: string; checkpoint: string }>('SELECT name, checkpoint FROM consumer_checkpoints WHERE name = any($1)', [names]);
  return new Map(rows.map((row) => [row.name, row.checkpoint]));
};

export interface NamedCheckpoint {
  readonly name: string;
  readonly checkpoint: Checkpoint;
}

/** Several consumers' checkpoints in one statement, in name order: two such statements never wait on each other. */
export const saveCheckpoints = async (sql: SqlExecutor, checkpoints: readonly NamedCheckpoint[]): Promise<void> => {
  const byName = new Map(checkpoints.map(({ name, checkpoint }) => [name, checkpoint]));
  const names = [...byName.keys()].sort();
  await sql.query(
    `INSERT INTO consumer_checkpoints (name, checkpoint) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (name) DO UPDATE SET checkpoint = excluded.checkpoint, updated_at = now()`,
    [names, names.map((name) => byName.get(name)!)],
  );
};

export const saveCheckpoint = (tx: SqlExecutor, name: string, checkpoint: Checkpoint): Promise<void> => saveCheckpoints(tx, [{ name, checkpoint }]);

const savedTogether = new WeakMap<SqlExecutor, (checkpoint: NamedCheckpoint) => Promise<void>>();

/**
 * Saves a checkpoint with those the other consumers of this process save in the same turn. An append wakes them all
 * at once and most only move past it: one statement then moves them all, instead of one each.
 */
export const saveCheckpointWithOthers = (sql: SqlExecutor, name: string, checkpoint: Checkpoint): Promise<void> => {
  let save = savedTogether.get(sql);
  if (!save) {
    save = batchedPerTurn(async (checkpoints: readonly NamedCheckpoint[]) => {
      await saveCheckpoints(sql, checkpoints);
      return checkpoints.map(() => undefined);
    });
    savedTogether.set(sql, save);
  }
  return save({ name, checkpoint });
};
