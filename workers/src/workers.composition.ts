import type { EventStore, NotificationDelays } from '@dating/domain';
import { migrateMemberPresence, type Consumer, type JobHandlers, type Mailer, type QueueDriver, type SqlExecutor, type SqlPort } from '@dating/platform';
import { accountMailReactor } from './account-mail/account-mail.reactor.js';
import { activationMailReactor } from './activation/activation-mail.reactor.js';
import { ERASURE_SWEEP_JOB, erasureSweepEveryMs, erasureSweepJob, type ErasureSweeperDeps } from './erasure/erasure-sweeper.js';
import { ACCOUNT_DELETION_MAIL_JOB, accountDeletionMailJob } from './mail/account-deletion-mail.job.js';
import { LOGIN_ATTACK_MAIL_JOB, loginAttackMailJob } from './mail/login-attack-mail.job.js';
import { ACTIVATION_MAIL_JOB, activationMailJob } from './mail/activation-mail.job.js';
import {
  EMAIL_CHANGE_CONFIRMATION_MAIL_JOB,
  EMAIL_CHANGE_NOTICE_MAIL_JOB,
  emailChangeConfirmationMailJob,
  emailChangeNoticeMailJob,
} from './mail/email-change-mail.job.js';
import type { MailContacts } from './mail/mail-contact.port.js';
import { migrateMailDeliveries, sqlMailDeliveries } from './mail/mail-delivery.repository.js';
import { migrateQueueMemory } from './lost-jobs/lost-jobs.check.js';
import type { MailJobDeps } from './mail/mail-job.js';
import { MAIL_QUEUE } from './mail/mail.queue.js';
import { PASSWORD_RESET_MAIL_JOB, passwordResetMailJob, UNKNOWN_ADDRESS_MAIL_JOB, unknownAddressMailJob } from './mail/password-reset-mail.job.js';
import { DEMO_LIKE_BACK_JOB, demoLikeBackEveryMs, demoLikeBackJob, type DemoLikeBackDeps } from './likes/demo-like-back.job.js';
import { PHOTO_AUTO_APPROVAL_JOB, photoAutoApprovalEveryMs, photoAutoApprovalJob, type PhotoAutoApprovalDeps } from './photos/photo-auto-approval.job.js';
import {
  PAYMENT_RECONCILIATION_JOB,
  paymentReconciliationEveryMs,
  paymentReconciliationJob,
  type PaymentReconciliationDeps,
} from './payments/payment-reconciliation.job.js';
import { oneAtATime } from './sweeps/one-at-a-time.js';
import { SWEEP_QUEUE } from './sweeps/sweeps.queue.js';
import { notificationReactor } from './notifications/notification.reactor.js';
import { NOTIFICATION_QUEUE, NOTIFY_CONCURRENCY, NOTIFY_JOB, REMINDER_SWEEP_JOB, WEEKLY_UPDATE_SWEEP_JOB } from './notifications/notification.queue.js';
import {
  reminderSweep,
  reminderSweepEveryMs,
  weeklyUpdateSweep,
  weeklyUpdateSweepEveryMs,
  type NotificationSweepDeps,
} from './notifications/notification-sweeps.js';
import { notifyJob, type NotifyJobDeps } from './notifications/notify.job.js';
import { migrateNotificationLedger, sqlNotificationLedger } from './notifications/notification-ledger.js';
import { CHAT_FOLLOW_UP_JOB, chatFollowUpEveryMs, chatFollowUpJob, type ChatFollowUpDeps } from './chat/chat-follow-up.job.js';
import { moneyFollowUpJob, type MoneyFollowUpDeps } from './money/money-follow-up.job.js';
import { MONEY_FOLLOW_UP_JOB, MONEY_QUEUE } from './money/money.queue.js';
import { moneyReactor } from './money/money.reactor.js';

const systemClock = (): Date => new Date();
// Long enough for the read model to take in an event the reactor has just seen; beyond it the queue retries later.
const READ_MODEL_WAIT_MS = 10_000;

