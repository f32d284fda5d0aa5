import { START_CHECKPOINT, type Checkpoint } from '@dating/domain';
import { compareCheckpoints, loadCheckpoints, type SqlExecutor } from '@dating/platform';

/** Whether each named read model has taken in the log up to `checkpoint`: a job acting on an event's outcome asks first. */
export const readModelsReached = async (sql: SqlExecutor, names: readonly string[], checkpoint: Checkpoint): Promise<boolean> => {
  const positions = await loadCheckpoints(sql, names);
  return names.every((name) => compareCheckpoints(positions.get(name) ?? START_CHECKPOINT, checkpoint) >= 0);
};
