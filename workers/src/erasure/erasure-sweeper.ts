import { ACCOUNT_ERRORS, DomainError } from '@dating/domain';
import { JOB_OUTCOMES, type JobHandler } from '@dating/platform';
import { eraseDueAccount, type AccountErasureDeps } from './account-erasure.js';

export const ERASURE_SWEEP_JOB = 'sweep.erasure';

const BATCH = 50;
const EVERY_MS = 60_000;
// Tests move the clock days ahead and wait for the erasure: they should not wait a minute for it.
const DEV_CLOCK_EVERY_MS = 2_000;

/** Due deadlines are looked for every minute (nobody is kept a minute past the grace period), every 2 s with DEV_CLOCK=1. */
export const erasureSweepEveryMs = (devClock: boolean): number => (devClock ? DEV_CLOCK_EVERY_MS : EVERY_MS);

export interface ErasureSweeperDeps extends AccountErasureDeps {
  /** Members whose final deletion is due at `now`, earliest first (the deletion-deadlines read model). */
  readonly findDue: (now: Date, limit: number) => Promise<readonly { memberId: string }[]>;
  readonly logError: (message: string) => void;
}

/** A reactivation won the race, or the clock of another process is behind: the member stays, for now. */
const notForErasure = (error: unknown) =>
  error instanceof DomainError && (error.code === ACCOUNT_ERRORS.NOT_DELETED || error.code === ACCOUNT_ERRORS.DELETION_NOT_DUE);

/** One round: erases every member that is due. A failure is logged and retried in the next round. */
export const sweepDueErasures = async (deps: ErasureSweeperDeps): Promise<number> => {
  let erased = 0;
  for (const { memberId } of await deps.findDue(deps.now(), BATCH)) {
    try {
      if ((await eraseDueAccount(deps, memberId)) === 'erased') erased++;
    } catch (error) {
      if (!notForErasure(error)) deps.logError(`erasure of member ${memberId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return erased;
};

/** The scheduled job: one round per tick. */
export const erasureSweepJob =
  (deps: ErasureSweeperDeps): JobHandler<unknown> =>
  async () => {
    await sweepDueErasures(deps);
    return JOB_OUTCOMES.DONE;
  };
