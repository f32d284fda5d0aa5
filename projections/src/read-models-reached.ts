import { START_CHECKPOINT, type Checkpoint } from '@dating/domain';
import { compareCheckpoints, loadCheckpoints, type SqlExecutor } from '@dating/platform';
import { checkpointOfReadModel } from './projections.js';

/** Whether each named read model has taken in the log up to `checkpoint`: a job acting on an event's outcome asks first. */
export const readModelsReached = async (sql: SqlExecutor, readModels: readonly string[], checkpoint: Checkpoint): Promise<boolean> => {
  const names = readModels.map(checkpointOfReadModel);
  const positions = await loadCheckpoints(sql, names);
  return names.every((name) => compareCheckpoints(positions.get(name) ?? START_CHECKPOINT, checkpoint) >= 0);
};

/** How long a position seen is trusted: a read model rebuilt from the start by a newer process goes back in the log. */
const PROGRESS_TRUSTED_MS = 1_000;

/**
 * `readModelsReached` for one set of read models, remembering for a moment how far they were seen together: jobs about
 * events they had taken in already (most, as notices wait minutes) then share one look at the checkpoints a second.
 */
export const readModelsProgress = (sql: SqlExecutor, readModels: readonly string[], now: () => number = Date.now): ((checkpoint: Checkpoint) => Promise<boolean>) => {
  const names = readModels.map(checkpointOfReadModel);
  let seen = { reached: START_CHECKPOINT as Checkpoint, until: Number.POSITIVE_INFINITY };
  return async (checkpoint) => {
    if (now() > seen.until) seen = { reached: START_CHECKPOINT, until: Number.POSITIVE_INFINITY };
    if (compareCheckpoints(seen.reached, checkpoint) >= 0) return true;
    const positions = await loadCheckpoints(sql, names);
    const slowest = names.map((name) => positions.get(name) ?? START_CHECKPOINT).reduce((low, position) => (compareCheckpoints(position, low) < 0 ? position : low));
    seen = { reached: slowest, until: now() + PROGRESS_TRUSTED_MS };
    return compareCheckpoints(slowest, checkpoint) >= 0;
  };
};
