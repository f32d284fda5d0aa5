import { JOB_OUTCOMES, NOT_ACQUIRED, whileLocked, type JobHandler, type SqlPort } from '@dating/platform';

/**
 * A sweep run by one process at a time. The queue gives each tick to one worker, but a worker frozen past its lease
 * (a long pause of its process or its network) has its tick run again elsewhere, and may wake in the middle of its own
 * run. Each run holds a PostgreSQL lock named after the sweep: a run that finds it held does nothing, and the next tick
 * does the work.
 */
export const oneAtATime =
  (sql: SqlPort, sweepName: string, sweep: JobHandler): JobHandler =>
  async (data, context) => {
    const outcome = await whileLocked(sql, `sweep.${sweepName}`, () => sweep(data, context));
    return outcome === NOT_ACQUIRED ? JOB_OUTCOMES.SKIPPED : outcome;
  };
