import { photoUrls, type MemberContact, type UserView, type Wallet } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

const mainImage = (mainPhotoId: string | null): UserView['profile']['main_image'] => {
  if (!mainPhotoId) return null;
  const { url, thumb_url } = photoUrls(mainPhotoId);
  return { filename: url, thumb_filename: thumb_url };
};

/** `now` (ISO): a new address whose confirmation link has expired no longer shows as waiting. */
export const toUserView = (member: MemberContact, wallet: Wallet, site: SiteSettings, now: string): UserView => {
  const status = member.confirmed ? 'confirmed' : 'not_confirmed';
  return {
    id: member.memberId,
    status,
    credits: wallet.balance,
    free_messages: wallet.freeMessages,
    paid_user: wallet.premium,
    signup_date: member.signedUpAt,
    fictional_icon: site.fictional_icon,
    language: member.language,
    // An erased field (the key is gone) reads as empty.
    email: member.email ?? '',
    pending_email: member.pendingEmail && member.pendingEmail.expiresAt > now ? member.pendingEmail.email : null,
    invisible: member.invisible,
    notifications_disabled: [...member.notificationsDisabled],
    retention_discount: member.retentionDiscount === null ? null : { percentage: member.retentionDiscount },
    staff: member.staff,
    profile: {
      name: member.name ?? '',
      country: member.country,
      status: status === 'confirmed' ? 'active' : 'disabled',
      main_image: mainImage(member.mainPhotoId),
    },
  };
};
