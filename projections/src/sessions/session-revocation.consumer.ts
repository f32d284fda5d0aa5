import type { AccountDeletionRequested, AccountErased, MemberBanned, PasswordChanged, RecordedEvent } from '@dating/domain';
import { SessionStore, type Consumer } from '@dating/platform';

export const SESSION_REVOCATION_CONSUMER = 'session-revocation';

type SessionEndingEvent = PasswordChanged | AccountDeletionRequested | MemberBanned | AccountErased;
const ENDING_TYPES: readonly string[] = ['PasswordChanged', 'AccountDeletionRequested', 'MemberBanned', 'AccountErased'] satisfies SessionEndingEvent['type'][];

/**
 * Keeps the `member_sessions` table in step with the log (not a read model: logins write it, and no replay rebuilds
 * it). Ends sessions when the log says so: a new password keeps only the session that set it, a deletion request, a
 * ban or the final erasure ends them all. Commands that must not return before this happened wait for its checkpoint.
 */
export const sessionRevocationConsumer: Consumer = {
  name: SESSION_REVOCATION_CONSUMER,
  handles: ENDING_TYPES,
  async handle(events: readonly RecordedEvent[], tx) {
    const sessions = new SessionStore(tx);
    for (const recorded of events) {
      if (!ENDING_TYPES.includes(recorded.type)) continue;
      const event = { type: recorded.type, data: recorded.data } as SessionEndingEvent;
      switch (event.type) {
        case 'PasswordChanged':
          await sessions.endAllOf(event.data.memberId, event.data.changedAt, event.data.keptSessionHash);
          break;
        case 'AccountDeletionRequested':
          await sessions.endAllOf(event.data.memberId, event.data.requestedAt);
          break;
        case 'MemberBanned':
          await sessions.endAllOf(event.data.memberId, event.data.bannedAt);
          break;
        case 'AccountErased':
          await sessions.endAllOf(event.data.memberId, event.data.erasedAt);
          break;
      }
    }
  },
};
