import { randomUUID } from 'node:crypto';
import { accountDecider, accountStreamId, credentialsStreamId, type EmailChangeRequested } from '@dating/domain';
import { createLinkToken, EventSourcedRepository, LINK_PURPOSES } from '@dating/platform';
import type { TestSite } from '../testing/test-site.js';

export { PASSWORD, signUpMember, uniqueEmail } from '../testing/test-members.js';

/**
 * The link token the confirmation mail carries for the member's newest e-mail change request, made the way the mail
 * worker makes it (the token id comes from the log, the MAC from the site's secret).
 */
export const emailChangeToken = async (site: TestSite, memberId: string, subjectId = memberId): Promise<string> => {
  const recorded = await site.infrastructure.eventStore.readStream(credentialsStreamId(memberId));
  const requested = recorded.filter((event) => event.type === 'EmailChangeRequested').at(-1);
  if (!requested) throw new Error('No e-mail change was requested');
  const { tokenId } = requested.data as EmailChangeRequested['data'];
  return createLinkToken(LINK_PURPOSES.EMAIL_CHANGE, { subjectId, tokenId }, site.infrastructure.appSecret);
};

/** Asks for the account's deletion straight on the log, for states the tests need without the deletion endpoint. */
export const requestDeletionOnLog = async (site: TestSite, memberId: string): Promise<void> => {
  await new EventSourcedRepository(site.infrastructure.eventStore).execute(accountDecider, accountStreamId(memberId), {
    type: 'RequestAccountDeletion',
    data: { memberId, reasons: ['taking_a_break'], comment: null, reactivationTokenId: randomUUID() },
    metadata: { now: new Date().toISOString() },
  });
};
