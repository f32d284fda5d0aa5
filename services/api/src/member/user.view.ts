import { isErased, type ActiveMember } from '@dating/domain';
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
  notifications_disabled: string[];
  /** Staff moderate photos; the front end shows them the moderation queue. */
  staff: boolean;
  profile: {
    name: string;
    country: string | null;
    status: 'active' | 'disabled';
    main_image: { filename: string; thumb_filename: string } | null;
  };
}

const mainImage = (mainPhotoId: string | null): UserView['profile']['main_image'] => {
  if (!mainPhotoId) return null;
  const { url, thumb_url } = photoUrls(mainPhotoId);
  return { filename: url, thumb_filename: thumb_url };
};

/** `mainPhotoId`: the member's main approved photo (UserViews looks it up; a member just signed up has none). */
export const toUserView = (member: ActiveMember, site: SiteSettings, mainPhotoId: string | null = null): UserView => ({
  id: member.memberId,
  status: member.status,
  // Credits and purchases arrive with the payments issue; a new member has none.
  credits: 0,
  paid_user: false,
  signup_date: member.signedUpAt,
  fictional_icon: site.fictional_icon,
  language: member.language,
  notifications_disabled: [],
  staff: member.staff,
  profile: {
    name: isErased(member.name) ? '' : member.name,
    country: member.country,
    // Spec §4: an unconfirmed account has a disabled profile until the e-mail is confirmed.
    status: member.status === 'confirmed' ? 'active' : 'disabled',
    main_image: mainImage(mainPhotoId),
  },
});
