import { jest } from '@jest/globals';
import { createPgliteSql, SqlQueueDriver, type JobFailure, type SqlPort } from '@dating/platform';
import type { AccountErasureDeps } from './erasure/account-erasure.js';
import type { ErasureSweeperDeps } from './erasure/erasure-sweeper.js';
import type { PaymentReconciliationDeps } from './payments/payment-reconciliation.job.js';
import { PHOTO_AUTO_APPROVAL_JOB, type PhotoAutoApprovalDeps } from './photos/photo-auto-approval.job.js';
import { SWEEP_QUEUE } from './sweeps/sweeps.queue.js';
import { registerSweeps } from './workers.composition.js';
import type { ChatFollowUpDeps } from './chat/chat-follow-up.job.js';

const START = new Date('2026-11-24T10:00:00.000Z');
const SECOND = 1_000;

describe(registerSweeps.name, () => {
  let sql: SqlPort;
  let queue: SqlQueueDriver;
  let failures: JobFailure[];
  let erasureRounds: Date[];
  let photoRounds: Date[];
  let reconciliationRounds: Date[];
  let settledPayments: string[];

  beforeAll(async () => {
    sql = await createPgliteSql();
    await new SqlQueueDriver(sql).migrate();
  });
  afterAll(() => sql.close());

  // Schedules are kept in the database, so each test starts on empty queue tables. The driver starts some jobs with
  // setImmediate, and PGlite answers within promise jobs: only the timers and the clock are under the test's control.
  // Nothing but the schedules makes work here, and the driver wakes when a tick falls due: it need not poll as well.
  beforeEach(async () => {
    await sql.query('TRUNCATE queue_jobs, queue_schedules');
    queue = new SqlQueueDriver(sql, { pollIntervalMs: 60 * 60 * SECOND, onJobFailed: (failure) => failures.push(failure) });
    jest.useFakeTimers({ now: START, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    failures = [];
    erasureRounds = [];
    photoRounds = [];
    reconciliationRounds = [];
    settledPayments = [];
  });
  afterEach(async () => {
    await queue.close();
    jest.useRealTimers();
  });

  const now = () => new Date();
  // Nothing is due in these tests: the rounds' own work is tested with the erasure and the photo approval.
  const erasure: ErasureSweeperDeps = {
    ...({} as AccountErasureDeps),
    now,
    findDue: async (due) => {
      erasureRounds.push(due);
      return [];
    },
    logError: (message) => {
      throw new Error(message);
    },
  };
  const photoAutoApproval = (delaySeconds: number): PhotoAutoApprovalDeps => ({
    ...({} as PhotoAutoApprovalDeps),
    delaySeconds,
    now,
    findDue: async (uploadedBefore) => {
      photoRounds.push(uploadedBefore);
      return [];
    },
    logError: (message) => {
      throw new Error(message);
    },
  });
  // No message waits for a follow-up here: the chat's own sweep is tested with the chat.
  const chatFollowUp: ChatFollowUpDeps = {
    now,
    findUnsettled: async () => [],
    settle: async () => undefined,
    findReleasable: async () => [],
    release: async () => undefined,
    findWithdrawable: async () => [],
    withdraw: async () => undefined,
    findUnrefunded: async () => [],
    refund: async () => undefined,
    demoReplies: undefined,
    devClock: false,
    logError: (message) => {
      throw new Error(message);
    },
  };
  // Nothing is due: the reminders' own sweeps are tested with the notifications.
  const notificationSweeps = { now, findDueStreaks: async () => [], findPendingActivations: async () => [], findWeeklyUpdateReaders: async () => [] };
  const paymentReconciliation: PaymentReconciliationDeps = {
    now,
    devClock: false,
    findAwaiting: async (before) => {
      reconciliationRounds.push(before);
      return [{ orderId: 'order-1', paymentId: 'tr_1' }];
    },
    settle: async (paymentId) => settledPayments.push(paymentId),
    closeUnstarted: async () => undefined,
    logError: (message) => {
      throw new Error(message);
    },
  };
  const elapse = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
    await queue.drain();
  };

  it('looks for due erasures once a minute', async () => {
    await registerSweeps(queue, { sql, erasure, devClock: false, photoAutoApproval: undefined, paymentReconciliation, demoLikeBack: undefined, chatFollowUp, notificationSweeps });

    await elapse(59 * SECOND);
    expect(erasureRounds).toEqual([]);
    await elapse(SECOND);
    expect(erasureRounds).toHaveLength(1);
    await elapse(2 * 60 * SECOND);

    expect(erasureRounds.map((due) => due.toISOString())).toEqual(['2026-11-24T10:01:00.000Z', '2026-11-24T10:02:00.000Z', '2026-11-24T10:03:00.000Z']);
  });

  it('looks every 2 s when tests move the clock (DEV_CLOCK)', async () => {
    await registerSweeps(queue, { sql, erasure, devClock: true, photoAutoApproval: undefined, paymentReconciliation, demoLikeBack: undefined, chatFollowUp, notificationSweeps });

    await elapse(10 * SECOND);

    expect(erasureRounds).toHaveLength(5);
  });

  it('approves photos older than the delay every half delay, when auto-approval is on', async () => {
    await registerSweeps(queue, { sql, erasure, devClock: false, photoAutoApproval: photoAutoApproval(10), paymentReconciliation, demoLikeBack: undefined, chatFollowUp, notificationSweeps });

    await elapse(10 * SECOND);

    expect(photoRounds.map((uploadedBefore) => uploadedBefore.toISOString())).toEqual(['2026-11-24T09:59:55.000Z', '2026-11-24T10:00:00.000Z']);
  });

  it('ends a photo auto-approval schedule left by an earlier start once auto-approval is off', async () => {
    // With BullMQ a schedule outlives the process that made it; a tick nobody handles would fail every time.
    await queue.schedule(SWEEP_QUEUE, PHOTO_AUTO_APPROVAL_JOB, SECOND);

    await registerSweeps(queue, { sql, erasure, devClock: false, photoAutoApproval: undefined, paymentReconciliation, demoLikeBack: undefined, chatFollowUp, notificationSweeps });
    await elapse(10 * SECOND);

    expect(failures).toEqual([]);
  });

  it('settles orders still waiting for their payment ten minutes on, every five minutes, as a webhook would', async () => {
    await registerSweeps(queue, { sql, erasure, devClock: false, photoAutoApproval: undefined, paymentReconciliation, demoLikeBack: undefined, chatFollowUp, notificationSweeps });

    await elapse(10 * 60 * SECOND);

    expect(reconciliationRounds.map((before) => before.toISOString())).toEqual(['2026-11-24T09:55:00.000Z', '2026-11-24T10:00:00.000Z']);
    expect(settledPayments).toEqual(['tr_1', 'tr_1']);
  });
});
