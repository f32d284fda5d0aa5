import { ACCOUNT_ERRORS, DomainError } from '@dating/domain';
import { eraseDueAccount, type AccountErasureDeps } from './account-erasure.js';

const BATCH = 50;

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

/**
 * Runs the sweep on a timer in the workers role. The deadlines live in a read model built from the log, so a
 * restart forgets none; `stop` waits for a round in progress.
 */
export const startErasureSweeper = (deps: ErasureSweeperDeps, intervalMs: number): { stop(): Promise<void> } => {
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A slow round is not overtaken by the next one.
    round ??= sweepDueErasures(deps)
      .catch((error: unknown) => deps.logError(`erasure round: ${String(error)}`))
      .finally(() => (round = undefined));
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
};
