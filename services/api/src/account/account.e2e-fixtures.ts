import { randomUUID } from 'node:crypto';
import { fold, memberDecider, memberStreamId, type MemberCommand, type MemberEvent } from '@dating/domain';
import { createLinkToken, LINK_PURPOSES } from '@dating/platform';
import type { TestSite } from '../testing/test-site.js';

export { PASSWORD, signUpMember, uniqueEmail } from '../testing/test-members.js';

const memberEvents = async (site: TestSite, memberId: string) => {
  const recorded = await site.infrastructure.eventStore.readStream(memberStreamId(memberId));
  return { recorded, events: recorded.map((event) => ({ type: event.type, data: event.data }) as MemberEvent) };
};

/**
 * The link token the confirmation mail carries for the member's newest e-mail change request, made the way the mail
 * worker makes it (the token id comes from the log, the MAC from the site's secret).
 */
export const emailChangeToken = async (site: TestSite, memberId: string, subjectId = memberId): Promise<string> => {
  const { events } = await memberEvents(site, memberId);
  const requested = events.filter((event) => event.type === 'EmailChangeRequested').at(-1);
  if (requested?.type !== 'EmailChangeRequested') throw new Error('No e-mail change was requested');
  return createLinkToken(LINK_PURPOSES.EMAIL_CHANGE, { subjectId, tokenId: requested.data.tokenId }, site.infrastructure.appSecret);
};

/** Decides a member command straight on the log, for states the tests need before their own endpoint exists. */
export const decideOnLog = async (site: TestSite, memberId: string, command: MemberCommand): Promise<void> => {
  const { recorded, events } = await memberEvents(site, memberId);
  const decided = memberDecider.decide(command, fold(memberDecider, events));
  await site.infrastructure.eventStore.append(
    memberStreamId(memberId),
    decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: { occurredAt: command.metadata.now } })),
    recorded.at(-1)!.streamVersion,
  );
};

export const requestDeletionOnLog = (site: TestSite, memberId: string): Promise<void> =>
  decideOnLog(site, memberId, {
    type: 'RequestAccountDeletion',
    data: { reasons: ['taking_a_break'], comment: null, reactivationTokenId: randomUUID() },
    metadata: { now: new Date().toISOString() },
  });
