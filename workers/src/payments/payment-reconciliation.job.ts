import { JOB_OUTCOMES, type JobHandler } from '@dating/platform';

export const PAYMENT_RECONCILIATION_JOB = 'sweep.payment-reconciliation';

const BATCH = 200;
// A webhook normally arrives within seconds; an order still open after this has probably missed its own.
const GRACE_MS = 10 * 60_000;

export interface PaymentReconciliationDeps {
  /** Orders open since before `before` (the orders read model), oldest first; `paymentId` null: its payment never started. */
  readonly findAwaiting: (before: Date, limit: number) => Promise<readonly { orderId: string; paymentId: string | null }[]>;
  /** Asks the provider about the payment and applies its state to the order, exactly as a webhook would; an order unpaid past its time expires. */
  readonly settle: (paymentId: string) => Promise<unknown>;
  /** Closes an order whose payment never started, which gives back the discount and slot it held. */
  readonly closeUnstarted: (orderId: string) => Promise<unknown>;
  readonly now: () => Date;
  /** DEV_CLOCK=1: tests move the clock and should not wait long for the next round. */
  readonly devClock: boolean;
  readonly logError: (message: string) => void;
}

export const paymentReconciliationEveryMs = (devClock: boolean): number => (devClock ? 2_000 : 5 * 60_000);

/**
 * One round: every order still waiting for its payment after the grace period is brought up to what the provider
 * says now, so a paid payment whose webhook never came still credits the member and one left unpaid past its time
 * expires (giving back the discount it held); an order whose payment never
 * started (the process placing it died first) is closed, so what it held for itself is freed. Both are idempotent,
 * so a round that overlaps a late webhook changes nothing twice. A failing order is logged and tried next round.
 */
export const reconcilePayments = async (deps: PaymentReconciliationDeps): Promise<number> => {
  const awaiting = await deps.findAwaiting(new Date(deps.now().getTime() - GRACE_MS), BATCH);
  let settled = 0;
  for (const { orderId, paymentId } of awaiting) {
    try {
      await (paymentId ? deps.settle(paymentId) : deps.closeUnstarted(orderId));
      settled += 1;
    } catch (error) {
      deps.logError(`order ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return settled;
};

export const paymentReconciliationJob =
  (deps: PaymentReconciliationDeps): JobHandler<unknown> =>
  async () => {
    await reconcilePayments(deps);
    return JOB_OUTCOMES.DONE;
  };
