import { evolveMember, initialMemberState, memberStreamId } from '@dating/domain';
import type { EventStore, MemberEvent } from '@dating/domain';
import type { PendingDeletionLookup } from '../mail/account-deletion-mail.job.js';

/** Asks the member's stream, the source of truth, whether a deletion is pending right now. */
export const pendingDeletionFromLog =
  (store: Pick<EventStore, 'readStream'>): PendingDeletionLookup =>
  async (memberId) => {
    const recorded = await store.readStream(memberStreamId(memberId));
    const member = recorded.map(({ type, data }) => ({ type, data }) as MemberEvent).reduce(evolveMember, initialMemberState);
    return member.exists && member.lifecycle === 'deletion_requested' ? member.pendingDeletion : null;
  };
