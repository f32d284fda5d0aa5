import type { Language } from '../locale/locales.js';
import type { NotificationPreferences, NotificationsDisabledReason } from './notification-preferences.js';

/**
 * A member as the member-contact read model knows them, personal fields opened with the member's key: what the API
 * shows and checks of a member, and what a mail or notify job reads when it runs.
 */
export interface MemberContact {
  readonly memberId: string;
  /** Null once the member's key is gone. */
  readonly email: string | null;
  readonly name: string | null;
  /** The new address waiting for its confirmation link (which may have expired: compare `expiresAt`). */
  readonly pendingEmail: { readonly email: string; readonly tokenId: string; readonly expiresAt: string } | null;
  /** The address the last confirmed change replaced, and the token of that change. */
  readonly replacedEmail: { readonly email: string; readonly byTokenId: string } | null;
  readonly language: Language;
  /** Host of the member's site: picks links' origin and a mail's sender. */
  readonly domain: string;
  /** A demo member run by the site: nobody reads their mailbox. */
  readonly fictional: boolean;
  readonly confirmed: boolean;
  readonly lifecycle: 'active' | 'deletion_requested';
  /** Set while the lifecycle is deletion_requested. */
  readonly pendingDeletion: { readonly reactivationTokenId: string; readonly finalDeletionAt: string } | null;
  readonly notificationPreferences: NotificationPreferences;
  /** Why mail to the member has stopped (bounce, complaint, unsubscribe); empty while mail goes out. */
  readonly notificationsDisabled: readonly NotificationsDisabledReason[];
  readonly signedUpAt: string;
  /** The country of the site the member signed up on. */
  readonly country: string | null;
  readonly invisible: boolean;
  readonly staff: boolean;
  /** Percentage of the discount accepted instead of deleting the account. */
  readonly retentionDiscount: number | null;
  readonly mainPhotoId: string | null;
}
