import type { EventStore } from '@dating/domain';
import type { Consumer, Mailer, QueueDriver, SqlExecutor } from '@dating/platform';
import { accountMailReactor } from './account-mail/account-mail.reactor.js';
import { migrateAccountMailRecipients } from './account-mail/account-mail-recipients.repository.js';
import { pendingDeletionFromLog } from './account-mail/pending-deletion.lookup.js';
import { activationMailReactor } from './activation/activation-mail.reactor.js';
import { migrateActivationRecipients } from './activation/activation-recipients.repository.js';
import { ACCOUNT_DELETION_MAIL_JOB, accountDeletionMailJob } from './mail/account-deletion-mail.job.js';
import { ACTIVATION_MAIL_JOB, activationMailJob } from './mail/activation-mail.job.js';
import {
  EMAIL_CHANGE_CONFIRMATION_MAIL_JOB,
  EMAIL_CHANGE_NOTICE_MAIL_JOB,
  emailChangeConfirmationMailJob,
  emailChangeNoticeMailJob,
} from './mail/email-change-mail.job.js';
import { migrateMailDeliveries, sqlMailDeliveries } from './mail/mail-delivery.repository.js';
import type { MailJobDeps } from './mail/mail-job.js';
import { MAIL_QUEUE } from './mail/mail.queue.js';
import { PASSWORD_RESET_MAIL_JOB, passwordResetMailJob, UNKNOWN_ADDRESS_MAIL_JOB, unknownAddressMailJob } from './mail/password-reset-mail.job.js';

const systemClock = (): Date => new Date();

/** Creates the workers' tables (the reactors' state and the mail ledger); safe to run at every start. */
export const migrateWorkers = async (sql: SqlExecutor): Promise<void> => {
  await migrateActivationRecipients(sql);
  await migrateAccountMailRecipients(sql);
  await migrateMailDeliveries(sql);
};

export interface MailProcessorDeps {
  /** Holds the mail ledger that makes a re-run job send nothing twice. */
  readonly sql: SqlExecutor;
  /** The log, read at send time where a mail depends on the member's present state (a pending deletion). */
  readonly eventStore: Pick<EventStore, 'readStream'>;
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
  const jobDeps: MailJobDeps = { ...rest, deliveries: sqlMailDeliveries(sql), now };
  return queue.process(MAIL_QUEUE, {
    [ACTIVATION_MAIL_JOB]: activationMailJob(jobDeps),
    [PASSWORD_RESET_MAIL_JOB]: passwordResetMailJob(jobDeps),
    [UNKNOWN_ADDRESS_MAIL_JOB]: unknownAddressMailJob(jobDeps),
    [EMAIL_CHANGE_CONFIRMATION_MAIL_JOB]: emailChangeConfirmationMailJob(jobDeps),
    [EMAIL_CHANGE_NOTICE_MAIL_JOB]: emailChangeNoticeMailJob(jobDeps),
    [ACCOUNT_DELETION_MAIL_JOB]: accountDeletionMailJob({ ...jobDeps, pendingDeletion: pendingDeletionFromLog(eventStore) }),
  });
};

export interface WorkerConsumerDeps {
  readonly queue: QueueDriver;
  readonly now?: () => Date;
}

/** The reactors that turn events into jobs: give each to a consumer runner. */
export const workerConsumers = ({ queue, now = systemClock }: WorkerConsumerDeps): Consumer[] => [
  activationMailReactor({ queue, now }),
  accountMailReactor({ queue, now }),
];
