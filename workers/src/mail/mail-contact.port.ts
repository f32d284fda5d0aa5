import type { Language } from '@dating/domain';

/** A member as a mail job needs them when it runs: what the member-contact read model holds, opened. */
export interface MailContact {
  /** Null once the member's key is gone. */
  readonly email: string | null;
  readonly name: string | null;
  readonly pendingEmail: { readonly email: string; readonly tokenId: string; readonly expiresAt: string } | null;
  readonly replacedEmail: { readonly email: string; readonly byTokenId: string } | null;
  readonly language: Language;
  /** Host of the member's site: picks the links' origin and the sender. */
  readonly domain: string;
  /** Demo members are run by the site: nobody reads their mailbox. */
  readonly fictional: boolean;
  readonly confirmed: boolean;
  readonly pendingDeletion: { readonly reactivationTokenId: string; readonly finalDeletionAt: string } | null;
  readonly notificationsDisabled: readonly string[];
}

/** The member-contact read model, as the workers see it (the composition root wires in its queries). */
export interface MailContacts {
  /** Whether the read model has taken in the log up to `checkpoint`. */
  reached(checkpoint: string): Promise<boolean>;
  /** Null for a member the read model does not hold: erased, or never known. */
  find(memberId: string): Promise<MailContact | null>;
}
