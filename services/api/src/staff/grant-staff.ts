import { emailClaimDecider, emailClaimStreamId, memberDecider, memberStreamId, type EventStore } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';

/**
 * Gives the member signed up with `email` the staff role (again is harmless). Returns the member id,
 * or undefined when nobody signed up with that address.
 */
export const grantStaffByEmail = async (eventStore: EventStore, appSecret: string, email: string, now: Date): Promise<string | undefined> => {
  const repository = new EventSourcedRepository(eventStore);
  const claim = await repository.load(emailClaimDecider, emailClaimStreamId(emailDigest(email, appSecret)));
  const memberId = claim.state.claimedBy;
  if (!memberId) return undefined;
  await repository.execute(memberDecider, memberStreamId(memberId), { type: 'GrantStaffRole', data: {}, metadata: { now: now.toISOString() } });
  return memberId;
};
