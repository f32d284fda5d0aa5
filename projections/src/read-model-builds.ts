import { START_CHECKPOINT, type Checkpoint } from '@dating/domain';
import { compareCheckpoints, loadCheckpoints, NOT_ACQUIRED, whileLocked, type SqlPort } from '@dating/platform';
import { PROJECTIONS } from './projections.js';
import { assertIdentifier, readModelCheckpoint, type SqlProjection } from './sql-projection/sql-projection.js';

/**
 * Whether every read model of this release holds the log up to `head`. A build that does is marked as caught up for
 * good: from then on it serves, however far behind the log a burst leaves it for a moment. Until then the api processes
 * of this release are not ready, and those of the release before, reading their own builds, serve alone.
 */
export const readModelsCaughtUp = async (sql: SqlPort, head: Checkpoint, projections: readonly SqlProjection[] = PROJECTIONS): Promise<boolean> => {
  const { rows } = await sql.query<{ checkpoint: string }>('select checkpoint from read_model_builds where checkpoint = any($1) and caught_up_at is null', [
    projections.map(readModelCheckpoint),
  ]);
  if (!rows.length) return true;
  const building = rows.map((row) => row.checkpoint);
  const positions = await loadCheckpoints(sql, building);
  const caughtUp = building.filter((name) => compareCheckpoints(positions.get(name) ?? START_CHECKPOINT, head) >= 0);
  if (caughtUp.length) await sql.query('update read_model_builds set caught_up_at = now() where checkpoint = any($1) and caught_up_at is null', [caughtUp]);
  return caughtUp.length === building.length;
};

interface ReplacedBuild {
  readonly checkpoint: string;
  readonly projection: string;
  readonly tables: readonly string[];
}

/**
 * Drops the builds of earlier versions whose read model this release has built and caught up, once they are out of
 * use: no process runs their projector (its lock is free, and held while they are dropped, so none starts meanwhile),
 * and their checkpoint has not moved for `idleMs`, time for the api processes of the release before, which read them,
 * to have gone. Names the builds dropped.
 */
export const retireReplacedBuilds = async (sql: SqlPort, idleMs: number, projections: readonly SqlProjection[] = PROJECTIONS): Promise<string[]> => {
  const { rows } = await sql.query<ReplacedBuild>(
    `select old.checkpoint, old.projection, old.tables from read_model_builds old
       join read_model_builds current on current.projection = old.projection and current.checkpoint = any($1) and current.caught_up_at is not null
       left join consumer_checkpoints moved on moved.name = old.checkpoint
      where old.checkpoint <> current.checkpoint and old.version <= current.version
        and coalesce(moved.updated_at, '-infinity') < now() - make_interval(secs => $2)`,
    [projections.map(readModelCheckpoint), idleMs / 1_000],
  );
  const retired: string[] = [];
  for (const build of rows) {
    const dropped = await whileLocked(sql, build.checkpoint, () =>
      sql.transaction(async (tx) => {
        for (const table of build.tables) await tx.query(`drop table if exists ${assertIdentifier(table)} cascade`);
        await tx.query('delete from consumer_checkpoints where name = $1', [build.checkpoint]);
        await tx.query('delete from read_model_builds where checkpoint = $1', [build.checkpoint]);
        // A build of a release from before builds were kept: that release would read its version here.
        if (build.checkpoint === build.projection && (await tx.query(`select to_regclass('read_model_versions')::text as present`)).rows[0]?.present) {
          await tx.query('delete from read_model_versions where name = $1', [build.projection]);
        }
      }),
    );
    if (dropped !== NOT_ACQUIRED) retired.push(build.checkpoint);
  }
  return retired;
};
