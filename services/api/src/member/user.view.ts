import { isErased, openEmailChange, type ActiveMember, type Personal } from '@dating/domain';
import { photoUrls } from '../search/profile-card.js';
import type { SiteSettings } from '../settings/site-settings.js';

/** Spec §3 "logged-in user", as GET /api/user.php has always returned it. */
export interface UserView {
  id: string;
  status: 'not_confirmed' | 'confirmed';
  credits: number;
  paid_user: boolean;
  signup_date: string;
  fictional_icon: string;
  language: string;
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
    status: 'active' | 'disabled';
    main_image: { filename: string; thumb_filename: string } | null;
  };
}

const personal = (value: Personal<string>): string => (isErased(value) ? '' : value);

const mainImage = (mainPhotoId: string | null): UserView['profile']['main_image'] => {
  if (!mainPhotoId) return null;
  const { url, thumb_url } = photoUrls(mainPhotoId);
  return { filename: url, thumb_filename: thumb_url };
};

const pendingEmail = (member: ActiveMember, now: string): string | null => {
  const pending = openEmailChange(member, now);
  return pending ? personal(pending.newEmail) : null;
};

interface UserViewContext {
  /** The member's main approved photo (UserViews looks it up; a member just signed up has none). */
  readonly mainPhotoId: string | null;
  /** ISO time: a new address whose confirmation link has expired no longer shows as waiting. */
  readonly now: string;
}

export const toUserView = (member: ActiveMember, site: SiteSettings, { mainPhotoId, now }: UserViewContext): UserView => ({
  id: member.memberId,
  status: member.status,
  // Credits and purchases arrive with the payments issue; a new member has none.
  credits: 0,
  paid_user: false,
  signup_date: member.signedUpAt,
  fictional_icon: site.fictional_icon,
  language: member.language,
  email: personal(member.email),
  pending_email: pendingEmail(member, now),
  invisible: member.invisible,
  notifications_disabled: [...member.notificationsDisabled],
  retention_discount: member.retentionDiscount ? { percentage: member.retentionDiscount.percentage } : null,
  staff: member.staff,
  profile: {
    name: personal(member.name),
    country: member.country,
    // Spec §4: an unconfirmed account has a disabled profile until the e-mail is confirmed.
    status: member.status === 'confirmed' ? 'active' : 'disabled',
    main_image: mainImage(mainPhotoId),
  },
});
