import { isErased } from '@dating/domain';
import type {
  AccountErased,
  ActivationTokenIssued,
  EmailChanged,
  MemberConfirmed,
  MemberEvent,
  MemberLanguageChanged,
  MemberSignedUp,
  RecordedEvent,
} from '@dating/domain';
import type { Consumer, QueueDriver, SqlExecutor } from '@dating/platform';
import type { ActivationMailData } from '../mail/activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from '../mail/activation-mail.job.js';
import { MAIL_JOB_RETRY, MAIL_QUEUE } from '../mail/mail.queue.js';
import {
  changeRecipientEmail,
  changeRecipientLanguage,
  clearRecipients,
  findRecipient,
  forgetRecipient,
  markRecipientConfirmed,
  saveRecipient,
} from './activation-recipients.repository.js';

export const ACTIVATION_MAIL_REACTOR = 'activation-mail-reactor';

export interface ActivationMailReactorDeps {
  readonly queue: QueueDriver;
  readonly now: () => Date;
}

// The log is typed at the edge only: the event type string says which member event's data this is.
const dataOf = <E extends MemberEvent>(event: RecordedEvent): E['data'] => event.data as E['data'];

/** One job per issued token, named after the event: handling the event again enqueues nothing new. */
export const activationMailJobId = (event: RecordedEvent): string => `${ACTIVATION_MAIL_JOB}.${event.id}`;

const recordSignup = async (tx: SqlExecutor, data: MemberSignedUp['data']) => {
  // Demo members are run by the site: nobody reads their mailbox.
  if (data.fictional) return;
  const erased = isErased(data.name) || isErased(data.email);
  await saveRecipient(tx, {
    memberId: data.memberId,
    name: erased ? null : (data.name as string),
    email: erased ? null : (data.email as string),
    language: data.language,
    domain: data.domain,
    erased,
  });
};

const enqueueActivationMail = async (deps: ActivationMailReactorDeps, tx: SqlExecutor, event: RecordedEvent) => {
  const { memberId, tokenId, expiresAt } = dataOf<ActivationTokenIssued>(event);
  const recipient = await findRecipient(tx, memberId);
  // A replay from the start meets long-expired tokens: those mails would only confuse.
  if (!recipient?.name || !recipient.email || recipient.confirmed || Date.parse(expiresAt) <= deps.now().getTime()) return;
  const { name, email, language, domain } = recipient;
  const data: ActivationMailData = { memberId, tokenId, expiresAt, email, name, language, domain };
  await deps.queue.enqueue(MAIL_QUEUE, ACTIVATION_MAIL_JOB, data, { jobId: activationMailJobId(event), ...MAIL_JOB_RETRY });
};

const handleEvent = async (deps: ActivationMailReactorDeps, tx: SqlExecutor, event: RecordedEvent): Promise<void> => {
  switch (event.type as MemberEvent['type']) {
    case 'MemberSignedUp':
      return recordSignup(tx, dataOf<MemberSignedUp>(event));
    case 'ActivationTokenIssued':
      return enqueueActivationMail(deps, tx, event);
    case 'MemberConfirmed':
      return markRecipientConfirmed(tx, dataOf<MemberConfirmed>(event).memberId);
    case 'MemberLanguageChanged': {
      const { memberId, language } = dataOf<MemberLanguageChanged>(event);
      return changeRecipientLanguage(tx, memberId, language);
    }
    case 'EmailChanged': {
      const { memberId, email } = dataOf<EmailChanged>(event);
      return changeRecipientEmail(tx, memberId, isErased(email) ? null : email);
    }
    case 'AccountErased':
      return forgetRecipient(tx, dataOf<AccountErased>(event).memberId);
    default:
      return;
  }
};

/**
 * Sends the activation mail of every issued token, through the mail queue. It learns name, e-mail
 * and language from the member's earlier events (the log is ordered), sends nothing to a member
 * who is confirmed or whose personal data is erased, and forgets a member whose account is erased.
 */
export const activationMailReactor = (deps: ActivationMailReactorDeps): Required<Consumer> => ({
  name: ACTIVATION_MAIL_REACTOR,
  async handle(events, tx) {
    for (const event of events) await handleEvent(deps, tx, event);
  },
  reset: clearRecipients,
});
