import { accountDecider, accountStreamId, emailClaimDecider, emailClaimStreamId, type EventStore } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { EventSourcedRepository } from '@dating/platform';

/**
 * Gives the member signed up with `email` the staff role (again is harmless). Returns the member id,
 * or undefined when nobody signed up with that address.
 */
export const grantStaffByEmail = async (eventStore: EventStore, appSecret: string, email: string, now: Date): Promise<string | undefined> => {
  const repository = new EventSourcedRepository(eventStore);
  const claim = await repository.load(emailClaimDecider, emailClaimStreamId(emailDigest(email, appSecret)));
  const memberId = claim.state.claimedBy;
  if (!memberId) return undefined;
  await repository.execute(accountDecider, accountStreamId(memberId), { type: 'GrantStaffRole', data: { memberId }, metadata: { now: now.toISOString() } });
  return memberId;
};