/** Creates the workers' tables (the mail and notification ledgers, the queue's memory, member presence); safe to run at every start. */
export const migrateWorkers = async (sql: SqlExecutor): Promise<void> => {
  // Plaintext copies of recipients the mail reactors kept before the member-contact read model served them.
  await sql.query('DROP TABLE IF EXISTS activation_recipients, account_mail_recipients');
  await migrateMailDeliveries(sql);
  await migrateNotificationLedger(sql);
  await migrateQueueMemory(sql);
  // The notify jobs read it; a workers-only process may start before any API process made it.
  await migrateMemberPresence(sql);
};

export interface MailProcessorDeps {
  /** Holds the mail ledger that makes a re-run job send nothing twice. */
  readonly sql: SqlExecutor;
  /** The log with personal fields decrypted: the reset mails read the request, and its address, from it. */
  readonly eventStore: Pick<EventStore, 'readStream'>;
  /** The member-contact read model: who each member is, read when a job runs. */
  readonly contacts: MailContacts;
  readonly mailer: Mailer;
  /** Key of the HMAC in mailed links (activation, password reset, e-mail change, reactivation); the API verifies with the same one. */
  readonly linkSecret: string;
  /** Origin of the site on a domain, e.g. 'localhost' -> 'http://localhost:3000'. */
  readonly siteOrigin: (domain: string) => string;
  /** Sender of mails from a domain, e.g. '"Example" <noreply@example.com>'. */
  readonly mailFrom: (domain: string) => string;
  readonly now?: () => Date;
}

/** Runs the mail jobs of `queue` in this process (the `workers` role). */
export const registerMailProcessors = (queue: QueueDriver, deps: MailProcessorDeps): Promise<void> => {
  const { sql, eventStore, now = systemClock, ...rest } = deps;
  const jobDeps: MailJobDeps = { ...rest, deliveries: sqlMailDeliveries(sql), readModelWaitMs: READ_MODEL_WAIT_MS, now };
  return queue.process(MAIL_QUEUE, {
    [ACTIVATION_MAIL_JOB]: activationMailJob(jobDeps),
    [PASSWORD_RESET_MAIL_JOB]: passwordResetMailJob({ ...jobDeps, eventStore }),
    [UNKNOWN_ADDRESS_MAIL_JOB]: unknownAddressMailJob({ ...jobDeps, eventStore }),
    [EMAIL_CHANGE_CONFIRMATION_MAIL_JOB]: emailChangeConfirmationMailJob(jobDeps),
    [EMAIL_CHANGE_NOTICE_MAIL_JOB]: emailChangeNoticeMailJob(jobDeps),
    [ACCOUNT_DELETION_MAIL_JOB]: accountDeletionMailJob(jobDeps),
    [LOGIN_ATTACK_MAIL_JOB]: loginAttackMailJob(jobDeps),
  });
};

export interface SweepDeps {
  /** Holds the locks that keep each sweep to one run at a time. */
  readonly sql: SqlPort;
  readonly erasure: ErasureSweeperDeps;
  /** DEV_CLOCK=1: tests move the clock and should not wait long for what follows. */
  readonly devClock: boolean;
  /** Absent when photos wait for a moderator (PHOTO_AUTO_APPROVE_SECONDS off). */
  readonly photoAutoApproval: PhotoAutoApprovalDeps | undefined;
  readonly paymentReconciliation: PaymentReconciliationDeps;
  /** Absent outside the embedded default (DEMO_LIKE_BACK_SECONDS off): real members are never made to like anyone. */
  readonly demoLikeBack: DemoLikeBackDeps | undefined;
  readonly chatFollowUp: ChatFollowUpDeps;
  /** The unread-message, activation and weekly-update reminders' deadlines. */
  readonly notificationSweeps: Omit<NotificationSweepDeps, 'queue'>;
}

/**
 * Runs the periodic sweeps in this process (the `workers` role) and schedules them. Every replica schedules the same
 * sweeps under the same names, so each tick runs once, in one replica.
 */
