import { addHours } from '@dating/domain';
import type { AccountDeletionRequested, EmailChangeRequested, LoginAttackNoticed, PasswordResetRequested, ReactivationMailRequested, RecordedEvent } from '@dating/domain';
import type { Consumer, QueueDriver } from '@dating/platform';
import type { AccountDeletionMailData } from '../mail/account-deletion-mail.job.js';
import { ACCOUNT_DELETION_MAIL_JOB } from '../mail/account-deletion-mail.job.js';
import type { EmailChangeMailData } from '../mail/email-change-mail.job.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB } from '../mail/email-change-mail.job.js';
import type { LoginAttackMailData } from '../mail/login-attack-mail.job.js';
import { LOGIN_ATTACK_MAIL_JOB, LOGIN_ATTACK_MAIL_WITHIN_HOURS } from '../mail/login-attack-mail.job.js';
import { MAIL_JOB_RETRY, MAIL_QUEUE } from '../mail/mail.queue.js';
import type { PasswordResetMailData, UnknownAddressMailData } from '../mail/password-reset-mail.job.js';
import { PASSWORD_RESET_MAIL_JOB, UNKNOWN_ADDRESS_MAIL_JOB } from '../mail/password-reset-mail.job.js';

export const ACCOUNT_MAIL_REACTOR = 'account-mail-reactor';

export interface AccountMailReactorDeps {
  readonly queue: QueueDriver;
  readonly now: () => Date;
}

/** One job per mail of an event, named after both: handling the event again enqueues nothing new. */
export const accountMailJobId = (jobName: string, event: RecordedEvent): string => `${jobName}.${event.id}`;

// The log is typed at the edge only: the event type says which event's data this is.
const dataOf = <E extends { data: unknown }>(event: RecordedEvent): E['data'] => event.data as E['data'];

/** The job, unless its deadline has passed: a reactor catching up on old events meets long-expired requests. */
const enqueue = async (deps: AccountMailReactorDeps, jobName: string, event: RecordedEvent, deadline: string, data: object) => {
  if (Date.parse(deadline) <= deps.now().getTime()) return;
  await deps.queue.enqueue(MAIL_QUEUE, jobName, data, { jobId: accountMailJobId(jobName, event), ...MAIL_JOB_RETRY });
};

const enqueuePasswordResetMail = (deps: AccountMailReactorDeps, event: RecordedEvent) => {
  const { addressDigest, tokenId, memberId, expiresAt } = dataOf<PasswordResetRequested>(event);
  if (memberId === null) return enqueue(deps, UNKNOWN_ADDRESS_MAIL_JOB, event, expiresAt, { addressDigest, tokenId } satisfies UnknownAddressMailData);
  const data: PasswordResetMailData = { addressDigest, tokenId, checkpoint: event.checkpoint };
  return enqueue(deps, PASSWORD_RESET_MAIL_JOB, event, expiresAt, data);
};

/** The confirmation link to the new address, and a notice to the current one. */
const enqueueEmailChangeMails = async (deps: AccountMailReactorDeps, event: RecordedEvent) => {
  const { memberId, tokenId, expiresAt } = dataOf<EmailChangeRequested>(event);
  const data: EmailChangeMailData = { memberId, tokenId, checkpoint: event.checkpoint };
  await enqueue(deps, EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, event, expiresAt, data);
  await enqueue(deps, EMAIL_CHANGE_NOTICE_MAIL_JOB, event, expiresAt, data);
};

/** The deletion notice with its reactivation link, on the deletion request and again on each ReactivationMailRequested. */
const enqueueAccountDeletionMail = (deps: AccountMailReactorDeps, event: RecordedEvent) => {
  const { memberId, reactivationTokenId, finalDeletionAt } = dataOf<AccountDeletionRequested | ReactivationMailRequested>(event);
  const data: AccountDeletionMailData = { mailId: event.id, memberId, reactivationTokenId, checkpoint: event.checkpoint };
  return enqueue(deps, ACCOUNT_DELETION_MAIL_JOB, event, finalDeletionAt, data);
};

/** The owner hears that many logins from many places failed on their account: once per attack, which the event names. */
const enqueueLoginAttackMail = (deps: AccountMailReactorDeps, event: RecordedEvent) => {
  const { memberId, attackStartedAt, noticedAt } = dataOf<LoginAttackNoticed>(event);
  const data: LoginAttackMailData = { memberId, attackStartedAt, checkpoint: event.checkpoint };
  return enqueue(deps, LOGIN_ATTACK_MAIL_JOB, event, addHours(noticedAt, LOGIN_ATTACK_MAIL_WITHIN_HOURS), data);
};

const handleEvent = (deps: AccountMailReactorDeps, event: RecordedEvent): Promise<void> | undefined => {
  switch (event.type) {
    case 'PasswordResetRequested':
      return enqueuePasswordResetMail(deps, event);
    case 'EmailChangeRequested':
      return enqueueEmailChangeMails(deps, event);
    case 'AccountDeletionRequested':
    case 'ReactivationMailRequested':
      return enqueueAccountDeletionMail(deps, event);
    case 'LoginAttackNoticed':
      return enqueueLoginAttackMail(deps, event);
    default:
      return undefined;
  }
};

/**
 * Sends the account mails (password reset, e-mail change, account deletion and its reactivation link, an attack on the
 * login) through the mail queue. Each job carries ids only and reads address, name and the member's present state from the
 * member-contact read model (or the reset request from the log) when it runs.
 */
export const accountMailReactor = (deps: AccountMailReactorDeps): Consumer => ({
  name: ACCOUNT_MAIL_REACTOR,
  async handle(events) {
    for (const event of events) await handleEvent(deps, event);
  },
});
