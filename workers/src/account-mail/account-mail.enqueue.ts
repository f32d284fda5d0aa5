import { isErased, memberStreamId } from '@dating/domain';
import type { AccountDeletionRequested, EmailChangeRequested, PasswordResetRequested, ReactivationMailRequested, RecordedEvent } from '@dating/domain';
import type { QueueDriver, SqlExecutor } from '@dating/platform';
import type { AccountDeletionMailData } from '../mail/account-deletion-mail.job.js';
import { ACCOUNT_DELETION_MAIL_JOB } from '../mail/account-deletion-mail.job.js';
import type { EmailChangeConfirmationMailData, EmailChangeNoticeMailData } from '../mail/email-change-mail.job.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, EMAIL_CHANGE_NOTICE_MAIL_JOB } from '../mail/email-change-mail.job.js';
import { MAIL_JOB_RETRY, MAIL_QUEUE } from '../mail/mail.queue.js';
import { maskEmail } from '../mail/mask-email.js';
import type { PasswordResetMailData, UnknownAddressMailData } from '../mail/password-reset-mail.job.js';
import { PASSWORD_RESET_MAIL_JOB, UNKNOWN_ADDRESS_MAIL_JOB } from '../mail/password-reset-mail.job.js';
import { findAccountMailRecipient } from './account-mail-recipients.repository.js';

export interface AccountMailEnqueueDeps {
  readonly queue: QueueDriver;
  readonly now: () => Date;
}

/** One job per mail of an event, named after both: handling the event again enqueues nothing new. */
export const accountMailJobId = (jobName: string, event: RecordedEvent): string => `${jobName}.${event.id}`;

// The log is typed at the edge only: the event type string says which event's data this is.
const dataOf = <E extends { data: unknown }>(event: RecordedEvent): E['data'] => event.data as E['data'];

const enqueue = (deps: AccountMailEnqueueDeps, jobName: string, event: RecordedEvent, data: object) =>
  deps.queue.enqueue(MAIL_QUEUE, jobName, data, { jobId: accountMailJobId(jobName, event), ...MAIL_JOB_RETRY });

// A reactor catching up on old events meets long-expired requests: those mails would only confuse.
const isPast = (deps: AccountMailEnqueueDeps, iso: string) => Date.parse(iso) <= deps.now().getTime();

/**
 * A reset link to a member's address, or "address not found" to an address without account. Both go out
 * even to a bounced address: someone asked for mail there just now.
 */
export const enqueuePasswordResetMail = async (deps: AccountMailEnqueueDeps, tx: SqlExecutor, event: RecordedEvent): Promise<void> => {
  const { addressDigest, email, memberId, language, domain, tokenId, expiresAt } = dataOf<PasswordResetRequested>(event);
  if (isErased(email) || isPast(deps, expiresAt)) return;
  if (memberId === null) {
    const data: UnknownAddressMailData = { email, language, domain, tokenId, expiresAt };
    return enqueue(deps, UNKNOWN_ADDRESS_MAIL_JOB, event, data);
  }
  // No row: a demo member (nobody reads that mailbox) or one whose data is erased.
  const recipient = await findAccountMailRecipient(tx, memberId);
  if (!recipient) return;
  const data: PasswordResetMailData = { email, language, domain, addressDigest, tokenId, expiresAt, name: recipient.name };
  await enqueue(deps, PASSWORD_RESET_MAIL_JOB, event, data);
};

/**
 * The confirmation link to the new address, and a notice to the current one. The notice is skipped when the
 * current address bounced: nobody asked for it there, and mail to a dead mailbox harms the sender's reputation.
 */
export const enqueueEmailChangeMails = async (deps: AccountMailEnqueueDeps, tx: SqlExecutor, event: RecordedEvent): Promise<void> => {
  const { memberId, newEmail, tokenId, expiresAt } = dataOf<EmailChangeRequested>(event);
  const recipient = await findAccountMailRecipient(tx, memberId);
  if (!recipient || isErased(newEmail) || isPast(deps, expiresAt)) return;
  const { name, language, domain } = recipient;
  const confirmation: EmailChangeConfirmationMailData = { email: newEmail, language, domain, memberId, tokenId, expiresAt, name };
  await enqueue(deps, EMAIL_CHANGE_CONFIRMATION_MAIL_JOB, event, confirmation);
  if (!recipient.email || recipient.bounced) return;
  const notice: EmailChangeNoticeMailData = { email: recipient.email, language, domain, tokenId, expiresAt, name, maskedNewEmail: maskEmail(newEmail) };
  await enqueue(deps, EMAIL_CHANGE_NOTICE_MAIL_JOB, event, notice);
};

const UNDOING_EVENTS: ReadonlySet<string> = new Set(['AccountReactivated', 'AccountErased']);

/** Whether a later event of the same batch already reactivated or erased the member (a reactor catching up). */
const undoneLaterInBatch = (batch: readonly RecordedEvent[], index: number, memberId: string): boolean =>
  batch.slice(index + 1).some((later) => later.streamId === memberStreamId(memberId) && UNDOING_EVENTS.has(later.type));

/**
 * The deletion notice with its reactivation link (on the deletion request, and again on each ReactivationMailRequested),
 * to the member's current address unless it bounced: the mail
 * could not arrive, and the deleted account's login message points the member to support instead.
 */
export const enqueueAccountDeletionMail = async (
  deps: AccountMailEnqueueDeps,
  tx: SqlExecutor,
  batch: readonly RecordedEvent[],
  index: number,
): Promise<void> => {
  const event = batch[index] as RecordedEvent;
  const { memberId, reactivationTokenId, finalDeletionAt } = dataOf<AccountDeletionRequested | ReactivationMailRequested>(event);
  if (isPast(deps, finalDeletionAt) || undoneLaterInBatch(batch, index, memberId)) return;
  const recipient = await findAccountMailRecipient(tx, memberId);
  if (!recipient?.email || recipient.bounced) return;
  const { name, email, language, domain } = recipient;
  const data: AccountDeletionMailData = { mailId: event.id, memberId, reactivationTokenId, finalDeletionAt, name, email, language, domain };
  await enqueue(deps, ACCOUNT_DELETION_MAIL_JOB, event, data);
};
