import type { Consumer, Mailer, QueueDriver, SqlExecutor } from '@dating/platform';
import { activationMailReactor } from './activation/activation-mail.reactor.js';
import { migrateActivationRecipients } from './activation/activation-recipients.repository.js';
import { ACTIVATION_MAIL_JOB, activationMailJob } from './mail/activation-mail.job.js';
import { migrateMailDeliveries, sqlMailDeliveries } from './mail/mail-delivery.repository.js';
import { MAIL_QUEUE } from './mail/mail.queue.js';

const systemClock = (): Date => new Date();

/** Creates the workers' tables (the reactors' state and the mail ledger); safe to run at every start. */
export const migrateWorkers = async (sql: SqlExecutor): Promise<void> => {
  await migrateActivationRecipients(sql);
  await migrateMailDeliveries(sql);
};

export interface MailProcessorDeps {
  /** Holds the mail ledger that makes a re-run job send nothing twice. */
  readonly sql: SqlExecutor;
  readonly mailer: Mailer;
  /** Key of the HMAC in activation links; the API verifies with the same one. */
  readonly activationSecret: string;
  /** Origin of the site on a domain, e.g. 'localhost' -> 'http://localhost:3000'. */
  readonly siteOrigin: (domain: string) => string;
  /** Sender of mails from a domain, e.g. '"Example" <noreply@example.com>'. */
  readonly mailFrom: (domain: string) => string;
  readonly now?: () => Date;
}

/** Runs the mail jobs of `queue` in this process (the `workers` role). */
export const registerMailProcessors = (queue: QueueDriver, deps: MailProcessorDeps): Promise<void> => {
  const { sql, now = systemClock, ...rest } = deps;
  return queue.process(MAIL_QUEUE, { [ACTIVATION_MAIL_JOB]: activationMailJob({ ...rest, deliveries: sqlMailDeliveries(sql), now }) });
};

export interface WorkerConsumerDeps {
  readonly queue: QueueDriver;
  readonly now?: () => Date;
}

/** The reactors that turn events into jobs: give each to a consumer runner. */
export const workerConsumers = ({ queue, now = systemClock }: WorkerConsumerDeps): Consumer[] => [activationMailReactor({ queue, now })];
