import { isErased } from '@dating/domain';
import type {
  AccountErased,
  EmailChanged,
  MemberEvent,
  MemberLanguageChanged,
  MemberSignedUp,
  NotificationsDisabled,
  NotificationsEnabled,
  PasswordResetEvent,
  RecordedEvent,
} from '@dating/domain';
import type { Consumer, SqlExecutor } from '@dating/platform';
import type { AccountMailEnqueueDeps } from './account-mail.enqueue.js';
import { enqueueAccountDeletionMail, enqueueEmailChangeMails, enqueuePasswordResetMail } from './account-mail.enqueue.js';
import {
  changeAccountMailAddress,
  changeAccountMailLanguage,
  clearAccountMailRecipients,
  forgetAccountMailRecipient,
  markAccountMailBounced,
  saveAccountMailRecipient,
} from './account-mail-recipients.repository.js';

export const ACCOUNT_MAIL_REACTOR = 'account-mail-reactor';

export type AccountMailReactorDeps = AccountMailEnqueueDeps;

// The log is typed at the edge only: the event type string says which event's data this is.
const dataOf = <E extends MemberEvent>(event: RecordedEvent): E['data'] => event.data as E['data'];

const recordSignup = async (tx: SqlExecutor, data: MemberSignedUp['data']) => {
  // Demo members are run by the site: nobody reads their mailbox. Erased data addresses nobody either.
  if (data.fictional || isErased(data.name) || isErased(data.email)) return;
  const { memberId, name, email, language, domain } = data;
  await saveAccountMailRecipient(tx, { memberId, name, email, language, domain });
};

const recordAddressChange = (tx: SqlExecutor, { memberId, email }: EmailChanged['data']) =>
  changeAccountMailAddress(tx, memberId, isErased(email) ? null : email);

// Only a bounce says the mailbox is dead; a complaint or an unsubscribe is about unwanted mail, and a
// transactional mail the member set off themselves (a reset, a deletion) is not that.
const recordMailDisabled = (tx: SqlExecutor, { memberId, reason }: NotificationsDisabled['data']) =>
  reason === 'bounce' ? markAccountMailBounced(tx, memberId, true) : undefined;

/** Keeps the member's address, name, language and site current. */
const recordMemberFacts = (tx: SqlExecutor, event: RecordedEvent): Promise<void> | undefined => {
  switch (event.type as MemberEvent['type']) {
    case 'MemberSignedUp':
      return recordSignup(tx, dataOf<MemberSignedUp>(event));
    case 'EmailChanged':
      return recordAddressChange(tx, dataOf<EmailChanged>(event));
    case 'MemberLanguageChanged': {
      const { memberId, language } = dataOf<MemberLanguageChanged>(event);
      return changeAccountMailLanguage(tx, memberId, language);
    }
    case 'NotificationsDisabled':
      return recordMailDisabled(tx, dataOf<NotificationsDisabled>(event));
    case 'NotificationsEnabled':
      // The member says mail to the address works again.
      return markAccountMailBounced(tx, dataOf<NotificationsEnabled>(event).memberId, false);
    case 'AccountErased':
      return forgetAccountMailRecipient(tx, dataOf<AccountErased>(event).memberId);
    default:
      return undefined;
  }
};

const handleEvent = async (deps: AccountMailReactorDeps, tx: SqlExecutor, batch: readonly RecordedEvent[], index: number): Promise<void> => {
  const event = batch[index] as RecordedEvent;
  switch (event.type as MemberEvent['type'] | PasswordResetEvent['type']) {
    case 'PasswordResetRequested':
      return enqueuePasswordResetMail(deps, tx, event);
    case 'EmailChangeRequested':
      return enqueueEmailChangeMails(deps, tx, event);
    case 'AccountDeletionRequested':
    case 'ReactivationMailRequested':
      return enqueueAccountDeletionMail(deps, tx, batch, index);
    default:
      return recordMemberFacts(tx, event);
  }
};

/**
 * Sends the account mails (password reset, e-mail change, account deletion and its reactivation link) through the mail queue.
 * It learns each member's current address, name, language and site from the member's earlier events
 * (the log is ordered), mails no demo member and forgets a member whose account is erased.
 */
export const accountMailReactor = (deps: AccountMailReactorDeps): Required<Consumer> => ({
  name: ACCOUNT_MAIL_REACTOR,
  async handle(events, tx) {
    for (let index = 0; index < events.length; index += 1) await handleEvent(deps, tx, events, index);
  },
  reset: clearAccountMailRecipients,
});