export const registerSweeps = async (
  queue: QueueDriver,
  { sql, erasure, devClock, photoAutoApproval, paymentReconciliation, demoLikeBack, chatFollowUp, notificationSweeps }: SweepDeps,
): Promise<void> => {
  const notifications = { ...notificationSweeps, queue };
  const sweeps: JobHandlers = {
    [ERASURE_SWEEP_JOB]: erasureSweepJob(erasure),
    [PAYMENT_RECONCILIATION_JOB]: paymentReconciliationJob(paymentReconciliation),
    [CHAT_FOLLOW_UP_JOB]: chatFollowUpJob(chatFollowUp),
    [REMINDER_SWEEP_JOB]: reminderSweep(notifications),
    [WEEKLY_UPDATE_SWEEP_JOB]: weeklyUpdateSweep(notifications),
    ...(photoAutoApproval && { [PHOTO_AUTO_APPROVAL_JOB]: photoAutoApprovalJob(photoAutoApproval) }),
    ...(demoLikeBack && { [DEMO_LIKE_BACK_JOB]: demoLikeBackJob(demoLikeBack) }),
  };
  await queue.process(SWEEP_QUEUE, Object.fromEntries(Object.entries(sweeps).map(([name, sweep]) => [name, oneAtATime(sql, name, sweep)])));
  await queue.schedule(SWEEP_QUEUE, ERASURE_SWEEP_JOB, erasureSweepEveryMs(devClock));
  await queue.schedule(SWEEP_QUEUE, PAYMENT_RECONCILIATION_JOB, paymentReconciliationEveryMs(devClock));
  await queue.schedule(SWEEP_QUEUE, CHAT_FOLLOW_UP_JOB, chatFollowUpEveryMs(devClock));
  await queue.schedule(SWEEP_QUEUE, REMINDER_SWEEP_JOB, reminderSweepEveryMs(devClock));
  await queue.schedule(SWEEP_QUEUE, WEEKLY_UPDATE_SWEEP_JOB, weeklyUpdateSweepEveryMs(devClock));
  // A schedule outlives the process in Redis: switched off, it must be ended, not just left unscheduled here.
  if (photoAutoApproval) await queue.schedule(SWEEP_QUEUE, PHOTO_AUTO_APPROVAL_JOB, photoAutoApprovalEveryMs(photoAutoApproval.delaySeconds));
  else await queue.unschedule(SWEEP_QUEUE, PHOTO_AUTO_APPROVAL_JOB);
  if (demoLikeBack) await queue.schedule(SWEEP_QUEUE, DEMO_LIKE_BACK_JOB, demoLikeBackEveryMs(demoLikeBack.delaySeconds));
  else await queue.unschedule(SWEEP_QUEUE, DEMO_LIKE_BACK_JOB);
};

export interface NotificationProcessorDeps extends Omit<NotifyJobDeps, 'ledger' | 'readModelWaitMs' | 'now'> {
  /** Holds the notifications' ledger, which makes a re-run job tell nothing twice. */
  readonly sql: SqlExecutor;
  readonly now?: () => Date;
}

/** Runs the notify jobs in this process (the `workers` role). */
export const registerNotificationProcessors = (queue: QueueDriver, { sql, now = systemClock, ...jobDeps }: NotificationProcessorDeps): Promise<void> =>
  queue.process(
    NOTIFICATION_QUEUE,
    { [NOTIFY_JOB]: notifyJob({ ...jobDeps, ledger: sqlNotificationLedger(sql), readModelWaitMs: READ_MODEL_WAIT_MS, now }) },
    { concurrency: NOTIFY_CONCURRENCY },
  );

/** Runs the money process manager's steps in this process (the `workers` role). */
export const registerMoneyProcessors = (queue: QueueDriver, deps: MoneyFollowUpDeps): Promise<void> =>
  queue.process(MONEY_QUEUE, { [MONEY_FOLLOW_UP_JOB]: moneyFollowUpJob(deps) });

export interface WorkerConsumerDeps {
  readonly queue: QueueDriver;
  readonly now?: () => Date;
  /** How long news waits before it is told (NOTIFY_AFTER_SECONDS); the domain's delays when absent. */
  readonly notificationDelays?: NotificationDelays;
}

/** The reactors that turn events into jobs: give each to a consumer runner. */
export const workerConsumers = ({ queue, now = systemClock, notificationDelays }: WorkerConsumerDeps): Consumer[] => [
  activationMailReactor({ queue, now }),
  accountMailReactor({ queue, now }),
  notificationReactor({ queue, now, delays: notificationDelays }),
  moneyReactor(queue),
];
