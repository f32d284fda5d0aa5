import { accountDecider, accountStreamId } from '@dating/domain';
import type { EventStore } from '@dating/domain';
import { readStream } from '@dating/platform';
import type { PendingDeletionLookup } from '../mail/account-deletion-mail.job.js';

/** Asks the member's account stream, the source of truth, whether a deletion is pending right now. */
export const pendingDeletionFromLog =
  (store: Pick<EventStore, 'readStream'>): PendingDeletionLookup =>
  async (memberId) => {
    const { events } = await readStream(store as EventStore, accountStreamId(memberId), accountDecider.upcast);
    const account = events.reduce(accountDecider.evolve, accountDecider.initialState);
    return account.lifecycle === 'deletion_requested' ? account.pendingDeletion : null;
  };
