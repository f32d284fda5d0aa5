import type { Language } from '../locale/locales.js';
import type { MemberStatus } from '../registration/registration.decider.js';

export interface ProfileImage {
  readonly filename: string;
  readonly thumb_filename: string;
}

/** Spec §3 "logged-in user", as GET /api/user.php has always returned it; the browser reads the same type. */
export interface UserView {
  id: string;
  status: MemberStatus;
  credits: number;
  /** Messages the member may still send without credits (the signup's free messages, used first). */
  free_messages: number;
  paid_user: boolean;
  signup_date: string;
  fictional_icon: string;
  language: Language;
  /** The member's own address, and the one waiting for confirmation after a change (spec §2 settings). */
  email: string;
  pending_email: string | null;
  invisible: boolean;
  /** Why mail to the member has stopped: 'fbl' | 'bounce' | 'listunsubscribe'; empty while mail goes out. */
  notifications_disabled: string[];
  /** The discount the member accepted instead of deleting the account; it applies to the next credit purchase. */
  retention_discount: { percentage: number } | null;
  /** Staff moderate photos; the front end shows them the moderation queue. */
  staff: boolean;
  profile: {
    name: string;
    country: string | null;
    /** Spec §4: an unconfirmed account has a disabled profile until the e-mail is confirmed. */
    status: 'active' | 'disabled';
    main_image: ProfileImage | null;
  };
}
