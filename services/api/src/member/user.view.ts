import { currentEmailOf, currentLanguageOf, isErased, openEmailChange, photoUrls, type MemberSnapshot, type Personal, type UserView } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

const personal = (value: Personal<string>): string => (isErased(value) ? '' : value);

const mainImage = (mainPhotoId: string | null): UserView['profile']['main_image'] => {
  if (!mainPhotoId) return null;
  const { url, thumb_url } = photoUrls(mainPhotoId);
  return { filename: url, thumb_filename: thumb_url };
};

interface UserViewContext {
  /** The member's main approved photo (UserViews looks it up; a member just signed up has none). */
  readonly mainPhotoId: string | null;
  /** ISO time: a new address whose confirmation link has expired no longer shows as waiting. */
  readonly now: string;
}

export const toUserView = (member: MemberSnapshot, site: SiteSettings, { mainPhotoId, now }: UserViewContext): UserView => {
  const { registration, account, notifications } = member;
  const pendingEmail = openEmailChange(member.credentials, now)?.newEmail;
  return {
    id: registration.memberId,
    status: registration.status,
    // Credits and purchases arrive with the payments issue; a new member has none.
    credits: 0,
    paid_user: false,
    signup_date: registration.signedUpAt,
    fictional_icon: site.fictional_icon,
    language: currentLanguageOf(member),
    email: personal(currentEmailOf(member)),
    pending_email: pendingEmail === undefined ? null : personal(pendingEmail),
    invisible: account.invisible,
    notifications_disabled: [...notifications.disabled],
    retention_discount: account.retentionDiscount ? { percentage: account.retentionDiscount.percentage } : null,
    staff: account.staff,
    profile: {
      name: personal(registration.name),
      country: registration.country,
      status: registration.status === 'confirmed' ? 'active' : 'disabled',
      main_image: mainImage(mainPhotoId),
    },
  };
};
