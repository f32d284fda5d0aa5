import type { MemberContact } from '@dating/domain';

/** The member-contact read model, as the workers see it (the composition root wires in its queries). */
export interface MailContacts {
  /** Whether the read model has taken in the log up to `checkpoint`. */
  reached(checkpoint: string): Promise<boolean>;
  /** Null for a member the read model does not hold: erased, or never known. */
  find(memberId: string): Promise<MemberContact | null>;
}
